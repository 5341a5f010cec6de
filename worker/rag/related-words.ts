import { WORDNET_RELATED } from "./lexicon-wordnet";

/**
 * English words related to a question's English word in the senses a reader most often means (WordNet: derived
 * forms such as "chiropractor" → chiropractic, and the first sense's synonyms such as "salary" → wage). Questions
 * are widened with them, passages are not: a passage is matched on what it says, a question on what it may mean.
 */
let table: Map<string, string[]> | undefined;

function relatedTable(): Map<string, string[]> {
  if (!table) {
    table = new Map();
    for (const pair of WORDNET_RELATED.split(/[|\n]/)) {
      const colon = pair.indexOf(":");
      if (colon > 0) table.set(pair.slice(0, colon), pair.slice(colon + 1).split(" "));
    }
  }
  return table;
}

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
  const related = relatedTable();
  for (const form of baseForms(word)) {
    const found = related.get(form);
    if (found) return form === word ? found : [form, ...found];
  }
  return [];
}
