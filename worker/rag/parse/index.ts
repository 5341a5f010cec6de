import { parseHtml, parseJson, parseMarkdown } from "./markup";
import { parseDocx, parsePptx, parseXlsx } from "./office";
import { openPdf, parsePdf } from "./pdf";
import { limitErrors, MAX_TEXT_CHARACTERS, type ParsedDocument, ParseError } from "./types";
import { readZip } from "./zip";

/** Spec 5 "Upload": the accepted types, with the content type the original is served with. */
export const acceptedTypes = {
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".json": "application/json",
  ".html": "text/html; charset=utf-8",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".bmp": "image/bmp",
  ".heic": "image/heic",
  ".tiff": "image/tiff",
} as const;
export type Extension = keyof typeof acceptedTypes;

const imageExtensions = new Set<string>([".png", ".jpg", ".jpeg", ".bmp", ".heic", ".tiff"]);
const officeEntry: Record<string, RegExp> = {
  ".docx": /^word\/document\.xml$/,
  ".xlsx": /^xl\/workbook\.xml$/,
  ".pptx": /^ppt\/slides\/slide\d+\.xml$/,
};

export function extensionOf(fileName: string): Extension | null {
  const extension = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0];
  return extension && extension in acceptedTypes ? (extension as Extension) : null;
}

export const isImage = (extension: Extension) => imageExtensions.has(extension);

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeText(bytes: Uint8Array): string {
  // Every character takes at least one byte: a file of more bytes than allowed characters may still fit, but its
  // text is checked before any parsing starts.
  let text: string;
  try {
    text = strictUtf8.decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    // Older Windows files: read as Latin-1 rather than refuse them.
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.length > MAX_TEXT_CHARACTERS) throw new ParseError(limitErrors.characters());
  return text;
}

/** Refuses a parse whose text runs past the character limit (an Office file or PDF full of text). */
function withinLimits(parsed: ParsedDocument): ParsedDocument {
  let characters = 0;
  for (const page of parsed.pages)
    for (const block of page.blocks) {
      characters += block.text.length;
      if (characters > MAX_TEXT_CHARACTERS) throw new ParseError(limitErrors.characters());
    }
  return parsed;
}

/**
 * The quick checks an upload gets before it is accepted (so a damaged file is a 4xx, not a failed job):
 * a readable PDF, an Office zip with its main part and sane unpacked size, valid JSON, an image signature.
 */
export async function validateFile(extension: Extension, bytes: Uint8Array): Promise<void> {
  if (extension === ".pdf") {
    const pdf = await openPdf(bytes);
    await pdf.destroy();
    return;
  }
  if (extension in officeEntry) {
    let found = false;
    readZip(bytes, (name) => {
      if (officeEntry[extension]?.test(name)) found = true;
      return false;
    });
    if (!found) throw new ParseError(`The file is not a valid ${extension.slice(1)} document.`);
    return;
  }
  if (extension === ".json") {
    try {
      JSON.parse(decodeText(bytes));
    } catch {
      throw new ParseError("The file is not valid JSON.");
    }
  }
}

/** Text out of a file, by type, within the limits of `types.ts`; images have none (stored, listed, citable). */
export async function parseFile(extension: Extension, bytes: Uint8Array): Promise<ParsedDocument> {
  return withinLimits(await parseByType(extension, bytes));
}

async function parseByType(extension: Extension, bytes: Uint8Array): Promise<ParsedDocument> {
  switch (extension) {
    case ".pdf":
      return parsePdf(bytes);
    case ".docx":
      return parseDocx(bytes);
    case ".xlsx":
      return parseXlsx(bytes);
    case ".pptx":
      return parsePptx(bytes);
    case ".html":
      return parseHtml(decodeText(bytes));
    case ".json":
      try {
        return parseJson(decodeText(bytes));
      } catch {
        throw new ParseError("The file is not valid JSON.");
      }
    case ".md":
    case ".txt":
      return parseMarkdown(decodeText(bytes));
    default:
      return { pages: [], pageCount: null };
  }
}

export { ParseError };
