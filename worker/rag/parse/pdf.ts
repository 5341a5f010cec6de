import { getDocumentProxy } from "unpdf";
import type { Block, Page, ParsedDocument } from "./types";
import { limitErrors, MAX_PDF_PAGES, ParseError } from "./types";
import { yieldToOtherWork } from "./yield";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Opens a PDF (header, cross-reference table, page tree); a damaged file is refused here, before indexing. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (!head.includes("%PDF-")) throw new ParseError("The file is not a valid PDF (no PDF header).");
  let pdf: PdfDocument;
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy so the caller's bytes stay usable.
    pdf = await getDocumentProxy(bytes.slice(), {
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
    });
  } catch {
    throw new ParseError("The PDF is damaged or encrypted and cannot be read.");
  }
  if (pdf.numPages > MAX_PDF_PAGES) {
    await pdf.destroy();
    throw new ParseError(limitErrors.pages(pdf.numPages));
  }
  return pdf;
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

/** A page's text as pdf.js lays it out: its text items, a line break after each item that ends a line. */
async function pageText(pdf: PdfDocument, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  page.cleanup();
  return content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
}

/**
 * Text per page, pages numbered from 1 as the PDF viewer shows them; one page at a time, letting other work of
 * the isolate run between pages.
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  const pdf = await openPdf(bytes);
  try {
    const pages: Page[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      pages.push({ number, blocks: pageBlocks(await pageText(pdf, number)) });
      await yieldToOtherWork();
    }
    return { pages, pageCount: pdf.numPages };
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError("The PDF is damaged and its text cannot be read.");
  } finally {
    await pdf.destroy();
  }
}
