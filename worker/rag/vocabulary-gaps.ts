import { namedNounsOf } from "../ai/answer-type";
import { namesIn } from "../ai/names";
import { conceptsOf } from "./lexicon";
import { relatedWords } from "./related-words";
import { clearLanguage, termGroupsOf } from "./text";
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
  return namedNounsOf(question, namesIn(question)).filter((word) => {
    const group = termGroupsOf(word)[0];
    if (!group?.length || group.some((term) => vocabulary.has(term))) return false;
    return (english || isDictionaryWord(word)) && correctionsFor([group], new Set(), vocabulary).length === 0;
  });
}

/**
 * A word the dictionaries know (a Dutch word the lexicon translates, an English word WordNet relates), so its
 * absence from the documents means something; a form they cannot place may be a verb.
 */
function isDictionaryWord(word: string): boolean {
  return conceptsOf([word], 0) !== undefined || relatedWords(word).length > 0;
}
