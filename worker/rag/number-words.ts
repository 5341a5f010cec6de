import { toCardinal as englishCardinal, toOrdinal as englishOrdinal } from "n2words/en-US";
import { toCardinal as dutchCardinal, toOrdinal as dutchOrdinal } from "n2words/nl-NL";
import { onFirstUse } from "./word-pairs";

/**
 * An ordinal written in figures, Dutch ("13e", "2de", "21ste") or English ("13th", "1st", "2nd", "3rd"), folded to
 * lower case; `words()` reads it as one word. Three digits at most: a year is no ordinal.
 */
export const ORDINAL_IN_FIGURES = String.raw`(\d{1,3})(?:ste|de|e|st|nd|rd|th)`;
const ORDINAL_NUMERAL = new RegExp(`^${ORDINAL_IN_FIGURES}$`);

/**
 * The words an ordinal numeral stands for in both languages: "13e" and "13th" are "dertiende" and "thirteenth",
 * so a question about the 13th month meets "Vaste dertiende maand" (number words by n2words).
 */
export function ordinalWords(numeral: string): string[] | undefined {
  const digits = ORDINAL_NUMERAL.exec(numeral)?.[1];
  if (!digits || Number(digits) === 0) return undefined;
  return [dutchOrdinal(digits), englishOrdinal(digits)];
}

/** Numbers written in one word in both languages: two to twenty and the tens ("one", "een" are function words). */
const CARDINALS = [...Array.from({ length: 19 }, (_, i) => i + 2), 30, 40, 50, 60, 70, 80, 90];

const cardinalCounterparts = onFirstUse(
  () =>
    new Map(
      CARDINALS.flatMap((n) => {
        const [dutch, english] = [dutchCardinal(n), englishCardinal(n)];
        return [
          [dutch, english],
          [english, dutch],
        ] as const;
      }),
    ),
);

/**
 * The other language's word for a number word: "twee" is "two", "six" is "zes" (by n2words). A dictionary cannot
 * give every one: "twee" is an English word too (dainty), so the Dutch–English lexicon leaves it out.
 */
export function cardinalCounterpart(word: string): string | undefined {
  return cardinalCounterparts().get(word);
}
