/**
 * Typo tolerance and compound splitting against the index's own vocabulary: a question word the caller's
 * documents never use is read as the nearest word they do use (one edit for a short word, two for a long one),
 * or, for a Dutch compound, as two words they use ("dialysebehandelingen" → "dialyse" + "behandeling").
 * Pure functions; retrieval supplies the vocabulary (term → number of chunks holding it).
 */
import { cachedBy } from "./cached";
import { isCompoundOfWords, isDictionaryWord, listedFormOf, withoutDutchEnding } from "./lexicon";

/** Damerau–Levenshtein distance (adjacent transpositions count one), or `limit + 1` once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        ((rows[i - 1] as number[])[j] as number) + 1,
        (row[j - 1] as number) + 1,
        ((rows[i - 1] as number[])[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return Math.min((rows[a.length] as number[])[b.length] as number, limit + 1);
}

/** Edits allowed for a word of this length: none below 5 letters (too many neighbours), two from 8. */
export const allowedEdits = (term: string) => (term.length < 5 ? 0 : term.length < 8 ? 1 : 2);

/**
 * The vocabulary term nearest to `term` within its allowed edits, the more common one on a tie. `prefix` letters
 * must agree at the start (1 by default: words of another first letter are rarely the one meant). A stem that only
 * drops a final letter of the word as typed is that word, and gets its edits ("vaule" is stemmed "vaul", one slip
 * from "valu"); a stem that drops an ending ("stukken" → "stuk") is a shorter word with closer neighbours.
 */
export function nearestTerm(
  term: string,
  vocabulary: Map<string, number>,
  prefix = 1,
  typed = term,
): string | undefined {
  const edits = allowedEdits(term.length >= typed.length - 1 ? typed : term);
  return closestTerm(term, vocabulary, prefix, edits, edits)?.term;
}

/** Letters a cognate or another derivation keeps from the word it stands for ("dialyse", "dialysis"). */
const COGNATE_PREFIX = 4;

/**
 * The vocabulary term that shares `term`'s first four letters and is nearest to it in spelling, however far: a word
 * of the other language or another derivation keeps its start but not its ending ("dialyse" for "dialysis",
 * "repai" for "repaid"). Only words of a length within the term's allowed edits are compared.
 */
export function cognateOf(term: string, vocabulary: Map<string, number>): string | undefined {
  return cognateMatch(term, vocabulary)?.term;
}

/** `cognateOf`'s term with its distance in spelling. */
function cognateMatch(term: string, vocabulary: Map<string, number>): Match | undefined {
  return (
    closestTerm(term, vocabulary, COGNATE_PREFIX, Number.POSITIVE_INFINITY) ??
    // …or one letter apart after the same first three, in a word long enough that one letter is little of it
    // ("number" for "nummer", "pension" for "pensioen").
    (term.length >= NEAR_COGNATE_LENGTH ? closestTerm(term, vocabulary, COGNATE_PREFIX - 1, 1) : undefined)
  );
}

const NEAR_COGNATE_LENGTH = 6;

/**
 * Of the cognates of a word's spellings (its form as typed, its stem, its senses), the one nearest in spelling to
 * the spelling it is found for: "rentekortnig" is "rentekort" (one letter from its stem "rentekortn"), not
 * "renteverschil", which only shares its first four letters with the form as typed. `accept` may refuse a pair.
 */
export function nearestCognateOf(
  terms: string[],
  vocabulary: Map<string, number>,
  accept: (term: string, found: string) => boolean = () => true,
): string | undefined {
  let nearest: string | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const term of terms) {
    const found = cognateMatch(term, vocabulary);
    if (found && found.distance < nearestDistance && accept(term, found.term))
      [nearest, nearestDistance] = [found.term, found.distance];
  }
  return nearest;
}

/** A vocabulary term and its edit distance from the word it was found for. */
interface Match {
  term: string;
  distance: number;
}

/**
 * The vocabulary term with the same first `prefix` letters and a length within the term's allowed edits that is
 * nearest in spelling, at most `maxEdits` away; the more common one on a tie.
 */
function closestTerm(
  term: string,
  vocabulary: Map<string, number>,
  prefix: number,
  maxEdits: number,
  lengthSlack = allowedEdits(term),
): Match | undefined {
  if (lengthSlack === 0 || /\d/.test(term) || term.length < prefix) return undefined;
  const start = term.slice(0, prefix);
  const limit = Math.min(maxEdits, term.length);
  let found: string | undefined;
  let foundDistance = limit + 1;
  let foundCount = 0;
  for (const [candidate, count] of vocabulary) {
    if (!candidate.startsWith(start) || Math.abs(candidate.length - term.length) > lengthSlack || /\d/.test(candidate))
      continue;
    const distance = editDistance(term, candidate, limit);
    if (distance > limit) continue;
    if (distance < foundDistance || (distance === foundDistance && count > foundCount)) {
      found = candidate;
      foundDistance = distance;
      foundCount = count;
    }
  }
  return found === undefined ? undefined : { term: found, distance: foundDistance };
}

/** A compound read as two vocabulary terms, with an optional linking s or e(n) between them. */
export function compoundParts(term: string, vocabulary: Map<string, number>): [string, string] | undefined {
  if (term.length < 8 || /\d/.test(term)) return undefined;
  for (let cut = 4; cut <= term.length - 4; cut++) {
    const tail = term.slice(cut);
    if (!vocabulary.has(tail)) continue;
    const head = term.slice(0, cut);
    for (const candidate of [head, withoutDutchEnding(head)])
      if (candidate.length >= 4 && vocabulary.has(candidate)) return [candidate, tail];
  }
  return undefined;
}

/** A word no list has whole that is two dictionary words joined ("leaseauto": lease + auto). */
const isUnlistedCompound = (word: string) => !isDictionaryWord(word) && isCompoundOfWords(word);

/**
 * For each question word the index does not know at all (none of its stems and concepts), the terms of the
 * caller's own documents it most likely means: a compound's two parts, the nearest spelling, or a cognate. Only the caller's
 * visible chunks supply them, so a correction never reveals a word of someone else's documents.
 */
export function correctionsFor(
  groups: { words: string[]; terms: string[] }[],
  known: Set<string>,
  vocabulary: Map<string, number>,
): string[] {
  const out: string[] = [];
  for (const { words, terms: group } of groups) {
    if (group.some((term) => known.has(term) || vocabulary.has(term))) continue;
    // Two dictionary words joined ("leaseauto") are their own compound, read only as those two words: no slip or
    // cognate of a word that shares their start ("leasehold").
    const joined = words.length === 1 && isUnlistedCompound(words[0] as string);
    for (const term of group) {
      const parts = compoundParts(term, vocabulary);
      const found =
        parts ?? (joined ? undefined : (nearestTerm(term, vocabulary, 1, words[0]) ?? cognateOf(term, vocabulary)));
      if (found) {
        out.push(...(Array.isArray(found) ? found : [found]));
        break;
      }
    }
  }
  return [...new Set(out)];
}

/**
 * The one dictionary word a word no dictionary knows is a single slip from ("boette" → "boete"), keeping its first
 * letter: a slip of a word the documents write only in a compound ("boetevrij") or a sense ("penalty"), which no
 * spelling of the documents' own words reaches. None when the word is short, or when several words are one slip
 * away ("vaule" may be "value", "vale" or "valet"): a guess between words is no correction.
 *
 * Kept per word: a word costs some hundreds of dictionary look-ups, and a question is weighed several times.
 */
export const dictionarySlipOf = cachedBy(
  5_000,
  (word: string) => word,
  (word): string | undefined => {
    if (word.length < 5 || /[^a-z]/.test(word) || listedFormOf(word)) return undefined;
    const forms = new Map<string, string>();
    for (const candidate of oneSlipFrom(word)) {
      const form = candidate === word ? undefined : listedFormOf(candidate);
      // A word and its inflections or plural are one word ("boete", "boeten").
      const key = form && withoutDutchEnding(form);
      if (key && !forms.has(key)) forms.set(key, candidate);
    }
    return forms.size === 1 ? [...forms.values()][0] : undefined;
  },
);

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every spelling one deletion, transposition, substitution or insertion from a word, after its first letter. */
function* oneSlipFrom(word: string): Generator<string> {
  for (let i = 1; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) yield head + tail.slice(1);
    if (tail.length > 1) yield head + (tail[1] as string) + (tail[0] as string) + tail.slice(2);
    for (const letter of LETTERS) {
      if (tail) yield head + letter + tail.slice(1);
      yield head + letter + tail;
    }
  }
}
