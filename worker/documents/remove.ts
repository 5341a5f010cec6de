import type { VectorStoreBinding } from "../rag/storage-types";
import { vectorIndexFor } from "../rag/vector-index";

/** The D1 ids of a document's chunks (the ids its vectors carry outside D1). */
export const chunkIdsOf = async (db: D1Database, documentId: string) =>
  (await db.prepare("SELECT id FROM chunks WHERE document_id = ?").bind(documentId).all<{ id: number }>()).results.map(
    (row) => row.id,
  );

/** Removes a document with its chunks (one D1 batch), then its vectors when they live outside D1, then its original. */
export async function deleteDocument(
  env: { DB: D1Database; UPLOADS: R2Bucket; VECTORS?: VectorStoreBinding },
  row: { id: string; storageKey: string },
) {
  const vectors = vectorIndexFor(env);
  const chunkIds = vectors.inD1 ? [] : await chunkIdsOf(env.DB, row.id);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM chunks WHERE document_id = ?").bind(row.id),
    env.DB.prepare("DELETE FROM documents WHERE id = ?").bind(row.id),
  ]);
  await vectors.removeChunks(chunkIds);
  await env.UPLOADS.delete(row.storageKey);
}
