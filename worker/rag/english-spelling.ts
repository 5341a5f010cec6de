import { BRITISH_AMERICAN_SPELLINGS } from "./lexicon-british-spellings";
import { onFirstUse, parseWordPairs } from "./word-pairs";

const spellings = onFirstUse(() => parseWordPairs(BRITISH_AMERICAN_SPELLINGS));

/**
 * A word in American spelling ("neighbourhood" → neighborhood, "organisation" → organization), the word itself when
 * it has no other. The lexicons and the sample documents spell American; advisers often write British English.
 */
export const americanSpelling = (word: string): string => spellings().get(word) ?? word;
