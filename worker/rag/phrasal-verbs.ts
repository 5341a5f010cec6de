import { stemmer } from "@orama/stemmers/english";
import { PHRASAL_VERBS } from "./lexicon-phrasal-verbs";
import { onFirstUse, parseWordPairs } from "./word-pairs";

/** WordNet's phrasal verbs by their verb's English stem and particle ("turn_down", "carri_out"). */
const phrasalVerbs = onFirstUse(() => {
  const out = new Map<string, string[]>();
  for (const [phrase, synonyms] of parseWordPairs(PHRASAL_VERBS)) {
    const [verb = "", particle = ""] = phrase.split("_");
    out.set(`${stemmer(verb)}_${particle}`, synonyms.split(" "));
  }
  return out;
});

/**
 * The one-word verbs WordNet gives for a phrasal verb in its first senses ("turns down": refuse, reject, decline;
 * "carried out": accomplish, execute…), by the English stems of its verb (a form's, and an irregular form's base's)
 * and its particle. None when the two make no phrasal verb the list has.
 */
export function phrasalSynonymsOf(verbStems: string[], particle: string): string[] | undefined {
  return verbStems.map((verbStem) => phrasalVerbs().get(`${verbStem}_${particle}`)).find(Boolean);
}
