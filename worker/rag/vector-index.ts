import { dot } from "./embedder";

/** Vectors of one document version, kept in the isolate so a query does not re-read them from D1. */
interface CachedDocument {
  version: number;
  ids: number[];
  vectors: Float32Array[];
}

const cache = new Map<string, CachedDocument>();
const MAX_CACHED_DOCUMENTS = 5000;

export interface VisibleDocument {
  id: string;
  version: number;
}

/**
 * The D1 vector index (embedded default): vectors live in `chunks.embedding`, are loaded per document version
 * into the isolate, and searched by brute-force cosine (vectors are unit length). Only documents the caller may
 * read are ever passed in.
 */
export async function searchVectors(db: D1Database, documents: VisibleDocument[], query: Float32Array, top: number) {
  const stale = documents.filter((document) => cache.get(document.id)?.version !== document.version);
  if (stale.length) {
    const placeholders = stale.map(() => "?").join(", ");
    const rows = await db
      .prepare(
        `SELECT id, document_id, embedding FROM chunks WHERE document_id IN (${placeholders}) ORDER BY document_id, ordinal`,
      )
      .bind(...stale.map((document) => document.id))
      .all<{ id: number; document_id: string; embedding: ArrayBuffer | number[] | null }>();
    const fresh = new Map(
      stale.map((document) => [
        document.id,
        { version: document.version, ids: [] as number[], vectors: [] as Float32Array[] },
      ]),
    );
    for (const row of rows.results) {
      const entry = fresh.get(row.document_id);
      if (!entry || !row.embedding) continue;
      const bytes = row.embedding instanceof ArrayBuffer ? row.embedding : new Uint8Array(row.embedding).buffer;
      entry.ids.push(row.id);
      entry.vectors.push(new Float32Array(bytes));
    }
    if (cache.size + fresh.size > MAX_CACHED_DOCUMENTS) cache.clear();
    for (const [id, entry] of fresh) cache.set(id, entry);
  }
  const hits: { chunkId: number; score: number }[] = [];
  let floor = -Infinity;
  for (const document of documents) {
    const entry = cache.get(document.id);
    if (!entry) continue;
    for (let i = 0; i < entry.ids.length; i++) {
      const score = dot(query, entry.vectors[i] as Float32Array);
      if (hits.length >= top && score <= floor) continue;
      hits.push({ chunkId: entry.ids[i] as number, score });
      if (hits.length > top * 4) {
        hits.sort((a, b) => b.score - a.score);
        hits.length = top;
        floor = hits[top - 1]?.score ?? -Infinity;
      }
    }
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, top);
}
