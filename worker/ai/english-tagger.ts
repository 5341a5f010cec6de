import { cachedBy } from "../rag/cached";
import { words } from "../rag/text";

/**
 * compromise's English part-of-speech tagger (decision 0008), loaded on the first question an isolate answers, not
 * when it starts: building the tagger's lexicon takes about 100 ms, which every request would pay at start-up.
 * Whatever answers a question awaits `loadEnglishTagger()` first (the pipeline, the local model, the eval scripts);
 * until then phrases are read without word classes.
 */
type Tagger = typeof import("compromise/two").default;

let tagger: Tagger | undefined;

export async function loadEnglishTagger(): Promise<void> {
  tagger ??= (await import("compromise/two")).default;
}

/**
 * The word classes of an English question's tokens (`words(question)`), as the tagger reads the sentence: a word's
 * class follows from its neighbours ("count" after "my paycheck", "needs" after "my lawyer"), which no word list can
 * say. None before the tagger is loaded, or when its terms do not line up with the tokens.
 */
export function englishWordClassesOf(question: string, tokens: string[]): Set<string>[] | undefined {
  if (!tagger) return undefined;
  const classes = taggedTokens({ question, tagger });
  return classes.length === tokens.length ? classes : undefined;
}

/** Tagging a sentence takes milliseconds, and a question is read several times: once per question. */
const taggedTokens = cachedBy(
  1_000,
  ({ question }: { question: string; tagger: Tagger }) => question,
  ({ question, tagger }) => {
    const classes: Set<string>[] = [];
    for (const sentence of tagger(question).json() as { terms: { text: string; tags: string[] }[] }[])
      for (const term of sentence.terms) for (const _ of words(term.text)) classes.push(new Set(term.tags));
    return classes;
  },
);
