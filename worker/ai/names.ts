import { fold, words } from "../rag/text";

/**
 * The names a question asks about: its capitalised words after the first ("J. Visser", "Lindelaan", "Health
 * Plus"). Acronyms (NHG, AOW) are topics that several documents share, not names.
 */
export function namesIn(question: string): string[] {
  // Not a word that opens a sentence ("…IVF. Betaalt het…"), but one after an initial ("J. Visser").
  const found = question.match(/(?<=(?:[^.!?\s]|(?:^|\s)\p{Lu}\.)\s)\p{Lu}\p{Ll}[\p{L}'-]+/gu) ?? [];
  // "J. Visser's salary" is about "visser".
  return [...new Set(found.flatMap((name) => words(name).map((word) => word.replace(/'s$/, ""))))];
}

/** The particles a Dutch surname may open with after an initial ("M. de Boer", "J. van der Berg"). */
export const SURNAME_PARTICLES = "de|van|der|den|ten|ter|te|het";

/** A capital initial before a surname, its particles allowed: "J. Visser", "M. de Boer". */
const INITIAL = new RegExp(`\\b(\\p{Lu})\\.\\s?(?=(?:(?:${SURNAME_PARTICLES})\\s)*\\p{Lu})`, "gu");

/** The initials of the names a question asks about, folded ("J. Visser" → "j"): part of a name, not a grade. */
export function initialsIn(question: string): string[] {
  return [...new Set([...question.matchAll(INITIAL)].map(([, letter]) => fold(letter as string)))];
}
