/** A block of a page: prose, a heading, or a table (kept whole when it fits a chunk). */
export interface Block {
  kind: "text" | "heading" | "table";
  text: string;
}

/** A page of a PDF, a slide, a sheet, or the one "page" of a non-paged file (number null). */
export interface Page {
  number: number | null;
  label?: string;
  blocks: Block[];
}

export interface ParsedDocument {
  pages: Page[];
  /** Pages of the original (for PDFs also pages without text). */
  pageCount: number | null;
}

/** A file that cannot be read; the message is shown to the uploader. */
export class ParseError extends Error {}

/** Acceptance limits for archives (docx, xlsx, pptx), against zip bombs. */
export const MAX_UNPACKED_BYTES = 50 * 1_048_576;
export const MAX_COMPRESSION_RATIO = 200;
