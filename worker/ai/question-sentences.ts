/** A question's sentences: after "?", after a word's "." or "!", and after a figure's full stop before a capital. */
export const sentencesOf = (question: string) =>
  question.split(/(?<=\?)\s+|(?<=\p{Ll}{2}[.!])\s+|(?<=\d[.!])\s+(?=\p{Lu})/u);

/** Whether a sentence asks (ends in "?"), rather than saying why or about whom. */
export const asks = (sentence: string) => sentence.trim().endsWith("?");

/** The sentences of a question that ask, not those that say why or about whom. */
export const askingSentences = (question: string) => sentencesOf(question).filter(asks);

/** The case a question tells before it asks: its sentences that do not ask ("Klant wil maar 40 mille lenen."). */
export const caseOf = (question: string) =>
  sentencesOf(question)
    .filter((sentence) => !asks(sentence))
    .join(" ");

/**
 * The sentence that asks, when sentences before it give the case ("Mijn klant … werkt. Sinds wanneer is hij daar
 * in dienst?"): its words are what must be answered. The whole question when it asks more than once.
 */
export function askingSentence(question: string): string {
  const asking = askingSentences(question);
  return asking.length === 1 ? (asking[0] as string).trim() : question;
}
