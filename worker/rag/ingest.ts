import { chunkDocument } from "./chunk";
import type { Embedder } from "./embedder";
import { maskBsnsInDocument } from "./mask-document";
import { extensionOf, isImage, ParseError, parseFile } from "./parse";
import type { ObjectStore, SqlDatabase, SqlStatement, VectorStoreBinding } from "./storage-types";
import { termsOf } from "./text";
import { vectorizeIndex } from "./vectorize";

export interface IngestTarget {
  id: string;
  fileName: string;
  storageKey: string;
}

/** What a document's search terms are built from: its file name, the section heading and the passage. */
export function chunkTerms(fileName: string, heading: string, content: string): string {
  const name = fileName.replace(/\.[^.]+$/, "").replace(/[_\-.]+/g, " ");
  return termsOf(`${name}. ${heading}. ${content}`).join(" ");
}

const toBlob = (vector: Float32Array) => vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength);

const setStatus = (db: SqlDatabase, id: string, status: string, error: string | null = null) =>
  db
    .prepare("UPDATE documents SET status = ?, error = ?, updated_at = ? WHERE id = ?")
    .bind(status, error, Date.now(), id)
    .run();

export interface IndexBindings {
  DB: SqlDatabase;
  UPLOADS: ObjectStore;
  /** A Cloudflare Vectorize index; without it the vectors live in D1 beside their chunks. */
  VECTORS?: VectorStoreBinding;
}

const chunkIdsOf = async (db: SqlDatabase, documentId: string) =>
  (await db.prepare("SELECT id FROM chunks WHERE document_id = ?").bind(documentId).all<{ id: number }>()).results.map(
    (row) => row.id,
  );

/**
 * The version of what turns a file into chunks and search terms (parsers, chunker, lexicon). Bump it with any
 * change to them: library documents indexed with another format are indexed again when the library loads.
 */
export const INDEX_FORMAT = 2;

/**
 * Parses, chunks, embeds and indexes one stored file. The old chunks are replaced in one D1 batch (a transaction),
 * so a search sees either the old or the new index of the file; a failure leaves the old index in place and
 * records the reason on the document. With Vectorize bound, the vectors follow once D1 has committed.
 */
export async function ingestDocument(env: IndexBindings, target: IngestTarget, embedder: Embedder) {
  const db = env.DB;
  const external = env.VECTORS ? vectorizeIndex(env.VECTORS) : null;
  try {
    await setStatus(db, target.id, "parsing");
    const object = await env.UPLOADS.get(target.storageKey);
    if (!object) throw new ParseError("The stored file is missing; upload it again.");
    const bytes = new Uint8Array(await object.arrayBuffer());
    const extension = extensionOf(target.fileName);
    if (!extension) throw new ParseError("This file type is not supported.");
    const parsed = await parseFile(extension, bytes);
    const chunks = chunkDocument(target.fileName, maskBsnsInDocument(parsed)).filter(
      (chunk) => chunk.content.trim().length > 0,
    );
    const vectors = chunks.length
      ? await embedder.embed(chunks.map((chunk) => `${chunk.heading}. ${chunk.content}`))
      : [];
    const previousChunkIds = external ? await chunkIdsOf(db, target.id) : [];
    const statements: SqlStatement[] = [db.prepare("DELETE FROM chunks WHERE document_id = ?").bind(target.id)];
    chunks.forEach((chunk, ordinal) => {
      statements.push(
        db
          .prepare(
            `INSERT INTO chunks (document_id, ordinal, page, citation, content, terms, embedding)
             VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(
            target.id,
            ordinal,
            chunk.page,
            chunk.citation,
            chunk.content,
            chunkTerms(target.fileName, chunk.heading, chunk.content),
            external ? null : toBlob(vectors[ordinal] as Float32Array),
          ),
      );
    });
    statements.push(
      db
        .prepare(
          `UPDATE documents SET status = 'indexed', error = NULL, chunk_count = ?, page_count = ?, has_text = ?, embedder = ?,
           index_version = index_version + 1, index_format = ?, updated_at = ? WHERE id = ?`,
        )
        .bind(
          chunks.length,
          parsed.pageCount,
          chunks.length > 0 ? 1 : 0,
          embedder.id,
          INDEX_FORMAT,
          Date.now(),
          target.id,
        ),
    );
    const results = await db.batch<{ id: number }>(statements);
    if (external) {
      const added = chunks.map((_, ordinal) => ({
        chunkId: results[ordinal + 1]?.results[0]?.id as number,
        vector: vectors[ordinal] as Float32Array,
      }));
      await external.replaceDocument(target.id, previousChunkIds, added).catch((error) => {
        console.error(`vectors of ${target.fileName}:`, error);
        throw new ParseError("The text is indexed but its vectors could not be stored; reprocess the file.");
      });
    }
    return { chunks: chunks.length, image: isImage(extension) };
  } catch (error) {
    const reason = error instanceof ParseError ? error.message : "The file could not be indexed.";
    if (!(error instanceof ParseError)) console.error(`ingest ${target.fileName}:`, error);
    await setStatus(db, target.id, "failed", reason);
    return { chunks: 0, image: false, error: reason };
  }
}

/** Removes a document with its chunks (one D1 batch), then its vectors when they live in Vectorize. */
export async function deleteDocumentIndex(env: IndexBindings, documentId: string) {
  const chunkIds = env.VECTORS ? await chunkIdsOf(env.DB, documentId) : [];
  await env.DB.batch([
    env.DB.prepare("DELETE FROM chunks WHERE document_id = ?").bind(documentId),
    env.DB.prepare("DELETE FROM documents WHERE id = ?").bind(documentId),
  ]);
  if (env.VECTORS) await vectorizeIndex(env.VECTORS).removeChunks(chunkIds);
}
