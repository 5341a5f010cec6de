import { americanSpelling } from "./english-spelling";
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
  for (const form of baseForms(americanSpelling(word))) {
    const found = table().get(form)?.split(" ");
    if (found) return form === word ? found : [form, ...found];
  }
  return [];
}

/**
 * English suffixes that turn a word into the name of its act or quality ("quote" → quotation, "valid" → validity,
 * "assess" → assessment): a closed class of English morphology. Agent nouns ("planner", "employer") are other things.
 */
const NOMINAL_SUFFIX = /^(?:ation|ition|tion|ion|ity|ness|ment|ance|ence|al)$/;

/**
 * A word and a form of it that only adds a nominal suffix, with or without its final "e" ("quote" in quotation,
 * "reimburse" in reimbursement).
 */
function addsNominalSuffix(short: string, long: string): boolean {
  return [short.replace(/e$/, ""), short].some(
    (base) => base.length >= 4 && long.startsWith(base) && NOMINAL_SUFFIX.test(long.slice(base.length)),
  );
}

/**
 * The related words that are the same word in another form ("quote" → quotation, "validity" → valid,
 * "foundation" → found): one adds a nominal suffix to the other, where a synonym shares nothing ("salary" → wage).
 */
export function derivedForms(word: string): string[] {
  const related = relatedWords(word);
  // An inflected word ("contributions") is related through its dictionary form, which relatedWords puts first.
  const base = related[0] && !table().has(word) ? related[0] : word;
  return related.filter((form) => form === base || addsNominalSuffix(base, form) || addsNominalSuffix(form, base));
}
