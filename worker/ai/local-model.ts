import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { detectLanguage, sentences, termsOf, words } from "../rag/text";
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

/** Sentences of a source; table rows count as one unit each and over-long runs are windowed. */
function units(text: string): string[] {
  return sentences(text.replace(/\s*\|\s*\|\s*/g, " |\n| "))
    .flatMap((sentence) => sentence.split("\n"))
    .flatMap((unit) => (unit.length <= 420 ? [unit] : (unit.match(/.{1,380}(\s|$)/g) ?? [unit])))
    .map((unit) => unit.trim())
    .filter((unit) => words(unit).length >= 3);
}

/**
 * Picks the sentences that answer the question: each sentence is scored by the question terms it holds
 * (rarer terms among the sources weigh more; the earlier the source was ranked, the slightly better),
 * the best one is taken, then up to two more that are nearly as good and say something new.
 */
export function selectSentences(question: string, sources: Source[]): Candidate[] {
  const questionTerms = [...new Set(termsOf(question))];
  if (!questionTerms.length) return [];
  const candidates: Candidate[] = [];
  sources.forEach((source, sourceIndex) => {
    units(source.text).forEach((text, index) => {
      candidates.push({ source: sourceIndex, index, text, terms: new Set(termsOf(text)), score: 0 });
    });
  });
  if (!candidates.length) return [];
  const weight = new Map<string, number>();
  for (const term of questionTerms) {
    const df = candidates.filter((candidate) => candidate.terms.has(term)).length;
    weight.set(term, df === 0 ? 0 : Math.log(1 + candidates.length / df));
  }
  const reachable = questionTerms.reduce((sum, term) => sum + (weight.get(term) ?? 0), 0);
  if (reachable === 0) return [];
  const fileTerms = sources.map(
    (source) => new Set(termsOf(source.name.replace(/#page=\d+$/, "").replace(/[_.-]+/g, " "))),
  );
  for (const candidate of candidates) {
    let covered = 0;
    for (const term of questionTerms) {
      // A term carried by the source's file name ("Standard", "PerksPlus") counts for every sentence of it.
      if (candidate.terms.has(term) || fileTerms[candidate.source]?.has(term)) covered += weight.get(term) ?? 0;
    }
    const lengthPenalty = candidate.text.length > 300 ? 0.9 : 1;
    candidate.score = (covered / reachable) * lengthPenalty * (1 - 0.04 * candidate.source);
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
