import { WORDNET_RELATED } from "./lexicon-wordnet";
import { onFirstUse, parseWordPairs } from "./word-pairs";

/**
 * English words related to a question's English word in the senses a reader most often means (WordNet: derived
 * forms such as "chiropractor" → chiropractic, and the first sense's synonyms such as "salary" → wage). Questions
 * are widened with them, passages are not: a passage is matched on what it says, a question on what it may mean.
 */
const table = onFirstUse(() => parseWordPairs(WORDNET_RELATED));

/** The dictionary forms an inflected English word may come from (WordNet's own morphy rules, in short). */
function baseForms(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) out.push(word.slice(0, -1));
  for (const ending of ["ed", "ing"])
    if (word.endsWith(ending)) {
      const stem = word.slice(0, -ending.length);
      out.push(stem, `${stem}e`);
      if (/([b-df-hj-np-tv-z])\1$/.test(stem)) out.push(stem.slice(0, -1));
    }
  return out;
}

export function relatedWords(word: string): string[] {
  for (const form of baseForms(word)) {
    const found = table().get(form)?.split(" ");
    if (found) return form === word ? found : [form, ...found];
  }
  return [];
}
