/**
 * A generated word list's body: `word:related words` pairs in word order, joined by "|" into lines of at most 110
 * characters (the format worker/rag/word-pairs.ts reads).
 */
export function packWordPairs(pairs: Map<string, string[]>): string {
  const lines: string[] = [];
  let line = "";
  for (const [word, others] of [...pairs].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const pair = `${word}:${others.join(" ")}`;
    if (line && line.length + pair.length > 110) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line}|${pair}` : pair;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

/**
 * A generated list of single words: sorted, separated by spaces, in lines of at most 110 characters (the format
 * worker/rag/word-pairs.ts `parseWords` reads).
 */
export function packWords(words: Iterable<string>): string {
  return [...words]
    .sort()
    .join(" ")
    .replace(/(.{1,110})(?: |$)/g, "$1\n")
    .trim();
}
