/**
 * A word list as the lexicons keep it (`word:other words`, pairs separated by "|" or a line break) → word → its
 * other words as written. The lists are long, so the parse does no more than cut at the separators; callers split
 * the words of an entry when they use it.
 */
export function parseWordPairs(list: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of list.split(/[|\n]/)) {
    const colon = pair.indexOf(":");
    if (colon < 1) continue;
    const word = pair.slice(0, colon).trim();
    const others = pair.slice(colon + 1).trim();
    if (word && others) out.set(word, others);
  }
  return out;
}

/** A generated list of single words (separated by spaces or line breaks) as a set. */
export function parseWords(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/**
 * A generated word list, parsed on the first question or chunk that needs it rather than when an isolate starts:
 * most requests (config, sync, the calculator) never look a word up.
 */
export function onFirstUse<T>(parse: () => T): () => T {
  let parsed: T | undefined;
  return () => {
    parsed ??= parse();
    return parsed;
  };
}
