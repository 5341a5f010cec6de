import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { cachedBy } from "./cached";
import { americanSpelling } from "./english-spelling";
import { conceptsOf, dutchNounsOfVerb, isEnglishWord } from "./lexicon";
import { ENGLISH_IRREGULAR_FORMS, ENGLISH_IRREGULAR_VERB_FORMS } from "./lexicon-english-forms";
import { cardinalCounterpart, ORDINAL_IN_FIGURES, ordinalWords } from "./number-words";
import { phrasalSynonymsOf } from "./phrasal-verbs";
import { derivedForms, relatedWords } from "./related-words";
import { onFirstUse, parseWordPairs, parseWords } from "./word-pairs";

/**
 * Language-neutral text normalisation shared by indexing, querying, the embedder, the reranker and the
 * local model: lower case without diacritics, stop words dropped, the Snowball stemmers of Dutch and English, and
 * Dutch words mapped to English concepts (lexicon.ts) so Dutch and English texts share terms.
 */

const STOP_WORDS = new Set(
  // English
  (
    "a an and are as at be been being but by can could did do does doing for from had has have having he her " +
    "here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or " +
    "other our ours out over own same she should so some such than that the their theirs them then there these " +
    "they this those through to too under until up very was we were what when where which while who whom why " +
    "will with would you your yours also about any all each both few again further am s t don doesn isn aren " +
    "wasn weren won let us may might must shall get gets getting got tell know want like please thing things " +
    "one ones without within upon whether someone somebody anyone anybody everyone everybody something anything " +
    "everything nothing nobody " +
    // Dutch
    "de het een en van ik je jij u uw mijn wij we ons onze zij ze hij haar hem zijn is ben bent was waren wordt " +
    "worden werd te in op aan met voor door naar bij uit over onder tot om als dat die dit deze daar hier er " +
    "wat wie waar wanneer hoe welk welke waarom of maar ook nog al niet geen wel dan toch zo heel erg veel " +
    "kan kun kunt kunnen mag mogen moet moeten wil wilt willen zal zullen zou zouden heb hebt heeft hebben had " +
    "hadden doe doet doen krijg krijgt krijgen kreeg kregen gekregen men iets niets elk elke ieder iedere alle " +
    "graag even mij me jou jullie hun hen na nu toe zich zelf via per tegen sinds zonder binnen buiten tussen " +
    "boven beneden naast achter iemand niemand iedereen alles ergens nergens overal"
  ).split(" "),
);

const UNIT_WORDS = new Set(["percentage", "percentages", "procent", "percent"]);

/**
 * Words that name a measure by its degree, in English and Dutch: the extreme of a scale is its maximum or minimum
 * ("the longest term" is the "maximale looptijd", "de laagste rente" the minimum rate), and what a thing is worth is
 * its value ("What is the house worth?" meets "Marktwaarde"; the glossary gives Dutch "waard" that sense). A closed
 * class of grammar.
 */
const MEASURE_OF = new Map<string, string>([
  ..."longest highest largest biggest greatest langste langst hoogste hoogst grootste grootst"
    .split(" ")
    .map((word) => [word, "maximum"] as const),
  ..."shortest lowest smallest kortste kortst laagste laagst kleinste kleinst"
    .split(" ")
    .map((word) => [word, "minimum"] as const),
  ["worth", "value"],
]);

/** Lower case, diacritics removed, typographic quotes and dashes made plain. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase();
}

const WORD = new RegExp(
  String.raw`\b${ORDINAL_IN_FIGURES}\b|[$€£]?\d+(?:[.,]\d+)*%?|\b[a-z]\+{1,4}|\u00ac?[a-z]+(?:'[a-z]+)?`,
  "g",
);

/**
 * Words and numbers in reading order (hyphenated words are split; decimals and percentages kept whole; a grade of
 * one letter and its plus signs, "A+" or "A++", is one word; an ordinal in figures, "13e" or "13th", is one word).
 */
export function words(text: string): string[] {
  return (fold(text).match(WORD) ?? []).map((token) => UNIT_ABBREVIATIONS.get(token) ?? token);
}

/**
 * Units typed short, read as the word ("yrs" → years, "mnd" → maanden): a closed class of both languages. Not "hr",
 * which is human resources as often ("HR-adviseur") and a grade of glass ("HR++-glas").
 */
const UNIT_ABBREVIATIONS = new Map([
  ["yr", "year"],
  ["yrs", "years"],
  ["hrs", "hours"],
  ["wk", "week"],
  ["wks", "weeks"],
  ["mos", "months"],
  ["jr", "jaar"],
  ["mnd", "maanden"],
]);

const irregularForms = onFirstUse(() => parseWordPairs(ENGLISH_IRREGULAR_FORMS));
const basesOfIrregular = (word: string) => irregularForms().get(word)?.split(" ") ?? [];
const irregularVerbForms = onFirstUse(() => parseWords(ENGLISH_IRREGULAR_VERB_FORMS));

/** Whether a word is an English irregular past tense or participle ("paid", "sold", "held"). */
export const isIrregularVerbForm = (word: string) => irregularVerbForms().has(word);

/**
 * The Snowball stems of a word in English and in Dutch (one when they agree). Both are kept rather than guessing
 * the language of every sentence: a short line ("Marktwaarde: € 465.000") has no reliable language, and a word
 * stemmed one way in the passage and the other way in the question would never meet.
 */
export const stemsOf = cachedBy(
  50_000,
  (word: string) => word,
  (word) => {
    const plain = word.replace(/'s$/, "").replace(/'/g, "");
    if (plain.length <= 3 || /^[$€£]?\d/.test(plain)) return [plain];
    // British spelling meets American ("neighbourhood", neighborhood) in the English stem.
    const spelling = americanSpelling(plain);
    const english = englishStemmer(spelling);
    const dutch = dutchStemmer(plain);
    const found = english === dutch ? [english] : [english, dutch];
    // An irregular form meets its base ("sold" → sell, "children" → child), which no stemmer reaches.
    // A base of three letters is a term as it is ("paid" → pay, as "pay" is indexed), and in its stem too ("paying").
    for (const base of basesOfIrregular(spelling))
      for (const stemmed of base.length <= 3 ? [base, englishStemmer(base)] : [englishStemmer(base)])
        if (!found.includes(stemmed)) found.push(stemmed);
    return found;
  },
);

/** The English stem of a word (the lexicon's concepts are English words). */
export function stem(word: string): string {
  return stemsOf(word)[0] as string;
}

/** The function words, for telling a slip of one ("Hoevel") from a name. */
export const stopWords = (): ReadonlySet<string> => STOP_WORDS;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || (word.includes("'") && isContraction(word)) || PRONOMINAL_ADVERB.test(word);
}

/**
 * Dutch pronominal adverbs, "daar", "hier", "waar" or "er" with a preposition ("daarvoor", "hiermee", "waarop",
 * "erbij"): they stand for a thing named elsewhere, as "it" does. A closed class of Dutch grammar.
 */
const PRONOMINAL_ADVERB =
  /^(daar|hier|waar|er)(aan|achter|af|bij|binnen|boven|buiten|door|in|langs|mee|na|naar|naast|om|onder|op|over|tegen|toe|tussen|uit|van|voor|zonder)$/;

/**
 * The preposition of a pronominal adverb that points back to what was said before ("daarover": over it, "erbij":
 * with it); none for another word, or for "waar…", which asks or opens a relative clause.
 */
export function pointingBackPreposition(word: string): string | undefined {
  const [, pointer, preposition] = PRONOMINAL_ADVERB.exec(word) ?? [];
  return pointer && pointer !== "waar" ? preposition : undefined;
}

/**
 * A function word with a clitic ("I'll", "it's", "you're", "don't", Dutch "z'n"): grammar, not a content word
 * ("I'll" is no "ill", "can't" no "cant"). A noun's possessive ("Visser's") is not one.
 */
function isContraction(word: string): boolean {
  const clitic = /^([a-z]+)'(?:ll|m|ve|d|re|s|t|n|r)$/.exec(word);
  return (
    word.endsWith("n't") ||
    (clitic !== null && (STOP_WORDS.has(clitic[1] as string) || /^[mzdh]$/.test(clitic[1] as string)))
  );
}

/**
 * The terms a text is searched and compared by: each content word stemmed, followed by the English concepts a
 * Dutch word or phrase stands for. Order is kept so neighbouring terms can be paired (bigrams, proximity).
 */
export function termsOf(text: string): string[] {
  return termGroupsOf(text).flat();
}

/**
 * The same terms grouped by the word (or lexicon phrase) they came from: "woning" gives one group of its stem
 * and its concepts (home, house, dwelling), so a word counts once however many concepts it stands for.
 */
export function termGroupsOf(text: string, options: { related?: boolean | "derived" } = {}): string[][] {
  return wordTermsOf(text, options).map(({ terms }) => terms);
}

/** The words of a text a group of terms came from: one word, or the words of a phrase the lexicon lists. */
export interface WordTerms {
  words: string[];
  terms: string[];
}

/**
 * termGroupsOf with the words each group came from: a slip is judged by the word as typed, not by its stem, and a
 * word of a lexicon phrase ("eigen" in "eigen risico") by the phrase.
 */
export function wordTermsOf(text: string, options: { related?: boolean | "derived" } = {}): WordTerms[] {
  const tokens = words(markAcronyms(markNegations(text)));
  const out: WordTerms[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.startsWith(NEGATION_MARK)) {
      // "niet-gecontracteerd" is one term of its own, never "gecontracteerd": the opposite must not match.
      const rest = token.slice(NEGATION_MARK.length);
      out.push({ words: [token], terms: stemsOf(rest).map((part) => `${NEGATED}${part}`) });
      continue;
    }
    const phrase = conceptsOf(tokens, i, !isStopWord(token));
    if (phrase) {
      const group = new Set<string>(phrase.form ? stemsOf(phrase.form) : []);
      for (const concept of phrase.concepts) {
        // The Dutch word itself keeps its Dutch stem; the English concepts their English one.
        const own = concept === token;
        for (const word of words(concept))
          if (!isStopWord(word)) for (const term of own ? stemsOf(word) : [stem(word)]) group.add(term);
      }
      // A question's Dutch verb also asks for the noun it is made from ("gewaardeerd" → waarde), the same word.
      if (options.related)
        for (const noun of dutchNounsOfVerb(phrase.form ?? token))
          for (const term of termGroupsOf(noun)[0] ?? []) group.add(term);
      const measure = MEASURE_OF.get(token);
      if (measure) group.add(stem(measure));
      for (const term of numberWordTerms(token)) group.add(term);
      if (group.size) out.push({ words: tokens.slice(i, i + phrase.length), terms: [...group] });
      i += phrase.length - 1;
      continue;
    }
    if (isStopWord(token)) continue;
    // An ordinal in figures is the ordinal word, in either language ("13e", "13th": dertiende, thirteenth).
    const ordinal = ordinalWords(token);
    if (ordinal) {
      out.push({ words: [token], terms: [...new Set(ordinal.flatMap(words).flatMap(stemsOf))] });
      continue;
    }
    const group = [...stemsOf(token), ...numberWordTerms(token)];
    // A question's English word also asks for the words WordNet relates to it ("threatened" → threat), or only
    // for its derived forms ("quote" → quotation), which are the same word.
    if (options.related)
      for (const word of options.related === "derived" ? derivedForms(token) : relatedWords(token))
        for (const term of stemsOf(word)) if (!group.includes(term)) group.push(term);
    // A question's phrasal verb is one word with its particle ("turns down", "turn us down"), and asks for the
    // verbs of its senses too ("reject", and its derived "rejection"): a source says "afwijzing", not "turn".
    const phrasal = options.related ? phrasalVerbAt(tokens, i) : undefined;
    if (phrasal) {
      for (const synonym of phrasal.synonyms)
        for (const word of [synonym, ...derivedForms(synonym)])
          for (const term of stemsOf(word)) if (!group.includes(term)) group.push(term);
      out.push({ words: [token, tokens[phrasal.particle] as string], terms: group });
      i = phrasal.particle;
      continue;
    }
    const measure = MEASURE_OF.get(token);
    if (measure) group.push(stem(measure));
    // Symbols and their words meet: "40%" also reads "percent", as do "percentage" and "procent".
    if (token.endsWith("%") || UNIT_WORDS.has(token)) group.push("percent");
    else if (/^[$€£]\d/.test(token)) group.push(token[0] === "$" ? "dollar" : token[0] === "€" ? "euro" : "pound");
    out.push({ words: [token], terms: group });
  }
  return out;
}

/** A number word also reads as the other language's ("twee", "two"). */
const numberWordTerms = (token: string): string[] => {
  const counterpart = cardinalCounterpart(token);
  return counterpart ? stemsOf(counterpart) : [];
};

/** A pronoun that may stand between a verb and its particle ("turn us down", "pay it off"). */
const OBJECT_PRONOUNS = new Set("me us you him her it them".split(" "));

/** The phrasal verb whose verb is tokens[at]: its particle's index (right after, or after an object pronoun). */
function phrasalVerbAt(tokens: string[], at: number): { synonyms: string[]; particle: number } | undefined {
  const particle = at + (OBJECT_PRONOUNS.has(tokens[at + 1] ?? "") ? 2 : 1);
  const synonyms = phrasalSynonymsOf(stemsOf(tokens[at] as string), tokens[particle] ?? "");
  return synonyms ? { synonyms, particle } : undefined;
}

/** The prefix of a negated word's term ("niet-gecontracteerd", "non-network" → "nongecontracteerd", "nonnetwork"). */
const NEGATED = "non";
/** Marks a hyphenated negation inside the token stream; no folded text holds it otherwise. */
const NEGATION_MARK = "\u00ac";
const NEGATION = /\b(?:niet|non|not|geen)-(?=\p{L})/giu;

/** Joins a hyphenated negation to its word, so tokenising does not split it off as a stop word. */
function markNegations(text: string): string {
  return text.replace(NEGATION, NEGATION_MARK);
}

/**
 * An acronym amid ordinary words that spells an English word WordNet relates ("a PET scan") is a name of its own,
 * not the word: "pet insurance" is not about PET scans. It becomes one term of its own; acronyms no dictionary
 * has as a word ("NHG", "WOZ", "COBRA") stay as they are, so a question may write them in lower case.
 */
function markAcronyms(text: string): string {
  return text.replace(ACRONYM_AMID_WORDS, (acronym) =>
    relatedWords(acronym.toLowerCase()).length ? `${ACRONYM}${acronym}` : acronym,
  );
}

/** Marks an acronym's term ("PET" → "acronympet"); no word of a text starts so. */
const ACRONYM = "acronym";
const ACRONYM_AMID_WORDS = /(?<=\b[a-z]+\W{1,3})\b[A-Z]{2,5}\b|\b[A-Z]{2,5}\b(?=\W{1,3}[a-z]+\b)/g;

/** Distinct terms with their counts. */
export function termCounts(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

const DUTCH_MARKERS = new Set(
  (
    "de het een en van ik je u uw mijn is zijn wat hoe hoeveel welk welke wie waar wanneer kan kun mag moet " +
    "niet geen ook bij voor met op aan naar wordt worden heb heeft hebben dat die dit deze er als maar of " +
    // "waar" with a preposition asks as "what" with one does ("Waarop is…", "Waarvoor dient…").
    "waaraan waarbij waardoor waarin waarmee waarnaar waarom waarop waarover waaruit waarvan waarvoor"
  ).split(" "),
);
const ENGLISH_MARKERS = new Set(
  "the a an and of to is are what how which who whom whose why where when can could may must not no does do for with on at by from i my you your it this that be have has".split(
    " ",
  ),
);

/** How many of the text's words are Dutch function words, and how many English ones. */
function functionWordCounts(text: string): { nl: number; en: number } {
  let nl = 0;
  let en = 0;
  for (const word of words(text)) {
    if (DUTCH_MARKERS.has(word)) nl++;
    if (ENGLISH_MARKERS.has(word)) en++;
  }
  return { nl, en };
}

/**
 * How many of the text's words only the Dutch lexicon reads, and how many only English word lists know (a sense
 * the lexicon gives, a word WordNet relates): "looptijd" is Dutch, "term" English, "plan" both, names neither.
 */
function dictionaryWordCounts(text: string): { nl: number; en: number } {
  let nl = 0;
  let en = 0;
  for (const word of words(text)) {
    if (/\d/.test(word)) continue;
    if (isEnglishWord(word)) en++;
    else if (conceptsOf([word], 0)) nl++;
  }
  return { nl, en };
}

/**
 * "nl" or "en" when the text's function words say so plainly (more of one language's than the other's), else
 * undefined: "Hoeveel kinderen heeft J. Visser?" is Dutch, "Lindelaan 8?" is neither. A question typed without
 * function words ("Maximale looptijd Groen Wonen?") is told by the words only one language's dictionaries know.
 */
export function clearLanguage(text: string): "nl" | "en" | undefined {
  // An acronym is no function word: "Health Plus ER copay" has no Dutch "er".
  const withoutAcronyms = text.replace(/\b\p{Lu}{2,}\b/gu, " ");
  const byFunctionWords = functionWordCounts(withoutAcronyms);
  const { nl, en } =
    byFunctionWords.nl === byFunctionWords.en ? dictionaryWordCounts(withoutAcronyms) : byFunctionWords;
  return nl > en ? "nl" : en > nl ? "en" : undefined;
}

/** "nl" or "en" as clearLanguage tells it; English when it cannot. */
export function detectLanguage(text: string): "nl" | "en" {
  return clearLanguage(text) ?? "en";
}

/** A capitalised word that is no function word opens the text: "Visser." after "J.", not "De" after "label A.". */
const opensWithName = (text: string) => {
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0];
  return first !== undefined && !isStopWord(fold(first));
};

/** Splits prose into sentences, keeping abbreviations, initials and decimals intact. */
export function sentences(text: string): string[] {
  const parts = text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?;:])\s+(?=[A-Z0-9"'(\u00C0-\u024F])|(?<=\S)\s+(?=[-•*]\s)/u)
    .map((part) => part.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    // "e.g. X", "bijv. X", "art. 3": a short abbreviation before the break is not a sentence end, nor is an
    // initial before a name ("J. Visser", "M. de Boer").
    if (
      previous &&
      (/\b(e\.g|i\.e|etc|vs|bijv|o\.a|m\.b\.t|art|nr|ca|mr|dr|st|no)\.$/i.test(previous) ||
        (/(?:^|\s)\p{Lu}\.$/u.test(previous) && opensWithName(part))) &&
      previous.length < 400
    ) {
      out[out.length - 1] = `${previous} ${part}`;
    } else out.push(part);
  }
  return out;
}
