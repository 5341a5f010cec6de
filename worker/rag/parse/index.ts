import type { Extension } from "../../../schemas/document-rules";
import { parseHtml, parseJson, parseMarkdown } from "./markup";
import { parseDocx, parsePptx, parseXlsx } from "./office";
import { parsePdf } from "./pdf";
import { limitErrors, MAX_TEXT_CHARACTERS, type ParsedDocument, ParseError } from "./types";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeText(bytes: Uint8Array): string {
  // The character limit applies to the decoded text, before any parsing starts.
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
