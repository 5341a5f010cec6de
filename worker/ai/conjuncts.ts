import { termGroupsOf } from "../rag/text";

/** A conjunction between things asked for side by side: "vakantiegeld en 13e maand", "woonopp. + perceel". */
const CONJUNCTION = /\s+(?:and|en|\+|&)\s+/i;
/** Where a phrase ends: a comma, colon or question mark closes the things a conjunction joins. */
const PHRASE_END = /[,;:?!()]/;
/** A thing is named in a few content words; more and the conjunction joins clauses, not things. */
const MAX_CONJUNCT_GROUPS = 3;

/**
 * The things a question asks for side by side, each as the term groups of its content words (names left out, as
 * the sources about them were chosen already): "Visser: holiday allowance and 13th month, yearly amounts?" asks
 * for [holiday, allowance] and [13th, month]. None when a conjunction joins clauses ("… gewaardeerd en wanneer is
 * het rapport uitgebracht?").
 */
export function conjunctsOf(question: string, isName: (group: string[]) => boolean): string[][][] {
  return question.split(PHRASE_END).flatMap((phrase) => {
    const conjuncts = phrase
      .split(CONJUNCTION)
      .map((piece) => termGroupsOf(piece, { related: true }).filter((group) => !isName(group)));
    const things =
      conjuncts.length >= 2 && conjuncts.every((groups) => groups.length > 0 && groups.length <= MAX_CONJUNCT_GROUPS);
    return things ? conjuncts : [];
  });
}
