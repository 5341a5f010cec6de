import { type Chunk, chunkDocument } from "./chunk";
import type { Embedder } from "./embedder";
import { maskBsnsInDocument } from "./mask-document";
import { limitErrors, MAX_CHUNKS, type ParsedDocument, ParseError } from "./parse/types";
import { yieldToOtherWork } from "./parse/yield";
import { termsOf } from "./text";

/**
 * What a chunk's search terms are built from: the section heading and the passage. Not the file name: a question
 * naming "Northwind Health" must find the plan whose text answers it, not the file whose name shares a word.
 */
export function chunkTerms(heading: string, content: string): string {
  return termsOf(`${heading}. ${content}`).join(" ");
}

/**
 * The version of what turns a file into chunks and search terms (parsers, chunker, lexicon). Bump it with any
 * change to them: library documents indexed with another format are indexed again when the library loads.
 */
export const INDEX_FORMAT = 31;

/** Passages embedded per call; the isolate's other work runs between calls. */
const EMBED_BATCH = 64;

export interface PreparedChunk extends Chunk {
  terms: string;
  vector: Float32Array;
}

/**
 * A parsed file as the index stores it: its chunks with their search terms and vectors. Refuses a file that makes
 * more chunks than the limit. Long work is done in slices so other requests of the isolate go through.
 */
export async function prepareChunks(
  fileName: string,
  parsed: ParsedDocument,
  embedder: Embedder,
): Promise<PreparedChunk[]> {
  // BSNs are masked before any text becomes a chunk (security issue, item 6).
  const chunks = chunkDocument(fileName, maskBsnsInDocument(parsed)).filter((chunk) => chunk.content.trim().length > 0);
  if (chunks.length > MAX_CHUNKS) throw new ParseError(limitErrors.chunks(chunks.length));
  const prepared: PreparedChunk[] = [];
  for (let i = 0; i < chunks.length; i += EMBED_BATCH) {
    const slice = chunks.slice(i, i + EMBED_BATCH);
    const vectors = await embedder.embed(slice.map((chunk) => `${chunk.heading}. ${chunk.content}`));
    slice.forEach((chunk, index) => {
      prepared.push({
        ...chunk,
        terms: chunkTerms(chunk.heading, chunk.content),
        vector: vectors[index] as Float32Array,
      });
    });
    await yieldToOtherWork();
  }
  return prepared;
}
