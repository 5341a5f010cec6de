import { elements, stripTags } from "./scan";

export { elements };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes XML/HTML character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z]{1,10});/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** The concatenated text runs (`<w:t>`, `<a:t>`, `<t>`) of an XML fragment. */
export function runsText(xml: string, runTag: string): string {
  return elements(xml, runTag)
    .map((run) => decodeEntities(stripTags(run)))
    .join("");
}

/** Renders rows as a pipe table, the form the chunker and the model keep whole. */
export function pipeTable(rows: string[][]): string {
  return rows
    .filter((row) => row.some((cell) => cell.trim()))
    .map((row) => `| ${row.map((cell) => cell.replace(/\s+/g, " ").replace(/\|/g, "/").trim()).join(" | ")} |`)
    .join("\n");
}
