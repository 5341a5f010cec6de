import type { Block, ParsedDocument } from "./parse/types";
import { sentences } from "./text";

export interface Chunk {
  page: number | null;
  citation: string;
  content: string;
  /** The document's title and the section heading the passage sits under (searched with it, not shown). */
  heading: string;
}

export const CHUNK_SIZE = 1000;
const OVERLAP = 150;
/** A table up to this size is never cut, even if that makes its chunk larger than CHUNK_SIZE. */
const MAX_TABLE = 1800;

/** `File.pdf#page=N` for paged files, the bare file name otherwise. */
export const citationOf = (fileName: string, page: number | null) =>
  page === null ? fileName : `${fileName}#page=${page}`;

/** Splits an oversized table by rows, repeating the header row in each part. */
function tableParts(table: string): string[] {
  const rows = table.split("\n");
  const header = rows[0] ?? "";
  const parts: string[] = [];
  let current = header;
  for (const row of rows.slice(1)) {
    if (current.length + row.length + 1 > MAX_TABLE && current !== header) {
      parts.push(current);
      current = header;
    }
    current += `\n${row}`;
  }
  parts.push(current);
  return parts;
}

/** The text units of a block: sentences of prose, a whole table (or its row groups), a heading. */
function units(block: Block): string[] {
  if (block.kind === "table") return block.text.length <= MAX_TABLE ? [block.text] : tableParts(block.text);
  // A heading reads as a label ("Energie: Het huidige energielabel…"): once the chunk is one line, a heading
  // without its own punctuation would run into the sentence after it.
  if (block.kind === "heading") return [/[.!?:;]$/.test(block.text) ? block.text : `${block.text}:`];
  const out: string[] = [];
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length) out.push(...proseUnits(prose.join(" ")));
    prose = [];
  };
  for (const line of block.text.split("\n")) {
    if (isKeyValueLine(line)) {
      flushProse();
      out.push(line.replace(/\s+/g, " ").trim());
    } else prose.push(line);
  }
  flushProse();
  return out;
}

/**
 * A line of a form ("Bruto salaris: 4.200 euro per maand"): a short key, a colon, and one value on the same line,
 * not a heading followed by sentences ("Werkgeversverklaring: Model 2026. Alle gegevens…").
 */
export const isKeyValueLine = (line: string) =>
  /^\s*[^:|.!?]{1,60}:\s+\S/.test(line) &&
  line.length <= 300 &&
  !/[.!?:;]\s+\p{Lu}|:\s*$/u.test(line.slice(line.indexOf(":") + 1));

/** Sentences of running text; a run-on "sentence" longer than a chunk (lists without stops) cut at words. */
function proseUnits(text: string): string[] {
  return sentences(text).flatMap((sentence) =>
    // A run-on "sentence" longer than a chunk (lists without stops) is cut at word boundaries.
    sentence.length <= CHUNK_SIZE
      ? [sentence]
      : (sentence.match(/.{1,900}(\s|$)/g) ?? [sentence]).map((part) => part.trim()),
  );
}

/**
 * Sentence-aware chunking: about CHUNK_SIZE characters per chunk, never across pages, a table never cut when
 * it fits, and the last sentence(s) of a chunk (up to OVERLAP characters) repeated at the start of the next.
 * Each chunk carries the heading it sits under, also when its section began on an earlier page.
 */
/** The headings that open a document ("Zava / Northwind Health Standard Plan", "Productblad Groen Wonen Hypotheek"). */
function documentTitle(parsed: ParsedDocument): string {
  const opening: string[] = [];
  for (const block of parsed.pages.find((page) => page.blocks.length)?.blocks ?? []) {
    if (block.kind !== "heading") break;
    opening.push(block.text);
  }
  return opening.join(" ").slice(0, MAX_TITLE);
}

const MAX_TITLE = 120;

export function chunkDocument(fileName: string, parsed: ParsedDocument): Chunk[] {
  const chunks: Chunk[] = [];
  // Every chunk is searched with the document's title and its section's heading: what the document says it is
  // about holds for its last page too (a passage of "Productblad Groen Wonen Hypotheek" about "Kosten" seldom
  // repeats the product's name).
  const title = documentTitle(parsed);
  const under = (heading: string) =>
    !heading ? title : !title || heading.startsWith(title) ? heading : `${title} — ${heading}`;
  // A section runs on over page breaks: a page that does not open with a heading is still under the last one.
  let section = "";
  for (const page of parsed.pages) {
    let current: string[] = [];
    let size = 0;
    let heading = page.label ?? section;
    let chunkHeading = heading;
    let fresh = 0;
    const emit = () => {
      if (fresh === 0) return;
      // Table rows and key–value lines keep their own line; sentences run on.
      const ownLine = (unit: string) => unit.startsWith("|") || isKeyValueLine(unit);
      const separator = (a: string, b: string) => (ownLine(a) || ownLine(b) ? "\n" : " ");
      const content = current.reduce(
        (text, unit, index) => (index === 0 ? unit : text + separator(current[index - 1] ?? "", unit) + unit),
        "",
      );
      chunks.push({
        page: page.number,
        citation: citationOf(fileName, page.number),
        content: content.trim(),
        heading: under(chunkHeading),
      });
      const overlap: string[] = [];
      let overlapSize = 0;
      for (let i = current.length - 1; i >= 0; i--) {
        const unit = current[i] as string;
        if (unit.startsWith("|") || overlapSize + unit.length > OVERLAP) break;
        overlap.unshift(unit);
        overlapSize += unit.length + 1;
      }
      current = overlap;
      size = overlapSize;
      fresh = 0;
      chunkHeading = heading;
    };
    for (const block of page.blocks) {
      if (block.kind === "heading") heading = block.text;
      for (const unit of units(block)) {
        const isTable = unit.startsWith("|");
        if (size > 0 && size + unit.length > CHUNK_SIZE && (fresh > 0 || isTable)) {
          emit();
          // A table starts its own chunk rather than carrying prose overlap past the limit.
          if (isTable && size + unit.length > MAX_TABLE) {
            current = [];
            size = 0;
          }
        }
        if (size === 0) chunkHeading = heading;
        current.push(unit);
        size += unit.length + 1;
        fresh++;
      }
    }
    emit();
    section = heading;
  }
  return chunks;
}
