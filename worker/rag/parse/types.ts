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
/** The XML parts actually read (document, slides, sheets, shared strings) may unpack to at most this much. */
export const MAX_INFLATED_TEXT_BYTES = 16 * 1_048_576;
/** Hard limits on what one file may turn into, so every parse ends soon with a clear reason. */
export const MAX_PDF_PAGES = 500;
export const MAX_TEXT_CHARACTERS = 4_000_000;
export const MAX_CHUNKS = 5_000;

const thousands = (value: number) => value.toLocaleString("en-US");

/** The reasons shown in the file list when a file passes a limit. */
export const limitErrors = {
  pages: (pages: number) =>
    `The PDF has ${thousands(pages)} pages; at most ${thousands(MAX_PDF_PAGES)} are indexed. Split it into smaller files.`,
  characters: () =>
    `The file holds more than ${thousands(MAX_TEXT_CHARACTERS)} characters of text; split it into smaller files.`,
  chunks: (chunks: number) =>
    `The file makes ${thousands(chunks)} passages; at most ${thousands(MAX_CHUNKS)} are indexed. Split it into smaller files.`,
  inflated: () =>
    `The file's text parts unpack to more than ${MAX_INFLATED_TEXT_BYTES / 1_048_576} MB; it was refused.`,
};
