import { stemmer as oramaStemmer } from "@orama/stemmers/english";

/**
 * A Porter stem of one English word: `@orama/stemmers`' English stemmer (3.1.x) with its step 4 mended. There a
 * word in -sion or -tion loses the "s" or "t" with its "ion" (`e?.[1] ?? "" + e?.[2]` reads the stem without
 * it), so "rejection" stems to "rejec" and never meets "reject", and "deletion", whose shortened stem is too short
 * to cut, stays whole instead of meeting "delete" in "delet". Porter cuts only the "ion", where what is left has a
 * measure above one; words in -ation are cut in its step 2 and are read by the library as they are.
 */
export function englishStem(word: string): string {
  const cut = SION_TION.exec(word);
  if (cut && !ATION.test(word) && MEASURE_ABOVE_ONE.test(cut[1] as string)) return cut[1] as string;
  return oramaStemmer(word);
}

/** A word in -sion or -tion, plural or not: its stem before "ion". */
const SION_TION = /^(.+[st])ions?$/;
const ATION = /ations?$/;
/** Porter's measure above one (two vowel–consonant sequences after any leading consonants), as the library reads it. */
const MEASURE_ABOVE_ONE = /^([^aeiou][^aeiouy]*)?[aeiouy][aeiou]*[^aeiou][^aeiouy]*[aeiouy][aeiou]*[^aeiou][^aeiouy]*/;
