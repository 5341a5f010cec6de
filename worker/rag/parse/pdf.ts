import { extractText, getDocumentProxy } from "unpdf";
import type { Block, Page, ParsedDocument } from "./types";
import { ParseError } from "./types";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Opens a PDF (header, cross-reference table, page tree); a damaged file is refused here, before indexing. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (!head.includes("%PDF-")) throw new ParseError("The file is not a valid PDF (no PDF header).");
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy so the caller's bytes stay usable.
    return await getDocumentProxy(bytes.slice(), {
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
    });
  } catch {
    throw new ParseError("The PDF is damaged or encrypted and cannot be read.");
  }
}

const endsSentence = (line: string) => /[.!?:;)"']$/.test(line);

/** Turns a page's lines back into headings and paragraphs (pdf.js gives visual lines). */
export function pageBlocks(text: string): Block[] {
  const lines = text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const blocks: Block[] = [];
  let paragraph = "";
  const flush = () => {
    if (paragraph) blocks.push({ kind: "text", text: paragraph });
    paragraph = "";
  };
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const looksLikeHeading =
      line.length < 70 &&
      !endsSentence(line) &&
      !/[,-]$/.test(line) &&
      (!paragraph || endsSentence(paragraph)) &&
      (!next || /^[A-Z0-9•]/.test(next));
    if (looksLikeHeading && /^[A-Z0-9]/.test(line)) {
      flush();
      blocks.push({ kind: "heading", text: line });
      return;
    }
    if (!paragraph) paragraph = line;
    // A word broken over two lines ("out-of-" / "network") is joined without a space.
    else if (/[a-z]-$/.test(paragraph)) paragraph += line;
    else paragraph += ` ${line}`;
  });
  flush();
  return blocks;
}

/** Text per page, pages numbered from 1 as the PDF viewer shows them. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  const pdf = await openPdf(bytes);
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const pages: Page[] = text.map((pageText, index) => ({ number: index + 1, blocks: pageBlocks(pageText) }));
    return { pages, pageCount: totalPages };
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError("The PDF is damaged and its text cannot be read.");
  } finally {
    await pdf.destroy();
  }
}
