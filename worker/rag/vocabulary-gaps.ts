import { namedNounsOf } from "../ai/answer-type";
import { namesIn } from "../ai/names";
import { termGroupsOf } from "./text";
import { correctionsFor } from "./typos";

/**
 * The nouns a question names ("Does Zava provide a company car?": car) that the caller's documents never use: no
 * stem, no lexicon sense in the other language, no near spelling and no compound of their words. The documents
 * cannot say anything about such a thing, so the answer step declines that part of the question instead of
 * answering from the passages that share the question's other words. `vocabulary` is the caller's own (term →
 * chunks holding it), so another adviser's documents never make a word count as present.
 */
export function absentWords(question: string, vocabulary: Map<string, number>): string[] {
  return namedNounsOf(question, namesIn(question)).filter((word) => {
    const group = termGroupsOf(word)[0];
    if (!group?.length || group.some((term) => vocabulary.has(term))) return false;
    return correctionsFor([group], new Set(), vocabulary).length === 0;
  });
}
