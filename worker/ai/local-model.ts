import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  SharedV4Warning,
} from "@ai-sdk/provider";
import { cachedBy } from "../rag/cached";
import { isKeyValueLine } from "../rag/chunk";
import {
  glossaryPhrases,
  isCompoundOfWords,
  isDictionaryWord,
  isDutchVerbForm,
  isEnglishSense,
  withoutDutchEnding,
} from "../rag/lexicon";
import {
  clearLanguage,
  detectLanguage,
  fold,
  isStopWord,
  sentences,
  stem,
  stemsOf,
  termGroupsOf,
  termsOf,
  words,
  wordTermsOf,
} from "../rag/text";
import { cognateOf, dictionarySlipOf, nearestCognateOf, nearestTerm } from "../rag/typos";
import { onFirstUse } from "../rag/word-pairs";
import { alternativesOf, neededOf } from "./alternatives";
import {
  aboutFormOf,
  actVerbOf,
  answerTypeOf,
  asksAboutFigureOfCase,
  asksForDifference,
  compoundOf,
  dateMonthsIn,
  factFormOf,
  focusNounParts,
  focusPlacedBy,
  focusWordsOf,
  holdsAnswerType,
  hyphenatedPhrasesOf,
  namedNounPhrasesOf,
  PREPOSITIONS_EN,
  phraseParts,
  typeRequired,
} from "./answer-type";
import { claimsChecked } from "./checked-claims";
import { conjunctsOf } from "./conjuncts";
import { pointedTo, pointsBack, withoutDislocation } from "./dislocation";
import { loadEnglishTagger } from "./english-tagger";
import { initialsIn, namesIn, namesWrittenIn, personsIn } from "./names";
import { readQuestion, SOURCES_HEADING } from "./prompts";
import { askingSentence, askingSentences, caseOf } from "./question-sentences";
import { parseSources } from "./sources";

/** Below this share of the question's weight, no sentence counts as an answer. */
const MIN_SCORE = 0.25;
/**
 * Below this share of what its passage holds of the question's topic words (its words other than the names it is
 * about), a sentence does not answer it: a long question's words spread over a page's sentences, and the page as
 * a whole is weighed against the question (MIN_PASSAGE_SHARE).
 */
const MIN_TOPIC_SHARE = 0.3;
/**
 * Below this share of the question's topic weight in the best passage, the sources do not answer it.
 * scripts/calibrate-decline.ts shows the tuning questions' distribution: around 0.4 the balanced accuracy is flat
 * (0.774 here, 0.778 at 0.45 in the fifteenth round, where a full eval at 0.45 lost a check answer), so the
 * threshold is not the lever; docs/answer-quality.md has the table.
 */
const MIN_PASSAGE_SHARE = 0.4;
const MAX_SENTENCES = 3;
const OTHER_SOURCE_SHARE = 0.6;
const SAME_SOURCE_SHARE = 0.75;

interface Source {
  name: string;
  text: string;
}

interface Candidate extends Unit {
  source: number;
  index: number;
  score: number;
}

const texts = {
  en: {
    none: "The documents available to you do not hold the answer to this question. Try other words, or upload a document that covers it.",
    intro: "The documents say: ",
    quote: (text: string) => `\u201c${text}\u201d`,
    foreign: { nl: " (in Dutch)", en: "" },
    uncovered: (part: string) => `I found no passage in the documents that answers this part: \u201c${part}\u201d.`,
    aboutHeading: (heading: string, file: string) => `What does ${file} say about \u201c${heading}\u201d?`,
    aboutKey: (key: string, file: string) => `What does ${file} say under \u201c${key}\u201d?`,
  },
  nl: {
    none: "De documenten waar u toegang toe hebt bevatten geen antwoord op deze vraag. Probeer andere woorden, of upload een document waarin het staat.",
    intro: "Volgens de documenten: ",
    quote: (text: string) => `\u201e${text}\u201d`,
    foreign: { nl: "", en: " (in het Engels)" },
    uncovered: (part: string) => `Voor dit deel vond ik geen passage in de documenten: \u201e${part}\u201d.`,
    aboutHeading: (heading: string, file: string) => `Wat staat er in ${file} over \u201e${heading}\u201d?`,
    aboutKey: (key: string, file: string) => `Wat staat er in ${file} bij \u201e${key}\u201d?`,
  },
};

const textOf = (content: LanguageModelV4Prompt[number]["content"]) =>
  typeof content === "string"
    ? content
    : content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join("");

/** Splits the last user message into the question and its `name: text` source lines. */
export function readPrompt(prompt: LanguageModelV4Prompt) {
  const system = prompt
    .filter((message) => message.role === "system")
    .map((message) => textOf(message.content))
    .join("\n");
  const last = [...prompt].reverse().find((message) => message.role === "user");
  const body = last ? textOf(last.content) : "";
  const at = body.lastIndexOf(`\n${SOURCES_HEADING}\n`);
  const { question, absent } = readQuestion(at >= 0 ? body.slice(0, at) : body);
  const sources: Source[] = at >= 0 ? parseSources(body.slice(at + SOURCES_HEADING.length + 2)) : [];
  const language = /Language of the answer: ([a-z]{2})/.exec(system)?.[1];
  return { system, question, absent, sources, language, followups: system.includes("<<") };
}

interface Unit {
  text: string;
  /** The text the unit says itself: a sentence without its heading, a table row without its caption. */
  ownText: string;
  /** What the unit is matched on: a table row also carries its caption and column headers. */
  terms: Set<string>;
  /** What the unit says itself: a table row's own cells, without the caption and headers it is read with. */
  own: Set<string>;
  /** The key of a key–value row ("Marktwaarde na verbouwing"). */
  key?: string;
  /** The heading the unit sits under. */
  heading?: string;
  /** The heading of the section the unit is part of: the last heading or caption before it. */
  section?: string;
  /** The term groups of the key and of the section's heading, read once with the unit. */
  keyGroups?: string[][];
  sectionGroups?: string[][];
}

/** A table inside a source line: its rows are ` | `-separated cells between pipes, one row after another. */
const TABLE_RUN = /\|(?:[^|]{0,200}\|)+/g;
const MAX_UNIT = 420;
/** A labelled value of at most this many words reads as a key–value pair. */
const SHORT_VALUE = 4;

/** A sentence (over-long ones windowed), read with the heading that labels it, if any, as its context. */
const proseUnit = ({ label, sentence }: Labelled): Unit[] =>
  (sentence.length <= MAX_UNIT ? [sentence] : (sentence.match(/.{1,380}(\s|$)/g) ?? [sentence])).map((part) => {
    const own = new Set(termsOf(part));
    if (!label) return { text: part.trim(), ownText: part.trim(), terms: own, own };
    // A label with a short value after it ("Maximale looptijd: 30 jaar.") is a key and its value: the key says
    // what the unit is about as much as the value does.
    if (words(part).length <= SHORT_VALUE) {
      const all = new Set([...termsOf(label), ...own]);
      const text = `${label} ${part.trim()}`;
      return { text, ownText: text, terms: all, own: all, key: label.replace(/:$/, "") };
    }
    return {
      text: `${label} ${part.trim()}`,
      ownText: part.trim(),
      terms: new Set([...termsOf(label), ...own]),
      own,
      heading: label.replace(/:$/, ""),
    };
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
    // A row's own words: its cells, and in a table of several columns the column names its values are read
    // under ("In-network: 10%"), but not the caption above the table.
    const own = new Set(termsOf(named ? text.slice(lead.length) : cells.join(" ")));
    // A key reads as a topic only when it has a word of its own ("Marktwaarde", not "B" or "A++").
    const key = !named && first && /\p{L}{4}/u.test(first) ? first : undefined;
    out.push({
      text,
      ownText: named ? text.slice(lead.length) : cells.join(": "),
      terms: new Set([...termsOf(`${caption ?? ""} ${context}`), ...own]),
      own,
      ...(key ? { key } : {}),
      ...(caption ? { heading: caption } : {}),
    });
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

/**
 * A heading that labels the sentence after it ("Coverage for Weight Loss Surgery: Northwind…") reads with it. The
 * document's own title ("Werkgeversverklaring:" over "Model 2026.") labels nothing: it names the whole document,
 * not what the sentence after it says.
 */
function labelled(prose: string[], title: Set<string>): Labelled[] {
  const out: Labelled[] = [];
  for (let i = 0; i < prose.length; i++) {
    const sentence = prose[i] as string;
    const next = prose[i + 1];
    if (isLabel(sentence) && next !== undefined && !isLabel(next)) {
      // A short value in running text reads with the sentence after it ("Datum: 6 januari 2026. Ondertekend door
      // M. de Boer…": the date is the signing's), unless that sentence opens a label of its own.
      const after = prose[i + 2];
      const joined = words(next).length <= SHORT_VALUE && after !== undefined && !isLabel(after);
      const value = joined ? `${next} ${after}` : next;
      out.push(namesDocument(sentence, title) ? { sentence: value } : { label: sentence, sentence: value });
      i += joined ? 2 : 1;
    } else out.push({ sentence });
  }
  return out;
}

/** A label that is the document's title: its first word and most of its words are in the file's name. */
function namesDocument(label: string, title: Set<string>): boolean {
  const labelWords = words(label);
  const named = labelWords.filter((word) => title.has(word)).length;
  return labelWords.length > 0 && title.has(labelWords[0] as string) && 2 * named > labelWords.length;
}

/**
 * The answer units of a source: each key–value line on its own ("Bruto salaris: 4.200 euro per maand"), and of
 * the rest its sentences (over-long runs windowed) and each table row on its own. Sources repeat across the parts
 * of a question, the follow-ups and the next questions: each is read once.
 */
const units = cachedBy(
  500,
  (source: Source) => `${source.name}\n${source.text}`,
  (source) => readUnits(source.text, new Set(words(documentTitle(source.name)))),
);

function readUnits(text: string, title: Set<string>): Unit[] {
  const out: Unit[] = [];
  let rest: string[] = [];
  const flush = () => {
    if (rest.length) out.push(...textUnits(rest.join(" "), title));
    rest = [];
  };
  for (const line of text.split("\n")) {
    if (isKeyValueLine(line)) {
      flush();
      const terms = new Set(termsOf(line));
      const key = line.slice(0, line.indexOf(":")).trim();
      const value = line.slice(line.indexOf(":") + 1).trim();
      out.push({
        text: line.trim(),
        ownText: line.trim(),
        terms,
        own: terms,
        key,
        // A key before a list's first item heads the list ("Voorwaarden: • De woning wordt zelf bewoond…"); a key
        // before a sentence that is no list item heads what follows ("Energie: Het huidige energielabel is D…").
        ...(LIST_MARK.test(value) || (!LIST_MARK.test(key) && words(value).length > SHORT_VALUE)
          ? { heading: key }
          : {}),
      });
    } else rest.push(line);
  }
  flush();
  let section: string | undefined;
  let sectionGroups: string[][] = [];
  for (const unit of out) {
    if (unit.heading && unit.heading !== section) {
      section = unit.heading;
      sectionGroups = termGroupsOf(section);
    }
    if (section) Object.assign(unit, { section, sectionGroups });
    // A sentence or entry further down a section is read under its heading too, as context ("Een hoger bedrag
    // wordt gefinancierd tegen de actuele rente" under "Verhuizen en meenemen", "• Minimale hypotheeksom: € 50.000"
    // under "Voorwaarden"); what it says itself stays its own.
    if (section && !unit.heading) unit.terms = new Set([...unit.terms, ...sectionGroups.flat()]);
    if (unit.key) unit.keyGroups = termGroupsOf(unit.key);
  }
  return out.filter((unit) => words(unit.text).length >= 3);
}

/** The units of running text with tables inside it (a table's rows run on one line, cells between pipes). */
function textUnits(text: string, title: Set<string>): Unit[] {
  const out: Unit[] = [];
  let done = 0;
  for (const match of text.matchAll(TABLE_RUN)) {
    const prose = labelled(sentences(text.slice(done, match.index)), title);
    const last = prose.at(-1);
    const caption = !last?.label && isCaption(last?.sentence) ? captionText(prose.pop()?.sentence) : undefined;
    out.push(...prose.flatMap(proseUnit), ...tableRows(match[0], caption));
    done = match.index + match[0].length;
  }
  out.push(...labelled(sentences(text.slice(done)), title).flatMap(proseUnit));
  // A heading with nothing under it ("Reimbursement Program for:" on a title page) says nothing. Key–value lines
  // arrive as lines of their own (sources.ts), so a short text ending in a colon is no longer half of one.
  return out.filter((unit) => !isLabel(unit.text));
}

/**
 * In a fact question ("Hoeveel…", "Wat is de marktwaarde…", "Bij welke…", "When…") a unit that holds a number is the
 * likelier answer among equally matching ones, and the question's focus weighs double.
 */
const VALUE_BONUS = 1.1;
const FOCUS_WEIGHT = 2;
const FOCUS_MISSING = 0.6;
/** A unit without an answer of the kind the question asks for (a date for "wanneer", a number for "hoeveel"). */
const TYPE_MISSING = 0.5;

/**
 * The sources an answer may draw from: when the question names someone or something and some sources name it
 * too, only those. Two borrowers' employer statements both hold a salary; asked about one, the answer must not
 * add the other's.
 */
function sourcesAbout(names: string[], sources: Source[]): Set<number> {
  const all = new Set(sources.keys());
  if (!names.length) return all;
  // The sources that name most of the names: "Groen Wonen Hypotheek" is the product sheet, not every text that
  // says "hypotheek". A document's name is its title here, so a chunk of J. Visser's statement that does not
  // repeat his name still belongs to him.
  const named = [...all].map((index) => {
    const source = sources[index] as Source;
    const vocabulary = new Set(words(`${source.name.replace(/[_-]+/g, " ")} ${source.text}`));
    return names.filter((name) => vocabulary.has(name)).length;
  });
  const most = Math.max(0, ...named);
  return most > 0 ? new Set([...all].filter((index) => named[index] === most)) : all;
}

/**
 * A yes/no question's modal and the asker's possessive before the subject's noun: "Can my client…", "Mag mijn
 * klant…". The subject of a modal acts, so it is a person; "Is my dog welcome?" asks about its subject.
 */
const ASKER_SUBJECT =
  /^(?:can|could|may|might|must|should|will|would|kan|kun|mag|moet|wil|zal) (?:my|our|mijn|onze) (\p{L}+)/u;

/**
 * The support verbs of English and Dutch in their forms: "making an extra repayment", "take leave", "verlof op te
 * nemen" name the act by their noun, the verb only carries it (a closed class of both languages).
 */
const SUPPORT_VERBS = new Set(
  (
    "make makes making made take takes taking took taken " +
    "maken maak maakt maakte maakten gemaakt nemen neem neemt nam namen genomen"
  ).split(" "),
);

/**
 * How the sources meet the question: its word groups and their weights (rarer words among the sources weigh
 * more), every unit scored, and `evidence`, the share of the question's topic weight its best passage holds.
 */
function weigh(question: string, sources: Source[], whole = question) {
  // One group per question word: a Dutch word and the English concepts it stands for count once together.
  // Each group is widened with the words WordNet relates to an English word, to find the unit that answers; the
  // evidence that the sources answer at all counts only the question's own words, their derived forms ("quote" →
  // quotation) and their lexicon senses, so a synonym's match does not turn a question no document answers into an
  // answered one.
  const related = termGroupsOf(question, { related: true });
  const ownGroups = new Map<string, { group: string[]; own: string[]; word: string; phrase: boolean }>();
  wordTermsOf(question, { related: "derived" }).forEach(({ words: [word = "", ...more], terms: own }, i) => {
    ownGroups.set(own.join(" "), { group: related[i] ?? own, own, word, phrase: more.length > 0 });
  });
  const groups = [...ownGroups.values()].map(({ group }) => group);
  const own = [...ownGroups.values()].map(({ own }) => own);
  const typedWords = [...ownGroups.values()].map(({ word }) => word);
  // The asker's own party as a yes/no question's subject ("Can my client fix…", "Mag mijn klant…") stands for a
  // person, as "I" does: it is no topic and weighs nothing.
  const askerParty = ASKER_SUBJECT.exec(fold(question).trim())?.[1];
  const functionWord = [...ownGroups.values()].map(
    ({ word, phrase }) =>
      !phrase && (isStopWord(word) || PREPOSITIONS_EN.has(word) || word === askerParty || SUPPORT_VERBS.has(word)),
  );
  if (!groups.length) return undefined;
  // What the question's form asks for (answer-type.ts): the kind of answer, and the noun right after its
  // interrogative ("kinderen" in "Hoeveel kinderen…"), which the answering unit must name.
  const answerType = answerTypeOf(question);
  // An opening word the sources write as a name is one ("Visser: …" beside "J. Visser").
  const writtenAsName = (word: string) => sources.some((source) => namesWrittenIn(source.text).has(word));
  const names = namesIn(question, writtenAsName);
  const focusWords = focusWordsOf(question, names);
  // A compound the lexicon splits ("huisdieren" → huis + dieren) is named only where all its parts are.
  let focusNounGroups = focusWords.flatMap((word) => focusNounParts(word));
  // A Dutch compound's last part is what it is ("hypotheekrente" is a rate): a unit names it only as a word's last
  // part ("rente", "hypotheekrente"), not as the first part of another thing ("rentekorting" is a discount).
  const focusHeads = focusWords.flatMap((word) => {
    const compound = compoundOf(word);
    return compound && compound.parts.length >= 2 ? [withoutDutchEnding(compound.tail)] : [];
  });
  const namesHeads = (text: string) =>
    focusHeads.every((head) => words(text).some((token) => withoutDutchEnding(token).endsWith(head)));
  const candidates: Candidate[] = [];
  // A part of a question that names no one is about whom the whole question names ("…aan de Lindelaan gewaardeerd
  // en wanneer is het rapport uitgebracht?").
  const about = sourcesAbout(names.length ? names : namesIn(whole, writtenAsName), sources);
  // A document named after a person ("Werkgeversverklaring_J_Visser.md") is about that person in every unit;
  // another person the question names, whom it only mentions ("Contactpersoon: M. de Boer"), is spoken about only
  // where a unit names them: "Wat verdient M. de Boer?" is not answered with J. Visser's salary.
  const askedPersons = personsIn(names.length ? question : whole);
  const mentionedPersons = sources.map((source) => {
    const subjects = personsIn(source.name);
    return subjects.length ? askedPersons.filter((person) => !subjects.includes(person)) : [];
  });
  const namesMentioned = (candidate: Candidate) =>
    (mentionedPersons[candidate.source] ?? []).every((person) => words(candidate.text).includes(person));
  sources.forEach((source, sourceIndex) => {
    if (!about.has(sourceIndex)) return;
    units(source).forEach((unit, index) => {
      candidates.push({ ...unit, source: sourceIndex, index, score: 0 });
    });
  });
  if (!candidates.length) return undefined;
  // A question word no unit holds may be the other language's cognate ("dialyse" for "dialysis") or, when no
  // dictionary knows it, a misspelling ("vaule"): it also reads as the nearest word the units do hold (typos.ts).
  const vocabulary = new Map<string, number>();
  for (const candidate of candidates)
    for (const term of candidate.terms) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
  for (const [i, group] of groups.entries()) {
    if (group.some((term) => vocabulary.has(term))) continue;
    // Four letters in common first: a cognate or a slip keeps its start ("dialyse", "dialysis"); "start" is not
    // "staat".
    // Two English words are two words, not a slip ("contract" is no "contact").
    const word = typedWords[i] as string;
    // Two known words joined ("verbouwingsdepot") are another compound than the one sharing their start
    // ("verbouwingskosten"), however near in spelling.
    if (isCompoundOfWords(word)) continue;
    const near = nearestCognateOf(group, vocabulary, (term, found) => !(isEnglishSense(term) && isEnglishSense(found)));
    const known = isDictionaryWord(word);
    const slip = near || known ? undefined : group.map((term) => nearestTerm(term, vocabulary, 1, word)).find(Boolean);
    // …else a slip of a dictionary word the units hold only in a compound or a sense ("boette": boete, penalty):
    // that word's terms.
    const fixed = near || slip || known ? undefined : dictionarySlipOf(word);
    const spelling = near ?? slip;
    const spellings = spelling ? [spelling] : fixed ? (termGroupsOf(fixed)[0] ?? []) : [];
    if (!spellings.length) continue;
    // A spelling of the question's own word, so it counts as evidence too ("repaid" for "repay").
    groups[i] = [...new Set([...group, ...spellings])];
    own[i] = [...new Set([...(own[i] ?? []), ...spellings])];
    // The focus is named in that spelling too.
    focusNounGroups = focusNounGroups.map((focus) =>
      focus.some((term) => group.includes(term)) ? [...new Set([...focus, ...spellings])] : focus,
    );
  }
  // A Dutch compound whose first part no list has ("borgtochtprovisie") is read by its head's senses alone
  // ("provisie": supply); a unit names it only where it names the first part too, not where another word has the
  // head's sense ("voorzieningen").
  const narrowedCompounds = new Map<string[], string[][]>();
  for (const token of words(question)) {
    const i = own.findIndex((group) => group.includes(token));
    const compound = i >= 0 ? compoundOf(token) : undefined;
    if (compound?.unlisted) {
      narrowedCompounds.set(groups[i] as string[], compound.parts);
      narrowedCompounds.set(own[i] as string[], compound.parts);
    }
  }
  const holds = (terms: Set<string>, group: string[]) =>
    narrowedCompounds.get(group)?.every((part) => part.some((term) => terms.has(term))) ??
    group.some((term) => terms.has(term));
  // A name the question is about ("J. Visser", "Lindelaan", "Standard") counts for every unit of a passage whose
  // text names it: the passage is about it. Other words count where the unit says them. A file name counts for
  // nothing: the text has to say it.
  const nameTerms = new Set(names.flatMap((name) => stemsOf(name)));
  // A letter ("energielabel C") names a row or a grade, not what a passage is about: only a unit that holds it
  // names it.
  // An initial before a surname ("J. Visser") is part of the name, not a grade.
  const initials = new Set(initialsIn(question));
  for (const initial of initials) nameTerms.add(initial);
  const isLetter = (group: string[]) => group.every((term) => term.length === 1 && !initials.has(term));
  const isName = (group: string[]) => group.some((term) => nameTerms.has(term)) || isLetter(group);
  // A passage is about what its document is named after too ("Productblad_Groen_Wonen_Hypotheek.md"), as the
  // sources were picked above; this names the subject, it adds nothing to what a unit says.
  const titles = sources.map((source) => documentTitle(source.name));
  const titleTerms = titles.map((title) => new Set(termsOf(title)));
  const sourceTerms = sources.map((source, i) =>
    about.has(i) ? new Set(termsOf(`${titles[i]} ${source.text}`)) : new Set<string>(),
  );
  const mentionedTerms = mentionedPersons.map((persons) => new Set(persons.flatMap((person) => stemsOf(person))));
  const isMentionedPerson = (candidate: Candidate, group: string[]) =>
    group.some((term) => mentionedTerms[candidate.source]?.has(term));
  // A thing a name places ("het huis aan de Lindelaan 8") is named in every unit of a document named after that
  // name, where the document names the thing at all.
  const placed = [...focusPlacedBy(question, focusWords, names)].map(([noun, name]) => ({
    own: [...ownGroups.values()].find(({ word }) => word === noun)?.own ?? [],
    name: stemsOf(name),
  }));
  const placedIn = (source: number, group: string[]) =>
    placed.some(
      ({ own, name }) =>
        group.some((term) => own.includes(term)) && name.every((term) => titleTerms[source]?.has(term)),
    ) && holds(sourceTerms[source] as Set<string>, group);
  const matches = (candidate: Candidate, group: string[]) =>
    holds(candidate.terms, group) ||
    placedIn(candidate.source, group) ||
    (isName(group) &&
      !isLetter(group) &&
      !isMentionedPerson(candidate, group) &&
      holds(sourceTerms[candidate.source] as Set<string>, group));
  // In a fact question the word after the question words is what is asked for ("Welke energielabel…", "Wat is de
  // marktwaarde…"): its question focus, which weighs double in a unit that names it in its own words (not only in its
  // caption, heading or file name). answer-type.ts reads the form: a verb, a kind noun or a unit is no focus.
  const fact = factFormOf(question, names);
  const focus = fact?.focus ? termGroupsOf(fact.focus)[0]?.join(" ") : undefined;
  const focusIndex = groups.findIndex((group) => group.join(" ") === focus && !isName(group));
  const focusGroup = groups[focusIndex];
  // The words of the question form ("how long", "hoe hoog", "Op welk moment", "How many square metres") ask rather
  // than name what is asked about: no passage has to say "bedrag" or "moment".
  const questionForm = new Set(fact ? termsOf(fact.asking) : []);
  const asksOnly = (group: string[]) => group.some((term) => questionForm.has(term));
  // A key–value unit whose key of several words the question names whole ("Vast dienstverband: een
  // werkgeversverklaring … en een recente salarisstrook." for "Welke stukken heeft een aanvrager met een vast
  // dienstverband nodig?") is the entry for the case asked about: what it lists is what the question's noun
  // ("stukken") asks for, whether or not it repeats that noun.
  if (focusGroup) {
    const questionTerms = new Set(own.flat());
    for (const candidate of candidates) {
      const keyGroups = candidate.keyGroups ?? [];
      if (keyGroups.length < 2 || !keyGroups.every((group) => group.some((term) => questionTerms.has(term)))) continue;
      candidate.terms = new Set([...candidate.terms, ...focusGroup]);
      candidate.own = new Set([...candidate.own, ...focusGroup]);
    }
  }
  // The focus counts where a unit names it itself, so its rarity is counted there too: a file named after it
  // ("Werkgeversverklaring…" for "welke werkgever") would otherwise make it weigh nothing.
  const weight = groups.map((group, i) => {
    if (asksOnly(group) || typedWords[i] === askerParty) return 0;
    const df = candidates.filter((candidate) =>
      group === focusGroup ? holds(candidate.terms, group) : matches(candidate, group),
    ).length;
    return df === 0 ? 0 : Math.log(1 + candidates.length / df);
  });
  const focusWeight = focusGroup ? (weight[focusIndex] ?? 0) : 0;
  const reachable = weight.reduce((sum, value) => sum + value, 0) + (FOCUS_WEIGHT - 1) * focusWeight;
  if (reachable === 0) return undefined;
  // Where the form asks for no kind of answer, a yes/no question about a figure of the case still prefers a figure.
  const wanted = answerType ?? (asksAboutFigureOfCase(question, names) ? "number" : undefined);
  // The answer to "Bij welke werkgever…" names the employer: where some unit holds the focus (its weight is
  // counted over those units), one that does not (however well it matches the question's other words, "werkt" →
  // job → "Functie") is an unlikely answer.
  const typed = new Set(
    wanted ? candidates.filter((candidate) => holdsAnswerType(candidate.ownText, wanted, question)) : candidates,
  );
  // A question that names a kind of answer that is no figure ("Op welk moment…") does not ask for one.
  const asksFigure = fact !== undefined && !(fact.namesKind && !answerType);
  for (const candidate of candidates) {
    let covered = 0;
    groups.forEach((group, i) => {
      if (group === focusGroup && holds(candidate.own, group)) covered += FOCUS_WEIGHT * (weight[i] ?? 0);
      else if (matches(candidate, group)) covered += weight[i] ?? 0;
    });
    const lengthPenalty = candidate.text.length > 300 ? 0.9 : 1;
    const valueBonus = asksFigure && /\d/.test(candidate.text) ? VALUE_BONUS : 1;
    const focusMissing = focusGroup && focusWeight > 0 && !holds(candidate.terms, focusGroup) ? FOCUS_MISSING : 1;
    const typeMissing = typed.has(candidate) ? 1 : TYPE_MISSING;
    candidate.score =
      (covered / reachable) * lengthPenalty * valueBonus * focusMissing * typeMissing * (1 - 0.04 * candidate.source);
  }
  // What the question asks about: not the names it is about, nor its question form, nor — in "What does the
  // valuation report say about X?" — the document it names and the verb that asks: only X.
  const askingAbout = new Set(termsOf(aboutFormOf(question)?.asking ?? ""));
  // The act a "do" or modal question asks about ("does J. Visser receive", "can I claim") is a topic only where a
  // source says it: a source states what is received or claimed, not always that it is.
  const act = actVerbOf(question, names);
  const actTerms = new Set(act ? termsOf(act) : []);
  const askedTerms = new Set(termsOf(askedText(question)));
  // A number or a date's month ("op 2 februari") is a value of the case told, not what it asks about.
  const dateMonths = dateMonthsIn(question);
  const isValue = (group: string[], i: number) =>
    group.some((term) => /^\d/.test(term)) || dateMonths.has(typedWords[i] as string);
  // A function word the glossary gives a sense ("buiten": outside, for "buiten het netwerk") helps find the
  // passage; it is no topic the sources must hold ("… naar iemand buiten het bedrijf sturen?").
  const topics = groups.flatMap((group, i) =>
    !own[i]?.some((term) => askedTerms.has(term)) ||
    functionWord[i] ||
    isName(group) ||
    (weight[i] === 0 && group.some((term) => actTerms.has(term))) ||
    isValue(group, i) ||
    asksOnly(group) ||
    group.some((term) => askingAbout.has(term))
      ? []
      : [i],
  );
  // The evidence is weighed against the whole question: a topic word no source holds counts as much as a typical
  // word some source holds (the mean weight of those). The best passage must hold enough of that weight, else the
  // sources do not answer the question ("Hoeveel kinderen heeft J. Visser?" asks only about "kinderen", and no
  // source says it).
  const present = topics.map((i) => weight[i] ?? 0).filter((value) => value > 0);
  const typical = present.reduce((sum, value) => sum + value, 0) / (present.length || 1) || 1;
  // The focus weighs double here too: it is what the question asks for.
  const topicWeight = (i: number) => (weight[i] ?? 0) * (i === focusIndex ? FOCUS_WEIGHT : 1);
  const askedWeight = (i: number) =>
    (weight[i] ?? 0) > 0 ? topicWeight(i) : typical * (i === focusIndex ? FOCUS_WEIGHT : 1);
  const askedTotal = topics.reduce((sum, i) => sum + askedWeight(i), 0);
  const heldBy = (terms: Set<string>) =>
    topics.reduce((sum, i) => sum + (holds(terms, own[i] as string[]) ? topicWeight(i) : 0), 0);
  const passageHeld = sourceTerms.map((terms, i) => (about.has(i) ? heldBy(terms) : 0));
  const evidence =
    (askedTotal > 0 ? Math.max(...passageHeld) / askedTotal : 1) *
    (thingsHeld(question, names, sources, sourceTerms, about) ? 1 : 0);
  // A focus of several things ("welk model werkgeversverklaring") is named by a unit that names one of them where
  // its document's title names the others: in an employer's statement, "Model 2026." is the statement's model.
  const namesFocus = (candidate: Candidate) => {
    if (focusNounGroups.every((group) => holds(candidate.terms, group)) && namesHeads(candidate.text)) return true;
    const title = titles[candidate.source] ?? "";
    const inTitle = titleTerms[candidate.source] as Set<string>;
    return (
      focusNounGroups.length >= 2 &&
      focusNounGroups.some((group) => holds(candidate.terms, group) && !holds(inTitle, group)) &&
      focusNounGroups.every(
        (group) => holds(candidate.terms, group) || holds(inTitle, group) || placedIn(candidate.source, group),
      ) &&
      namesHeads(`${candidate.text} ${title}`)
    );
  };
  // The answer must be of the kind asked for and name the focus noun (in its own words or its heading): where no
  // unit does, the sources do not answer the question ("Hoeveel kinderen heeft J. Visser?": numbers abound in an
  // employer's statement, children are in none of them).
  const fits = (candidate: Candidate) =>
    (!answerType || !typeRequired(answerType) || typed.has(candidate)) &&
    namesFocus(candidate) &&
    namesMentioned(candidate);
  return {
    groups,
    candidates,
    isName,
    isLetter,
    matches,
    holds,
    topics,
    topicWeight,
    askedTotal,
    passageHeld,
    evidence,
    fits,
    titleTerms,
    own,
    answerType,
    // The units that hold an answer of the kind asked for, when the question asks for one.
    answersInKind: answerType && typeRequired(answerType) ? typed : new Set<Candidate>(),
  };
}

/**
 * Whether every thing the question names in several words is named whole by one of the sources: each noun of an
 * English phrase ("a company car", "M. de Boer's email address"), each part of a Dutch compound ("aandelenopties":
 * aandelen + opties) that no source names as one word, in its own stems, lexicon senses, related words or a
 * cognate. A source that holds only some of them is about something else ("the company's operations" is no
 * company car). Only what is asked counts, not a sentence that says why ("My doctor prescribed a special
 * tube-feeding formula.").
 */
function thingsHeld(
  question: string,
  names: string[],
  sources: Source[],
  sourceTerms: Set<string>[],
  about: Set<number>,
): boolean {
  const asked = askingSentences(question);
  const vocabularies = new Map<number, Map<string, number>>();
  const vocabularyOf = (i: number) => {
    let vocabulary = vocabularies.get(i);
    if (!vocabulary) {
      vocabulary = new Map([...(sourceTerms[i] as Set<string>)].map((term) => [term, 1]));
      vocabularies.set(i, vocabulary);
    }
    return vocabulary;
  };
  const holds = (i: number, group: string[]) =>
    group.some((term) => sourceTerms[i]?.has(term)) || group.some((term) => cognateOf(term, vocabularyOf(i)));
  const heldWhole = (things: string[][][]) =>
    things.every((groups) => [...about].some((i) => groups.every((group) => holds(i, group))));
  const thingsOf = (text: string) => thingsNamedIn(text, names, sources, about);
  return asked.every((sentence) => {
    // A condition is the case, as a sentence before the question is ("… als de verduurzamingsplannen doorgaan?").
    const clause = withoutCondition(sentence);
    // Of two alternatives, the one the documents name answers which holds ("… over zijn huidige restschuld of over
    // het bedrag waarmee hij begon?").
    const sides = alternativesOf(clause);
    return sides ? sides.some((side) => heldWhole(thingsOf(side))) : heldWhole(thingsOf(clause));
  });
}

/**
 * The things a question sentence names in several words, each as the term groups a source must hold together.
 * An English question over a Dutch passage is not judged: the lexicon lacks too many of the Dutch words a phrase's
 * English nouns would have to meet there. A Dutch clause ends in its verb ("…bij zijn werkgever begonnen?"), so
 * in Dutch a run of words after an article is no reliable noun phrase, but a compound the lexicon splits is one
 * thing of several parts. A hyphenated word is one thing in either language.
 */
function thingsNamedIn(sentence: string, names: string[], sources: Source[], about: Set<number>): string[][][] {
  if (clearLanguage(sentence) === "en") {
    // Over Dutch text only a phrase the glossary names as one thing ("student loan": studieschuld) is judged.
    const overDutch = [...about].some((i) => detectLanguage(sources[i]?.text ?? "") === "nl");
    return [
      ...namedNounPhrasesOf(sentence, names).filter((phrase) => !overDutch || isGlossaryPhrase(phrase)),
      ...(overDutch ? [] : hyphenatedPhrasesOf(sentence)),
    ].map(thingOf);
  }
  const dutchSources = [...about].every((i) => detectLanguage(sources[i]?.text ?? "") === "nl");
  return [
    ...hyphenatedPhrasesOf(sentence).map(thingOf),
    ...words(sentence)
      // A verb form names no thing ("aangeleverd" is no compound of "aang" and "leverd").
      .filter(
        (word) => word.length >= MIN_COMPOUND && !names.includes(word) && !isStopWord(word) && !isDutchVerbForm(word),
      )
      .map((word) => {
        const parts = focusNounParts(word);
        return parts.length < 2 && dutchSources ? (phraseParts(word) ?? parts) : parts;
      })
      .filter((parts) => parts.length >= 2),
  ];
}

/** A thing named in several words, as the term groups a source must hold together: each word and its related words. */
const thingOf = (phrase: string[]) => phrase.map((word) => termGroupsOf(word, { related: true })[0] ?? []);

/** Whether an English phrase is one the glossary names as one thing, in any number ("monthly payments"). */
function isGlossaryPhrase(phrase: string[]): boolean {
  const key = phrase.map((word) => stem(word)).join(" ");
  return glossaryPhraseKeys().has(key);
}

const glossaryPhraseKeys = onFirstUse(
  () => new Set(glossaryPhrases().map((phrase) => phrase.map((word) => stem(word)).join(" "))),
);

/** Words shorter than this are not read as compounds of parts ("bedrag" is no "bed" + "rag"). */
const MIN_COMPOUND = 8;

/**
 * The share of the question's topic weight that the best of the sources holds (1 when the question names no
 * topic): below MIN_PASSAGE_SHARE the reply declines. Exported for the calibration of that threshold
 * (scripts/calibrate-decline.ts).
 */
export function evidenceShare(question: string, sources: Source[]): number {
  return weigh(question, sources)?.evidence ?? 0;
}

/**
 * Picks the sentences that answer the question: each sentence is scored by the question terms it holds
 * (rarer terms among the sources weigh more; the earlier the source was ranked, the slightly better),
 * the best one is taken, then up to two more that are nearly as good and say something new.
 */
export function selectSentences(question: string, sources: Source[], whole = question): Candidate[] {
  const weighed = weigh(question, sources, whole);
  if (!weighed || weighed.evidence < MIN_PASSAGE_SHARE) return [];
  const {
    groups,
    candidates,
    isName,
    matches,
    holds,
    topics,
    topicWeight,
    askedTotal,
    passageHeld,
    fits,
    answersInKind,
  } = weighed;
  const topicShare = (candidate: Candidate) => {
    const inPassage = passageHeld[candidate.source] ?? 0;
    return inPassage === 0
      ? 1
      : topics.reduce((sum, i) => sum + (matches(candidate, groups[i] as string[]) ? topicWeight(i) : 0), 0) /
          inPassage;
  };
  // A unit answers when it holds enough of what its passage holds of the question and says some of it itself (a
  // table row's own cells, a sentence without its heading)…: a row under "Gegevens werkgever" does not answer every
  // question about employers.
  const answers = (candidate: Candidate) =>
    askedTotal === 0 ||
    (topicShare(candidate) >= MIN_TOPIC_SHARE &&
      // …or names what the question names: the "B" row under "Rentekorting per energielabel"…
      (groups.some((group, i) => (topics.includes(i) || isName(group)) && holds(candidate.own, group)) ||
        // …or says the kind of answer asked for under a heading that names the question's topic: "Over welke periode
        // is de marktanalyse gemaakt?" is answered by "in de afgelopen twaalf maanden" under "Marktanalyse".
        (candidate.ownText !== candidate.text && answersInKind.has(candidate))));
  // What a unit says itself of what is asked: each word counted by how much of it the unit holds (sharing
  // "value" with "marktwaarde" is a third of that word), and a name only where the unit names it (the "Plus" row
  // of a table, not every row beside it).
  const said = [...topics, ...[...groups.keys()].filter((i) => isName(groups[i] as string[]))];
  const says = (candidate: Candidate) =>
    said.reduce((sum, i) => {
      const group = groups[i] as string[];
      const held = group.filter((term) => candidate.terms.has(term)).length;
      const credit = isName(group) ? (held ? 1 : 0) : held / group.length;
      return sum + topicWeight(i) * credit;
    }, 0);
  // "Wat zijn de voorwaarden van de Groen Wonen Hypotheek?" asks for what its section "Voorwaarden" says, whole.
  const section = askedSection(question, weighed);
  if (section.length) return section;
  const ranked = candidates
    .filter((candidate) => answers(candidate) && fits(candidate))
    .map((candidate) => ({ candidate, says: says(candidate) }))
    .sort((a, b) => b.candidate.score - a.candidate.score || b.says - a.says);
  const best = ranked[0];
  if (!best || best.candidate.score < MIN_SCORE) return [];
  // The best sentence, then the best sentence of each other source that is nearly as good (sources often
  // complement or contradict each other; each fact keeps its own citation), then more of the best source. A unit
  // joins only when it also says nearly as much of what is asked as the best one.
  const chosen: Candidate[] = [best.candidate];
  // A question of difference is answered by two figures: the best entry's and the one it is compared with.
  const compared = asksForDifference(question) ? comparedEntry(best.candidate, candidates) : undefined;
  if (compared) chosen.push(compared);
  // A section's total is answered with the entries it totals ("Inkomen — Totaal: € 63.574" with the salary, the
  // holiday pay, …), as many as a section quoted whole: whether they add up, and what the total is made of, is
  // read from them.
  for (const entry of totalledEntries(best.candidate, candidates))
    if (chosen.length < MAX_SECTION_UNITS && !chosen.includes(entry)) chosen.push(entry);
  // Things asked for side by side ("vakantiegeld en 13e maand") are each answered by the best unit that names it
  // whole, when the best unit names only one of them.
  for (const conjunct of conjunctsOf(question, isName)) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (chosen.some((picked) => conjunct.every((group) => holds(picked.terms, group)))) continue;
    const complement = ranked.find(
      ({ candidate }) =>
        candidate.score >= best.candidate.score * OTHER_SOURCE_SHARE &&
        conjunct.every((group) => holds(candidate.terms, group)),
    );
    if (complement && !chosen.includes(complement.candidate)) chosen.push(complement.candidate);
  }
  const novel = ({ candidate, says }: (typeof ranked)[number]) =>
    says >= best.says * SAME_SOURCE_SHARE &&
    [...candidate.terms].filter((term) => chosen.some((picked) => picked.terms.has(term))).length /
      Math.max(1, candidate.terms.size) <=
      0.8;
  for (const entry of ranked) {
    const { candidate } = entry;
    if (chosen.length >= MAX_SENTENCES || candidate.score < best.candidate.score * OTHER_SOURCE_SHARE) break;
    if (chosen.some((picked) => picked.source === candidate.source) || !novel(entry)) continue;
    chosen.push(candidate);
  }
  for (const entry of ranked) {
    const { candidate } = entry;
    if (chosen.length >= MAX_SENTENCES || candidate.score < best.candidate.score * SAME_SOURCE_SHARE) break;
    if (chosen.includes(candidate) || !novel(entry)) continue;
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.source - b.source || a.index - b.index);
}

/**
 * The entry a figure is compared with: the best other entry of its source with a figure whose key opens with the
 * same word ("Marktwaarde (vrij van huur en gebruik)" beside "Marktwaarde na verbouwing").
 */
function comparedEntry(entry: Candidate, candidates: Candidate[]): Candidate | undefined {
  const head = entry.key ? words(entry.key)[0] : undefined;
  if (!head) return undefined;
  return otherFigureEntries(entry, candidates)
    .filter((candidate) => words(candidate.key)[0] === head)
    .sort((a, b) => b.score - a.score)[0];
}

/** The other entries of an entry's source that hold a figure (a key and a value with a digit). */
const otherFigureEntries = (entry: Candidate, candidates: Candidate[]) =>
  candidates.filter(
    (candidate): candidate is Candidate & { key: string } =>
      candidate !== entry &&
      candidate.source === entry.source &&
      candidate.key !== undefined &&
      /\d/.test(candidate.ownText),
  );

/** The words a key names a section's total by ("Totaal", "Total"), a closed class of both languages. */
const TOTAL_KEY = /^(?:totaal|totale|total)$/;

/**
 * The entries a section's total entry totals: the other entries of its source under the same heading that hold a
 * figure, in reading order. None when the entry is no total.
 */
function totalledEntries(entry: Candidate, candidates: Candidate[]): Candidate[] {
  if (!entry.key || !entry.heading || !words(entry.key).some((word) => TOTAL_KEY.test(word))) return [];
  return otherFigureEntries(entry, candidates)
    .filter((candidate) => candidate.heading === entry.heading)
    .sort((a, b) => a.index - b.index);
}

/** The units of a section quoted at most for a question that asks what the section says. */
const MAX_SECTION_UNITS = 5;
/** The share of its words a heading and the topic a question asks a document about must have in common. */
const ABOUT_SHARE = 0.5;

/**
 * The units of the section a question asks about as a whole: a question that names no kind of answer and nothing
 * but the section's heading, the document and the names it is about ("Wat zijn de voorwaarden van de Groen Wonen
 * Hypotheek?", "What are the costs of…": the heading "Voorwaarden", "Kosten"), or that asks what a document says
 * about the heading ("Wat staat er in het taxatierapport over de bouwkundige staat…?", as the follow-ups ask). Each
 * word asked about is the heading's, in its own stem or the heading's English sense, and each word of the heading
 * is asked about; a heading that only shares a part ("Energie" for "energielabel") is another topic. Empty when no
 * section is.
 */
function askedSection(
  question: string,
  {
    candidates,
    groups,
    topics,
    own,
    answerType,
    isName,
    isLetter,
    holds,
    titleTerms,
  }: NonNullable<ReturnType<typeof weigh>>,
): Candidate[] {
  if (answerType) return [];
  // A letter asks for its row or grade ("bij energielabel C"), not for the section it stands in.
  const letters = groups.filter(isLetter);
  const about = aboutFormOf(question)?.topic;
  const asked = about
    ? termGroupsOf(about)
        .filter((group) => !isName(group) && !group.some((term) => /^\d/.test(term)))
        .map((group) => group[0] as string)
    : topics.map((i) => own[i]?.[0]).filter((term): term is string => term !== undefined);
  const isAsked = (candidate: Candidate) => {
    if (!candidate.section) return false;
    const title = titleTerms[candidate.source];
    const here = asked.filter((term) => !title?.has(term));
    const groups = candidate.sectionGroups ?? [];
    if (!here.length || !groups.length) return false;
    const headingShare = groups.filter((group) => here.some((term) => group.includes(term))).length / groups.length;
    const askedShare = here.filter((term) => groups.some((group) => group.includes(term))).length / here.length;
    // Asked in so many words ("…over de bouwkundige staat"), the heading may say half of it its own way
    // ("structural condition": "Bouwkundige staat").
    const needed = about ? ABOUT_SHARE : 1;
    return headingShare >= needed && askedShare >= needed;
  };
  const first = candidates.find(isAsked);
  if (!first || letters.some((letter) => candidates.some((candidate) => holds(candidate.own, letter)))) return [];
  // Neighbouring passages overlap, so a source may say a sentence twice: it is quoted once.
  const seen = new Set<string>();
  return candidates
    .filter((candidate) => candidate.source === first.source && candidate.section === first.section)
    .filter((candidate) => !seen.has(candidate.ownText) && seen.add(candidate.ownText))
    .slice(0, MAX_SECTION_UNITS);
}

/** A file name as a reader names the document: "Taxatierapport Lindelaan 8 Utrecht". */
function documentTitle(name: string): string {
  return name
    .replace(/#page=\d+$/, "")
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ");
}

/** A document as a follow-up names it: its file name's words, each once ("Sanne Visser identiteitskaart"). */
function followupTitle(name: string): string {
  const seen = new Set<string>();
  return documentTitle(name)
    .split(/\s+/)
    .filter((word) => {
      const key = fold(word);
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(" ");
}

/**
 * A key or heading as a follow-up's topic: a plain label of words ("Marktwaarde na verbouwing", "Aflossen"), its
 * numbering and list bullet taken off; none when it is a sentence, a question, a figure or the document's own title.
 */
function topicLabel(label: string | undefined, titleTerms: Set<string>): string | undefined {
  const plain = label
    ?.replace(/^[\s•*\-–—]+/, "")
    .replace(/^\d+(\.\d+)*\.?\s+/, "")
    .trim();
  if (!plain || !/^\p{L}/u.test(plain) || /[?!.;:]$/.test(plain) || !/\p{L}{4}/u.test(plain)) return undefined;
  const count = words(plain).length;
  if (count > 5) return undefined;
  const terms = termsOf(plain);
  // The document's title as a heading ("Taxatierapport woonhuis Lindelaan 8, Utrecht") is what the document is.
  if (!terms.length || terms.filter((term) => titleTerms.has(term)).length * 2 >= terms.length) return undefined;
  return plain;
}

/**
 * Follow-up questions that the sources answer: what a key of a key–value row ("Marktwaarde na verbouwing") or a
 * section heading ("Aflossen") of a source says, for keys and headings the question did not ask about and the
 * answer did not quote. Each is asked of the same sources before it is offered and kept only when the answer step
 * answers it from that source, so a chip never leads to "the documents do not hold the answer".
 */
export function followupsFrom(
  question: string,
  sources: Source[],
  language: "en" | "nl",
  quoted: Set<string>,
): string[] {
  const asked = new Set(termsOf(question));
  const out: string[] = [];
  const fresh = (label: string) => !termsOf(label).some((term) => asked.has(term));
  // A key that opens with a function word ("Met energiebesparende voorzieningen") continues a sentence and is no topic.
  const opensPlainly = (label: string) => !isStopWord(words(label)[0] ?? "");
  const documents = new Set<string>();
  for (const [sourceIndex, source] of sources.entries()) {
    const document = source.name.replace(/#.*$/, "");
    if (documents.has(document)) continue;
    const title = followupTitle(source.name);
    const titleTerms = new Set(termsOf(title));
    let tried = 0;
    for (const unit of units(source)) {
      if (quoted.has(unit.text) || tried >= MAX_FOLLOWUP_TRIES) continue;
      const key = topicLabel(unit.key, titleTerms);
      const heading = topicLabel(unit.heading, titleTerms);
      let next: string | undefined;
      if (key && fresh(key) && opensPlainly(key)) next = texts[language].aboutKey(key, title);
      else if (heading && fresh(heading) && opensPlainly(heading)) next = texts[language].aboutHeading(heading, title);
      if (!next || out.includes(next)) continue;
      tried++;
      if (!selectSentences(next, sources).some((picked) => picked.source === sourceIndex)) continue;
      out.push(next);
      documents.add(document);
      break;
    }
    if (out.length === 3) break;
  }
  return out;
}

/** Keys and headings of one source asked before its follow-up is given up (each is a question answered in full). */
const MAX_FOLLOWUP_TRIES = 4;

/** The questions of a question with several ("…? And …?", "…, and would …?"); one part when it has one. */
export function questionParts(question: string): string[] {
  // A question whether what the case tells is right asks about each item told ("…: hoekwoning, bouwjaar 1943.
  // Klopt dat?").
  const claims = claimsChecked(question);
  if (claims.length) return claims;
  // Only questions count as parts: "I want to lose weight." before them says why, it asks nothing.
  const asking = askingSentences(question)
    .flatMap((sentence) => sentence.split(PART_JOIN))
    .map((part) => part.trim())
    .filter((part) => termGroupsOf(part).length > 0);
  return asking.length >= 2 ? asking : [question];
}

/**
 * What a question asks about: the sentence that asks, not the case told before it ("… vraagt zich af of hij lang
 * genoeg werkt."), which need not be in any source; the whole question where that sentence points back to the case
 * ("Bij wie moet ik dit melden?").
 */
function askedText(question: string): string {
  const asking = askingSentence(question);
  return pointsBack(asking) ? question : asking;
}

/** A clause of condition, leading up to its comma ("If …, ") or trailing from its conjunction ("… als …?"). */
const CONDITION = /^(?:if|als|indien)\b[^,?]*,\s*|\s(?:if|als|indien)\s[^,?]*(?=\?$)/i;
const withoutCondition = (sentence: string) => sentence.trim().replace(CONDITION, "");

/** The question words that open a second question joined to the first. */
const QUESTION_WORDS = "how|what|which|when|where|who|hoe|hoeveel|wat|welk|welke|wanneer|waar|wie";
/**
 * ", and would …", " en kan …": a second question joined to the first; its question word may follow a preposition
 * or an adverb (", and in which town…", ", en bij welk bedrijf…", ", and roughly what…").
 */
const PART_JOIN = new RegExp(
  `,?\\s+(?:and|en)\\s+(?=(?:would|will|does|do|is|are|can|could|kan|kun|mag|moet|zijn|vergoedt|betaalt|krijg|krijgt|geldt|${QUESTION_WORDS})\\b|\\p{L}+\\s+(?:${QUESTION_WORDS})\\b)`,
  "iu",
);

/**
 * The whole answer text: the sentences that answer the question, each quoted (marked when its language is not
 * the answer's) and followed by its source in brackets; for a question of several parts each part answered or
 * named as not covered; a plain "not found" that cites nothing when nothing answers.
 */
export function composeAnswer(prompt: LanguageModelV4Prompt): string {
  const read = readPrompt(prompt);
  const { absent, sources, language: asked, followups } = read;
  const { question, thing } = withoutDislocation(read.question);
  // The frame is in the question's language when the question plainly is Dutch or English (a Dutch question in an
  // English interface gets "Volgens de documenten: …"), else in the interface's language, else a guess.
  const language = clearLanguage(question) ?? (asked === "nl" || asked === "en" ? asked : detectLanguage(question));
  const frame = texts[language];
  const sourceLanguage = sources.map((source) => detectLanguage(source.text));
  const quote = (candidate: Pick<Candidate, "source" | "text">) =>
    `${frame.quote(candidate.text.replace(LIST_MARK, "").replace(LABELLED_ITEM, ": "))}${frame.foreign[sourceLanguage[candidate.source] ?? language]} [${sources[candidate.source]?.name}]`;
  if (SUMMARY_REQUEST.test(question)) {
    const gist = summaryOf(sources);
    return gist.length ? frame.intro + gist.map(quote).join(" ") : frame.none;
  }
  const parts = questionParts(question).map((part, i) => (i > 0 && thing ? pointedTo(part, thing) : part));
  // A part that points back to the case told before the question ("…, and how often can we get that?") is answered
  // alone first and, where nothing answers it alone, read with that case, as a question of one part is: read with
  // the case first, a case of many words dilutes the evidence of parts that are answered alone.
  const told = caseOf(question);
  const pointsToCase = (part: string) => parts.length > 1 && told !== "" && pointsBack(part);
  const selectAsked = (part: string) => {
    const alone = selectSentences(part, sources, question);
    return alone.length || !pointsToCase(part) ? alone : selectSentences(`${told} ${part}`, sources, question);
  };
  // A part that names a thing no document mentions is not answered from passages that share its other words.
  const picked = parts.map((part) => {
    const partWords = new Set(words(part));
    const absentHere = absent.filter((word) => partWords.has(word));
    return neededOf(askingSentence(part), absentHere).length ? [] : selectAsked(part);
  });
  const quoted = new Set(picked.flat().map((candidate) => candidate.text));
  if (!quoted.size) return frame.none;
  // A quote that answers several parts ("fundering op palen of op staal? en zijn er scheuren gezien?") is given
  // once, under the first part it answers, as is a sentence two passages of one file both hold.
  const shown = new Set<string>();
  const quotedFor = (units: Candidate[]) => {
    const key = (unit: Candidate) => `${sources[unit.source]?.name}\n${unit.text}`;
    const fresh = units.filter((unit) => !shown.has(key(unit)));
    for (const unit of fresh) shown.add(key(unit));
    return fresh.length ? frame.intro + fresh.map(quote).join(" ") : "";
  };
  let answer = parts
    .map((part, i) => (picked[i]?.length ? quotedFor(picked[i] ?? []) : frame.uncovered(part)))
    .filter(Boolean)
    .join("\n\n");
  if (followups) {
    const next = followupsFrom(question, sources, language, quoted);
    if (next.length) answer += `\n\n${next.map((item) => `<<${item}>>`).join(" ")}`;
  }
  return answer;
}

/** A list item's bullet opens no quote: "• Een opstalverzekering … is verplicht." quotes the item. */
const LIST_MARK = /^[•*\-–]\s+/;
/** Nor does it follow the heading of its list: "Voorwaarden: • De woning…" quotes "Voorwaarden: De woning…". */
const LABELLED_ITEM = /:\s+•\s+/;

/**
 * "Summarise…", "Vat … samen", "Résumez…": a request for the gist of each source rather than the answer to one
 * question, so no question words have to be found in the sources.
 */
const SUMMARY_REQUEST =
  /^\s*(?:summari[sz]e|samenvatten|vat\b.*\bsamen|r[ée]sume[rz]?\b|resum[ae]\b|resumir|opsumm[eé]r|sammenfat)|[öo]zetle|要約|まとめ/iu;
/** Units quoted from each source in a summary. */
const SUMMARY_UNITS = 2;

/**
 * The gist of the sources, one document at a time: the units that add the most words its title and the units
 * before them have not said (what a document states, not the lines that only name it), in reading order. A word
 * counts once however many lexicon concepts it stands for, and a unit every summarised document repeats (a
 * template's footer, "Naam, nummers en adres zijn verzonnen.") says nothing about any one of them.
 */
function summaryOf(sources: Source[]) {
  const seen = new Set<string>();
  const boilerplate = repeatedInEvery(sources);
  return sources.flatMap((source, sourceIndex) => {
    const document = source.name.replace(/#.*$/, "");
    if (seen.has(document)) return [];
    seen.add(document);
    const said = new Set(termsOf(documentTitle(source.name)));
    const all = units(source).map((unit) => ({
      text: unit.text,
      groups: boilerplate.has(unitKey(unit)) ? [] : termGroupsOf(unit.text),
    }));
    const picked = new Set<number>();
    for (let n = 0; n < SUMMARY_UNITS; n++) {
      let best = -1;
      let bestNew = 0;
      all.forEach((unit, index) => {
        if (picked.has(index)) return;
        const fresh = unit.groups.filter((group) => !group.some((term) => said.has(term))).length;
        if (fresh > bestNew) [best, bestNew] = [index, fresh];
      });
      if (best < 0) break;
      picked.add(best);
      for (const term of all[best]?.groups.flat() ?? []) said.add(term);
    }
    return [...picked].sort((a, b) => a - b).map((index) => ({ source: sourceIndex, text: all[index]?.text ?? "" }));
  });
}

/** A unit by what it says itself (a prose unit's text also carries its heading, which differs per document). */
const unitKey = (unit: Unit) => [...unit.own].sort().join(" ");

/** The units (by their words) that every one of two or more summarised documents holds. */
export function repeatedInEvery(sources: Source[]): Set<string> {
  const byDocument = new Map<string, Set<string>>();
  for (const source of sources) {
    const document = source.name.replace(/#.*$/, "");
    const keys = byDocument.get(document) ?? new Set<string>();
    for (const unit of units(source)) keys.add(unitKey(unit));
    byDocument.set(document, keys);
  }
  if (byDocument.size < 2) return new Set();
  const [first, ...rest] = [...byDocument.values()];
  return new Set([...(first ?? [])].filter((key) => key && rest.every((keys) => keys.has(key))));
}

const usage = (input: string, output: string) => ({
  inputTokens: { total: words(input).length, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: words(output).length, text: undefined, reasoning: undefined },
});

function warningsFor(options: LanguageModelV4CallOptions): SharedV4Warning[] {
  const warnings: SharedV4Warning[] = [];
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
 * The embedded default chat model: a grounded extractive model behind the AI SDK's LanguageModelV4 interface.
 * It answers only from the sources in its prompt, cites every sentence's source, answers in the question's
 * language and says plainly when the sources do not hold the answer. It streams word by word; pacing is the
 * client's (spec: 33 ms per chunk).
 */
export function localChatModel(): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "adviesdesk.local",
    modelId: "grounded-extractive-1",
    supportedUrls: {},
    async doGenerate(options) {
      await loadEnglishTagger();
      const answer = composeAnswer(options.prompt);
      return {
        content: [{ type: "text", text: answer }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(JSON.stringify(options.prompt), answer),
        warnings: warningsFor(options),
      };
    },
    async doStream(options) {
      await loadEnglishTagger();
      const answer = composeAnswer(options.prompt);
      const pieces = answer.match(/\S+\s*|\s+/g) ?? [];
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
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
