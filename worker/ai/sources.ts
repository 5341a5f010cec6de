/**
 * The one contract between retrieval and the answer step: each source is its citation name and its text, the
 * text keeping its lines (table rows, key–value lines) so a model, local or remote, reads the structure the
 * document had. In the prompt a source is `name: first line`, its further lines indented by two spaces; a line
 * that is not indented starts the next source.
 */
export interface SourceText {
  /** `File.pdf#page=N`, or the bare file name. */
  name: string;
  /** The passage; lines separated by "\n", whitespace inside a line collapsed. */
  text: string;
}

const INDENT = "  ";

/** A passage's text as a source carries it: lines kept, spaces inside each line collapsed, blank lines dropped. */
export function sourceText(content: string): string {
  return content
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** One source as the prompt and the data points show it. */
export function formatSource(source: SourceText): string {
  return `${source.name}: ${sourceText(source.text).replaceAll("\n", `\n${INDENT}`)}`;
}

/** The sources block of a prompt back into sources: the inverse of `formatSource` over each source. */
export function parseSources(block: string): SourceText[] {
  const sources: SourceText[] = [];
  for (const line of block.split("\n")) {
    const last = sources.at(-1);
    if (line.startsWith(INDENT) && last) {
      last.text += `\n${line.slice(INDENT.length)}`;
      continue;
    }
    const match = /^(\S[^:]*?\.[A-Za-z0-9]+(?:#page=\d+)?): (.*)$/.exec(line.trim());
    if (match) sources.push({ name: match[1] as string, text: match[2] as string });
  }
  return sources;
}
