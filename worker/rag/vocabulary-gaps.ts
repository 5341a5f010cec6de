import { namedNounsOf } from "../ai/answer-type";
import { namesIn } from "../ai/names";
import { compoundHeadOf, isDictionaryWord } from "./lexicon";
import { clearLanguage, termGroupsOf, wordTermsOf } from "./text";
import { correctionsFor } from "./typos";

/**
 * The nouns a question names ("Does Zava provide a company car?": car) that the caller's documents never use: no
 * stem, no lexicon sense in the other language, no near spelling and no compound of their words. The documents
 * cannot say anything about such a thing, so the answer step declines that part of the question instead of
 * answering from the passages that share the question's other words. `vocabulary` is the caller's own (term →
 * chunks holding it), so another adviser's documents never make a word count as present.
 */
export function absentWords(question: string, vocabulary: Map<string, number>): string[] {
  // A Dutch clause ends in its verb ("…bij zijn werkgever begonnen?"), so after an article a Dutch question's word
  // counts only when the lexicon knows it; an English noun phrase holds no verb.
  const english = clearLanguage(question) === "en";
  const phrases = phraseGroupsOf(question);
  return namedNounsOf(question, namesIn(question)).filter((word) => {
    const group = phrases.get(word) ?? termGroupsOf(word)[0];
    if (!group?.length || group.some((term) => vocabulary.has(term))) return false;
    // A form the dictionaries cannot place may be a verb, unless it is two dictionary words joined, of a kind the
    // documents never name.
    return (
      (english || isDictionaryWord(word) || namesUnusedKind(word, vocabulary)) &&
      correctionsFor([{ words: [word], terms: group }], new Set(), vocabulary).length === 0
    );
  });
}

/**
 * The words of the question that belong to a phrase the lexicon lists ("eigen risico": deductible), each with the
 * phrase's group: such a word is named as part of the phrase, not on its own ("eigen" is no thing of its own).
 */
function phraseGroupsOf(question: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { words: phrase, terms } of wordTermsOf(question))
    if (phrase.length > 1) for (const word of phrase) out.set(word, terms);
  return out;
}

/**
 * Whether a Dutch compound no list has whole ("leaseauto": lease + auto) names a kind of thing the documents never
 * name: no term of theirs is its last part, in its own letters or a sense, or ends in it, as another compound's last
 * part does ("bouwdepot" is a depot, so "verbouwingsdepot" may be the documents' thing in other words).
 */
function namesUnusedKind(word: string, vocabulary: Map<string, number>): boolean {
  const head = compoundHeadOf(word);
  if (!head) return false;
  const senses = termGroupsOf(head)[0] ?? [];
  for (const term of vocabulary.keys()) if (senses.some((sense) => term.endsWith(sense))) return false;
  return true;
}
