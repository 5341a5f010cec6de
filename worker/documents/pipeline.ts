import { eq } from "drizzle-orm";
import { type Extension, extensionOf, isImage, isIngesting } from "../../schemas/document-rules";
import { database } from "../db/client";
import { documents } from "../db/tables/documents";
import type { WorkersAiBinding } from "../providers/workers-ai";
import type { Embedder } from "../rag/embedder";
import { INDEX_FORMAT, prepareChunks } from "../rag/ingest";
import { ParseError, parseFile } from "../rag/parse";
import type { ParsedDocument } from "../rag/parse/types";
import type { VectorStoreBinding } from "../rag/storage-types";
import { vectorIndexFor } from "../rag/vector-index";
import { chunkIdsOf } from "./remove";
import { setStatus } from "./rows";
import { readOriginal } from "./store";

export interface IngestBindings {
  DB: D1Database;
  UPLOADS: R2Bucket;
  /** A Cloudflare Vectorize index; without it the vectors live in D1 beside their chunks. */
  VECTORS?: VectorStoreBinding;
  /** Workers AI, for EMBEDDINGS_PROVIDER=workers-ai. */
  AI?: WorkersAiBinding;
}

export type IndexOutcome = "indexed" | "failed" | "skipped";

const toBlob = (vector: Float32Array) => vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength);

const missing = () => new ParseError("The stored file is missing; upload it again.");

/** The stored original's text; an image gives none, so its original is only checked, never read. */
async function parseStored(bucket: R2Bucket, key: string, extension: Extension): Promise<ParsedDocument> {
  if (isImage(extension)) {
    if (!(await bucket.head(key))) throw missing();
    return { pages: [], pageCount: null };
  }
  const object = await bucket.get(key);
  if (!object) throw missing();
  return parseFile(extension, await readOriginal(object));
}

/**
 * Parses, chunks, embeds and indexes one queued document: the consumer's whole job for one message. The row in
 * D1 decides: a document that is gone or already indexed with the current format and embedder is skipped (a
 * repeated message does nothing). The old
 * chunks are replaced in one D1 batch (a transaction), so a search sees either the old or the new index; a file
 * that cannot be read is marked failed with the reason, and any other error is thrown for the queue to retry.
 */
export async function indexDocument(
  env: IngestBindings,
  documentId: string,
  embedder: Embedder,
): Promise<IndexOutcome> {
  const db = database(env.DB);
  const row = await db.select().from(documents).where(eq(documents.id, documentId)).get();
  if (!row) return "skipped";
  // An indexed document is only redone when its chunks are outdated (the recovery step sends those); it keeps its
  // status meanwhile, so its old chunks answer until the batch below replaces them.
  const outdated = row.status === "indexed" && (row.indexFormat !== INDEX_FORMAT || row.embedder !== embedder.id);
  if (!isIngesting(row) && !outdated) return "skipped";
  if (!outdated) await setStatus(db, row.id, "parsing");
  try {
    const extension = extensionOf(row.fileName);
    if (!extension) throw new ParseError("This file type is not supported.");
    const parsed = await parseStored(env.UPLOADS, row.storageKey, extension);
    const chunks = await prepareChunks(row.fileName, parsed, embedder);
    const vectors = vectorIndexFor(env);
    const previousChunkIds = vectors.inD1 ? [] : await chunkIdsOf(env.DB, row.id);
    const statements = [env.DB.prepare("DELETE FROM chunks WHERE document_id = ?").bind(row.id)];
    chunks.forEach((chunk, ordinal) => {
      statements.push(
        env.DB.prepare(
          `INSERT INTO chunks (document_id, ordinal, page, citation, content, terms, embedding)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        ).bind(
          row.id,
          ordinal,
          chunk.page,
          chunk.citation,
          chunk.content,
          chunk.terms,
          vectors.inD1 ? toBlob(chunk.vector) : null,
        ),
      );
    });
    // Only the version that was read: a file replaced meanwhile keeps its queued status (its own message follows).
    statements.push(
      env.DB.prepare(
        `UPDATE documents SET status = 'indexed', error = NULL, chunk_count = ?, page_count = ?, has_text = ?,
           embedder = ?, index_version = index_version + 1, index_format = ?, updated_at = ?
         WHERE id = ? AND sha256 = ?`,
      ).bind(
        chunks.length,
        parsed.pageCount,
        chunks.length > 0 ? 1 : 0,
        embedder.id,
        INDEX_FORMAT,
        Date.now(),
        row.id,
        row.sha256,
      ),
    );
    const results = await env.DB.batch<{ id: number }>(statements);
    if (!vectors.inD1) {
      const added = chunks.map((chunk, ordinal) => ({
        chunkId: results[ordinal + 1]?.results[0]?.id as number,
        vector: chunk.vector,
      }));
      await vectors.replaceDocument(row.id, previousChunkIds, added).catch((error) => {
        console.error(`vectors of ${row.fileName}:`, error);
        throw new ParseError("The text is indexed but its vectors could not be stored; reprocess the file.");
      });
    }
    return "indexed";
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    await setStatus(db, row.id, "failed", error.message);
    return "failed";
  }
}

/** Marks a document failed for good (the dead-letter queue's consumer): the reason is shown in the file list. */
export async function markGivenUp(env: IngestBindings, documentId: string) {
  const db = database(env.DB);
  const row = await db.select({ status: documents.status }).from(documents).where(eq(documents.id, documentId)).get();
  if (!row || row.status === "indexed" || row.status === "failed") return;
  await setStatus(
    db,
    documentId,
    "failed",
    "The file could not be indexed after repeated attempts; reprocess it to try again.",
  );
}
