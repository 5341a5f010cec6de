import { isStopWord, words } from "../rag/text";
import { DETERMINERS, phrasesAfterDeterminers } from "./answer-type";

/** "of" and "or" between the alternatives a question offers. */
const ALTERNATIVE = /,?\s+(?:of|or)\s+/gi;

/**
 * The alternatives an asking sentence offers, when it offers two ("Wordt de boetevrije ruimte berekend over zijn
 * huidige restschuld of over het bedrag waarmee hij begon?", "…, of willen ze een ander bedrag zien?"): the sentence
 * before its "of"/"or" and after it. Such a question asks which one holds, so a thing named in one alternative only
 * may be absent from every document where the other is what they say. Alternatives are clauses or phrases of a
 * preposition: "of" after a comma or before a function word, each side naming a thing after an article or a
 * possessive. Not things joined in one phrase ("een hertaxatie of eindinspectie", both asked about), nor Dutch "of"
 * opening a clause ("Ik wil weten of de bank…") or joining verbs ("Regelt of betaalt…").
 */
export function alternativesOf(sentence: string): [string, string] | undefined {
  for (const match of sentence.matchAll(ALTERNATIVE)) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice((match.index ?? 0) + match[0].length);
    const next = words(after)[0] ?? "";
    const opensAlternative = match[0].startsWith(",") || (isStopWord(next) && !DETERMINERS.has(next));
    if (opensAlternative && namesThing(before) && namesThing(after)) return [before, after];
  }
  return undefined;
}

/** Whether a side names a thing: a phrase an article or a possessive opens ("het bedrag", "Visser's salary"). */
const namesThing = (side: string) => phrasesAfterDeterminers(side, []).length > 0;

/**
 * The words of `found` that a question needs its documents to hold: all of them, except in a question of two
 * alternatives, where the words only one alternative names are not needed when the other names none of them.
 */
export function neededOf(sentence: string, found: string[]): string[] {
  const sides = alternativesOf(sentence);
  if (!sides) return found;
  const [before, after] = [new Set(words(sides[0])), new Set(words(sides[1]))];
  const onlyBefore = found.filter((word) => before.has(word) && !after.has(word));
  const onlyAfter = found.filter((word) => after.has(word) && !before.has(word));
  // Exactly one side names absent words of its own: that alternative is the one the documents do not take.
  const optional = !onlyAfter.length ? onlyBefore : !onlyBefore.length ? onlyAfter : [];
  return found.filter((word) => !optional.includes(word));
}
