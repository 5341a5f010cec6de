import { isStopWord, words } from "../rag/text";
import { asks, sentencesOf } from "./question-sentences";

/**
 * A yes/no question whether what was told holds: "Klopt dat?", "Klopt wat ik heb staan met …?", "Is that right?",
 * "Does that match the valuation report?". A closed class of phrasing in both languages.
 */
const ASKS_WHETHER_RIGHT =
  /\b(?:klopt|kloppen|klopte)\b|^(?:is|are|was)\b[^?]*\b(?:right|correct)\s*\?$|^(?:does|do|did)\b[^?]*\bmatch(?:es)?\b/iu;

/** Where one told item ends and the next begins: a comma, a semicolon, a sentence's end, "en", "and". */
const ITEM_BREAK = /[,;]\s*|(?<=\S)\.\s+|\s+(?:en|and)\s+/iu;
/** What leads up to a reported claim ("Klant heeft gelezen dat …", "He read that …"). */
const REPORTED = /^.*?\b(?:dat|that)\s+/iu;

/**
 * The things a question asks to be checked, one by one: the items of the case told before a question whether they
 * are right ("Mijn aantekeningen: hoekwoning, bouwjaar 1943, 128 m² woonoppervlak. Klopt dat?" checks three;
 * "… gelezen dat je 20% per jaar mag aflossen, dat de offerte drie maanden geldig is en dat er geen minimum is.
 * Klopt dat?" checks three claims). Each is answered from the sources as a part of its own. Only what is told before
 * the question counts, and where a sentence lists after a colon, that list ("In de aanvraag heb ik ingevuld: …").
 * None where the question asks otherwise or the case holds one item.
 */
export function claimsChecked(question: string): string[] {
  const sentences = sentencesOf(question);
  const asking = sentences.filter(asks);
  if (asking.length !== 1 || !ASKS_WHETHER_RIGHT.test((asking[0] as string).trim())) return [];
  // What is told before the question: a list after a colon where a sentence has one.
  const told = sentences.slice(0, sentences.indexOf(asking[0] as string));
  const listed = told.filter((sentence) => sentence.includes(":")).at(-1);
  const items = (listed ? listed.slice(listed.lastIndexOf(":") + 1) : told.join(" "))
    .split(ITEM_BREAK)
    .map((item) => item.replace(REPORTED, "").replace(/\.$/, "").trim())
    .filter((item) => words(item).some((word) => !isStopWord(word)));
  return items.length >= 2 ? items : [];
}
