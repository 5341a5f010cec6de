import { maskBsns } from "../../domain/bsn-mask";
import type { ParsedDocument } from "./parse/types";

/** A parsed document with every BSN in its text masked: what is chunked, embedded, searched and quoted. */
export function maskBsnsInDocument(parsed: ParsedDocument): ParsedDocument {
  return {
    ...parsed,
    pages: parsed.pages.map((page) => ({
      ...page,
      ...(page.label === undefined ? {} : { label: maskBsns(page.label) }),
      blocks: page.blocks.map((block) => ({ ...block, text: maskBsns(block.text) })),
    })),
  };
}
