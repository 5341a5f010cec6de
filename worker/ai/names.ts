import { cachedBy } from "../rag/cached";
import { isDictionaryWord, isDutchVerbForm } from "../rag/lexicon";
import { fold, isStopWord, stopWords, words } from "../rag/text";
import { allowedEdits, editDistance } from "../rag/typos";

/**
 * The names a question asks about: its capitalised words after the first ("J. Visser", "Lindelaan", "Health
 * Plus"), and an opening one that reads as a name (below). Acronyms (NHG, AOW) are topics that several documents
 * share, not names.
 */
export function namesIn(question: string, writtenAsName: (word: string) => boolean = () => false): string[] {
  // Not a word that opens a sentence ("…IVF. Betaalt het…"), but one after an initial ("J. Visser").
  const found: string[] = [...(question.match(/(?<=(?:[^.!?\s]|(?:^|\s)\p{Lu}\.)\s)\p{Lu}\p{Ll}[\p{L}'-]+/gu) ?? [])];
  // A capitalised word that opens a sentence is a name too where no dictionary knows it ("Lindelaan woonopp.?") or
  // where a name follows it ("Groen Wonen: …", "Hollandse Hypotheekbank turned down…"): a telegraphic question
  // opens with what it is about.
  for (const [, opening, next] of question.matchAll(/(?:^|[.!?]\s+)(\p{Lu}\p{Ll}[\p{L}'-]+)(\s+\p{Lu}\p{Ll})?/gu)) {
    const word = fold(opening as string).replace(/'s$/, "");
    // A Dutch yes/no question opens with its verb ("Betaalt Northwind Standard…").
    if (isStopWord(word) || isDutchVerbForm(word)) continue;
    if (next || writtenAsName(word) || !(isDictionaryWord(word) || isSlipOfFunctionWord(word)))
      found.unshift(opening as string);
  }
  // "J. Visser's salary" is about "visser".
  return [...new Set(found.flatMap((name) => words(name).map((word) => word.replace(/'s$/, ""))))];
}

/**
 * The words a text writes as names: capitalised within a sentence, after a lower-case word or an initial ("bij de
 * Hollandse Hypotheekbank", "J. Visser"), folded.
 */
export const namesWrittenIn = cachedBy(
  500,
  (text: string) => text,
  (text) =>
    new Set([...text.matchAll(/(?<=(?:\p{Ll}|\b\p{Lu}\.)\s)\p{Lu}\p{Ll}[\p{L}'-]*/gu)].map(([word]) => fold(word))),
);

/** A word one slip from a function word ("Wanner" for "wanneer") is that word mistyped, not a name. */
const isSlipOfFunctionWord = (word: string) =>
  allowedEdits(word) > 0 &&
  [...stopWords()].some((stop) => editDistance(word, stop, allowedEdits(word)) <= allowedEdits(word));

/** The particles a Dutch surname may open with after an initial ("M. de Boer", "J. van der Berg"). */
export const SURNAME_PARTICLES = "de|van|der|den|ten|ter|te|het";

/**
 * A person by initial and surname, particles allowed: "J. Visser", "M. de Boer", and in a file name "J_Visser".
 * Groups: the initial, what follows it (a dot in text), the surname.
 */
const PERSON = new RegExp(
  `(?<![\\p{L}\\d])(\\p{Lu})(\\.\\s?|_)(?:(?:${SURNAME_PARTICLES})[\\s_])*(\\p{Lu}\\p{Ll}[\\p{L}'-]*)`,
  "gu",
);

/** The initials of the names a question asks about, folded ("J. Visser" → "j"): part of a name, not a grade. */
export function initialsIn(question: string): string[] {
  const initials = [...question.matchAll(PERSON)].filter(([, , mark]) => mark !== "_");
  return [...new Set(initials.map(([, letter]) => fold(letter as string)))];
}

/** The people a text names by initial and surname, by their folded surnames ("M. de Boer" → "boer"). */
export function personsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PERSON)].map(([, , , surname]) => fold(surname as string).replace(/'s$/, "")))];
}
