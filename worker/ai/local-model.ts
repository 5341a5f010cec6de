import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { detectLanguage, fold, sentences, termGroupsOf, termsOf, words } from "../rag/text";
import { SOURCES_HEADING } from "./prompts";

/** Below this share of the question's weight, no sentence counts as an answer. */
const MIN_SCORE = 0.25;
const MAX_SENTENCES = 3;
const OTHER_SOURCE_SHARE = 0.6;
const SAME_SOURCE_SHARE = 0.75;

interface Source {
  name: string;
  text: string;
}

interface Candidate {
  source: number;
  index: number;
  text: string;
  terms: Set<string>;
  own: Set<string>;
  score: number;
}

const texts = {
  en: {
    none: "The documents available to you do not hold the answer to this question. Try other words, or upload a document that covers it.",
    intro: "",
    followup: (topic: string, file: string) => `What does ${file} say about ${topic}?`,
  },
  nl: {
    none: "De documenten waar u toegang toe hebt bevatten geen antwoord op deze vraag. Probeer andere woorden, of upload een document waarin het staat.",
    intro: "Volgens de documenten: ",
    followup: (topic: string, file: string) => `Wat staat er in ${file} over ${topic}?`,
  },
};

const textOf = (content: LanguageModelV3Prompt[number]["content"]) =>
  typeof content === "string"
    ? content
    : content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join("");

/** Splits the last user message into the question and its `name: text` source lines. */
export function readPrompt(prompt: LanguageModelV3Prompt) {
  const system = prompt
    .filter((message) => message.role === "system")
    .map((message) => textOf(message.content))
    .join("\n");
  const last = [...prompt].reverse().find((message) => message.role === "user");
  const body = last ? textOf(last.content) : "";
  const at = body.lastIndexOf(`\n${SOURCES_HEADING}\n`);
  const question = (at >= 0 ? body.slice(0, at) : body).trim();
  const sources: Source[] = [];
  if (at >= 0) {
    for (const line of body.slice(at + SOURCES_HEADING.length + 2).split("\n")) {
      const match = /^(\S[^:]*?\.[A-Za-z0-9]+(?:#page=\d+)?): (.*)$/.exec(line.trim());
      if (match) sources.push({ name: match[1] as string, text: match[2] as string });
    }
  }
  const language = /Language of the answer: ([a-z]{2})/.exec(system)?.[1];
  return { system, question, sources, language, followups: system.includes("<<") };
}

interface Unit {
  text: string;
  /** What the unit is matched on: a table row also carries its caption and column headers. */
  terms: Set<string>;
  /** What the unit says itself: a table row's own cells, without the caption and headers it is read with. */
  own: Set<string>;
}

/** A table inside a source line: its rows are ` | `-separated cells between pipes, one row after another. */
const TABLE_RUN = /\|(?:[^|]{0,200}\|)+/g;
const MAX_UNIT = 420;

/** A sentence (over-long ones windowed), read with the heading that labels it, if any, as its context. */
const proseUnit = ({ label, sentence }: Labelled): Unit[] =>
  (sentence.length <= MAX_UNIT ? [sentence] : (sentence.match(/.{1,380}(\s|$)/g) ?? [sentence])).map((part) => {
    const own = new Set(termsOf(part));
    if (!label) return { text: part.trim(), terms: own, own };
    return { text: `${label} ${part.trim()}`, terms: new Set([...termsOf(label), ...own]), own };
  });

/**
 * Each row of a table as one unit that reads on its own: "Kerngegevens — Marktwaarde: € 465.000", or with more
 * columns "Standard — In-network: 20%; Out-of-network: 40%". The first row is the header. Source lines are one
 * line each, so a heading between two tables arrives as a row of twice the columns plus one: the end of one
 * table, the heading (the next caption) and the next table's header.
 */
function tableRows(run: string, firstCaption: string | undefined): Unit[] {
  const rows = run
    .replace(/^\|\s*|\s*\|$/g, "")
    .split(/\s*\|\s*\|\s*/)
    .map((row) => row.split(/\s*\|\s*/).map((cell) => cell.trim()));
  let caption = firstCaption;
  let header = rows.length > 1 ? (rows.shift() as string[]) : [];
  const out: Unit[] = [];
  const emit = (cells: string[]) => {
    const lead = caption ? `${caption} — ` : "";
    const [first, ...rest] = cells;
    const named = cells.length > 2 && header.length === cells.length;
    const text = named
      ? `${lead}${first} — ${rest.map((cell, i) => `${header[i + 1]}: ${cell}`).join("; ")}`
      : `${lead}${cells.join(": ")}`;
    // A two-column table is keys and values: its header ("Onderdeel | Waarde") says nothing about a row.
    const context = named ? header.join(" ") : "";
    const own = new Set(termsOf(cells.join(" ")));
    out.push({ text, terms: new Set([...termsOf(`${caption ?? ""} ${context}`), ...own]), own });
  };
  for (const cells of rows) {
    const columns = header.length;
    if (columns > 1 && cells.length === 2 * columns + 1) {
      emit(cells.slice(0, columns));
      caption = captionText(cells[columns]);
      header = cells.slice(columns + 1);
    } else emit(cells);
  }
  return out;
}

/** A short line right before a table, without a full stop, is its caption ("Rentekorting per energielabel:"). */
const isCaption = (line: string | undefined): line is string =>
  line !== undefined && words(line).length <= 6 && !/[.!?;]$/.test(line);

/** A caption as it leads a row: a heading's label colon ("Inkomen:") dropped. */
function captionText(line: string | undefined): string | undefined {
  return line?.replace(/:$/, "");
}

const isLabel = (sentence: string) => sentence.endsWith(":") && isCaption(sentence.slice(0, -1));

interface Labelled {
  label?: string;
  sentence: string;
}

/** A heading that labels the sentence after it ("Coverage for Weight Loss Surgery: Northwind…") reads with it. */
function labelled(prose: string[]): Labelled[] {
  const out: Labelled[] = [];
  for (let i = 0; i < prose.length; i++) {
    const sentence = prose[i] as string;
    const next = prose[i + 1];
    if (isLabel(sentence) && next !== undefined && !isLabel(next)) {
      out.push({ label: sentence, sentence: next });
      i++;
    } else out.push({ sentence });
  }
  return out;
}

/** The answer units of a source: its sentences (over-long runs windowed) and each table row on its own. */
function units(text: string): Unit[] {
  const out: Unit[] = [];
  let done = 0;
  for (const match of text.matchAll(TABLE_RUN)) {
    const prose = labelled(sentences(text.slice(done, match.index)));
    const last = prose.at(-1);
    const caption = !last?.label && isCaption(last?.sentence) ? captionText(prose.pop()?.sentence) : undefined;
    out.push(...prose.flatMap(proseUnit), ...tableRows(match[0], caption));
    done = match.index + match[0].length;
  }
  out.push(...labelled(sentences(text.slice(done))).flatMap(proseUnit));
  // A short line ending in a colon is not always a heading: in key-value text ("Naam: Jan de Vries Bruto
  // salaris: 4.200…") the split at colons leaves the key of one line with the value of the one before. Such
  // units stay answers.
  return out.filter((unit) => words(unit.text).length >= 3);
}

/**
 * Questions after a figure, a date or a label ("Hoeveel…", "Wat is de marktwaarde…", "Bij welke…", "When…"): a unit that
 * holds a number is the likelier answer among equally matching ones, and the question's focus weighs double.
 */
const FACT_QUESTION =
  /^((bij|tot|in|op|voor|vanaf|sinds|met|van|uit|at|for|from|since|by|to|with|of|on) )?(hoeveel|hoe (lang|hoog|veel|oud|groot)|wanneer|welke?|wat (is|zijn|bedraagt|bedragen|was)|how (much|many|long|old|high)|when|which|what (is|are|was|were|percentage|year)|what's)\b/;
const VALUE_BONUS = 1.1;
const ANSWER_KINDS = new Set(
  (
    "bedrag bedragen som percentage procent aantal jaar datum periode termijn hoogte prijs " +
    "amount sum percentage percent number year date period term level price"
  ).split(" "),
);
const FOCUS_WEIGHT = 2;
const FOCUS_MISSING = 0.6;

/**
 * The names a question asks about: its capitalised words after the first ("J. Visser", "Lindelaan", "Health
 * Plus"). Acronyms (NHG, AOW) are topics that several documents share, not names.
 */
export function namesIn(question: string): string[] {
  const found = question.match(/(?<=\s)\p{Lu}\p{Ll}[\p{L}'-]+/gu) ?? [];
  return [...new Set(found.flatMap((name) => words(name)))];
}

/**
 * The sources an answer may draw from: when the question names someone or something and some sources name it
 * too, only those. Two borrowers' employer statements both hold a salary; asked about one, the answer must not
 * add the other's.
 */
function sourcesAbout(question: string, sources: Source[]): Set<number> {
  const all = new Set(sources.keys());
  const names = namesIn(question);
  if (!names.length) return all;
  const naming = [...all].filter((index) => {
    const source = sources[index] as Source;
    const vocabulary = new Set(words(`${source.name} ${source.text}`));
    return names.some((name) => vocabulary.has(name));
  });
  return naming.length ? new Set(naming) : all;
}

/**
 * Picks the sentences that answer the question: each sentence is scored by the question terms it holds
 * (rarer terms among the sources weigh more; the earlier the source was ranked, the slightly better),
 * the best one is taken, then up to two more that are nearly as good and say something new.
 */
export function selectSentences(question: string, sources: Source[]): Candidate[] {
  // One group per question word: a Dutch word and the English concepts it stands for count once together.
  const groups = [...new Map(termGroupsOf(question).map((group) => [group.join(" "), group] as const)).values()];
  if (!groups.length) return [];
  const candidates: Candidate[] = [];
  const about = sourcesAbout(question, sources);
  sources.forEach((source, sourceIndex) => {
    if (!about.has(sourceIndex)) return;
    units(source.text).forEach((unit, index) => {
      candidates.push({ source: sourceIndex, index, text: unit.text, terms: unit.terms, own: unit.own, score: 0 });
    });
  });
  if (!candidates.length) return [];
  const holds = (terms: Set<string>, group: string[]) => group.some((term) => terms.has(term));
  const fileTerms = sources.map(
    (source) => new Set(termsOf(source.name.replace(/#page=\d+$/, "").replace(/[_.-]+/g, " "))),
  );
  // A word carried by the source's file name ("Standard", "Lindelaan") counts for every sentence of it.
  const matches = (candidate: Candidate, group: string[]) =>
    holds(candidate.terms, group) || holds(fileTerms[candidate.source] as Set<string>, group);
  // In a fact question the first word after the question words is what is asked for ("Welke energielabel…",
  // "Wat is de marktwaarde…"): its question focus, which weighs double in a unit that names it in its own words
  // (not only in its caption, heading or file name). A word that only names the kind of answer ("Tot welk bedrag…", "In welk jaar…")
  // is no focus: the figure it asks for is what counts.
  const normalised = fold(question).trim();
  const asked = FACT_QUESTION.exec(normalised);
  const focusWord = asked ? words(normalised.slice(asked[0].length))[0] : undefined;
  const focus = focusWord && !ANSWER_KINDS.has(focusWord) ? termGroupsOf(focusWord)[0]?.join(" ") : undefined;
  const focusIndex = groups.findIndex((group) => group.join(" ") === focus);
  const focusGroup = groups[focusIndex];
  // The focus counts where a unit names it itself, so its rarity is counted there too: a file named after it
  // ("Werkgeversverklaring…" for "welke werkgever") would otherwise make it weigh nothing.
  const weight = groups.map((group) => {
    const df = candidates.filter((candidate) =>
      group === focusGroup ? holds(candidate.terms, group) : matches(candidate, group),
    ).length;
    return df === 0 ? 0 : Math.log(1 + candidates.length / df);
  });
  const focusWeight = focusGroup ? (weight[focusIndex] ?? 0) : 0;
  const reachable = weight.reduce((sum, value) => sum + value, 0) + (FOCUS_WEIGHT - 1) * focusWeight;
  if (reachable === 0) return [];
  // The answer to "Bij welke werkgever…" names the employer: where some unit holds the focus (its weight is
  // counted over those units), one that does not (however well it matches the question's other words, "werkt" →
  // job → "Functie") is an unlikely answer.
  for (const candidate of candidates) {
    let covered = 0;
    groups.forEach((group, i) => {
      if (group === focusGroup && holds(candidate.own, group)) covered += FOCUS_WEIGHT * (weight[i] ?? 0);
      else if (matches(candidate, group)) covered += weight[i] ?? 0;
    });
    const lengthPenalty = candidate.text.length > 300 ? 0.9 : 1;
    const valueBonus = asked && /\d/.test(candidate.text) ? VALUE_BONUS : 1;
    const focusMissing = focusGroup && focusWeight > 0 && !holds(candidate.terms, focusGroup) ? FOCUS_MISSING : 1;
    candidate.score = (covered / reachable) * lengthPenalty * valueBonus * focusMissing * (1 - 0.04 * candidate.source);
  }
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || best.score < MIN_SCORE) return [];
  // The best sentence, then the best sentence of each other source that is nearly as good (sources often
  // complement or contradict each other; each fact keeps its own citation), then more of the best source.
  const chosen: Candidate[] = [best];
  const novel = (candidate: Candidate) =>
    [...candidate.terms].filter((term) => chosen.some((picked) => picked.terms.has(term))).length /
      Math.max(1, candidate.terms.size) <=
    0.8;
  for (const candidate of ranked) {
    if (chosen.length >= MAX_SENTENCES || candidate.score < best.score * OTHER_SOURCE_SHARE) break;
    if (chosen.some((picked) => picked.source === candidate.source) || !novel(candidate)) continue;
    chosen.push(candidate);
  }
  for (const candidate of ranked) {
    if (chosen.length >= MAX_SENTENCES || candidate.score < best.score * SAME_SOURCE_SHARE) break;
    if (chosen.includes(candidate) || !novel(candidate)) continue;
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.source - b.source || a.index - b.index);
}

/** Follow-up questions from what the other sources are about (their most distinctive words). */
function followupsFrom(question: string, sources: Source[], language: "en" | "nl"): string[] {
  const asked = new Set(termsOf(question));
  const out: string[] = [];
  for (const source of sources) {
    const file = source.name
      .replace(/#page=\d+$/, "")
      .replace(/\.[^.]+$/, "")
      .replace(/[_-]+/g, " ");
    const topic = words(source.text)
      .filter((word) => word.length > 5 && !/^\d/.test(word) && !asked.has(termsOf(word)[0] ?? word))
      .slice(0, 2)
      .join(" ");
    const question = topic ? texts[language].followup(topic, file) : "";
    if (question && !out.includes(question)) out.push(question);
    if (out.length === 3) break;
  }
  return out;
}

/** The whole answer text: chosen sentences each followed by its source in brackets, or a plain "not found". */
export function composeAnswer(prompt: LanguageModelV3Prompt): string {
  const { question, sources, language: asked, followups } = readPrompt(prompt);
  const language = asked === "nl" || asked === "en" ? asked : detectLanguage(question);
  const chosen = selectSentences(question, sources);
  let answer = chosen.length
    ? texts[language].intro +
      chosen.map((candidate) => `${candidate.text} [${sources[candidate.source]?.name}]`).join(" ")
    : texts[language].none;
  if (followups && chosen.length) {
    const next = followupsFrom(question, sources, language);
    if (next.length) answer += `\n\n${next.map((item) => `<<${item}>>`).join(" ")}`;
  }
  return answer;
}

const usage = (input: string, output: string) => ({
  inputTokens: { total: words(input).length, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: words(output).length, text: undefined, reasoning: undefined },
});

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.temperature !== undefined && options.temperature !== 0) {
    warnings.push({
      type: "unsupported",
      feature: "temperature",
      details: "The local extractive model is deterministic.",
    });
  }
  if (options.seed !== undefined)
    warnings.push({ type: "unsupported", feature: "seed", details: "Deterministic without one." });
  return warnings;
}

/**
 * The embedded default chat model: a grounded extractive model behind the AI SDK's LanguageModelV3 interface.
 * It answers only from the sources in its prompt, cites every sentence's source, answers in the question's
 * language and says plainly when the sources do not hold the answer. It streams word by word; pacing is the
 * client's (spec: 33 ms per chunk).
 */
export function localChatModel(): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "adviesdesk.local",
    modelId: "grounded-extractive-1",
    supportedUrls: {},
    async doGenerate(options) {
      const answer = composeAnswer(options.prompt);
      return {
        content: [{ type: "text", text: answer }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(JSON.stringify(options.prompt), answer),
        warnings: warningsFor(options),
      };
    },
    async doStream(options) {
      const answer = composeAnswer(options.prompt);
      const pieces = answer.match(/\S+\s*|\s+/g) ?? [];
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: warningsFor(options) });
          controller.enqueue({ type: "text-start", id: "answer" });
        },
        pull(controller) {
          const piece = pieces.shift();
          if (piece !== undefined) {
            controller.enqueue({ type: "text-delta", id: "answer", delta: piece });
            return;
          }
          controller.enqueue({ type: "text-end", id: "answer" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usage(JSON.stringify(options.prompt), answer),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
