import { words } from "../rag/text";

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
