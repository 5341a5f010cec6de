import type { VectorHit, VectorStoreBinding } from "./storage-types";
import { columnScores, toColumns, type VectorColumns } from "./vector-columns";
import { vectorizeIndex } from "./vectorize";

/** What retrieval reads of a chunk besides its vector. */
export interface ChunkRow {
  id: number;
  documentId: string;
  fileName: string;
  citation: string;
  page: number | null;
  content: string;
  terms: string;
}

/**
 * The chunks and vectors of one document version, kept in the isolate so a query neither re-reads the vectors
 * nor fetches the passages of its hits from D1 (a document's new version has a new index_version and is reloaded).
 */
interface CachedDocument {
  version: number;
  ids: number[];
  vectors: VectorColumns | null;
  rows: ChunkRow[];
}

const cache = new Map<string, CachedDocument>();
const byChunk = new Map<number, ChunkRow>();
const MAX_CACHED_DOCUMENTS = 5000;

export interface VisibleDocument {
  id: string;
  version: number;
  fileName: string;
}

/** Loads (in one read) the documents whose cached version is missing or old. */
export async function loadDocuments(db: D1Database, documents: VisibleDocument[]): Promise<void> {
  const stale = documents.filter((document) => cache.get(document.id)?.version !== document.version);
  if (!stale.length) return;
  const rows = await db
    .prepare(
      `SELECT id, document_id, citation, page, content, terms, embedding FROM chunks
       WHERE document_id IN (SELECT value FROM json_each(?)) ORDER BY document_id, ordinal`,
    )
    .bind(JSON.stringify(stale.map((document) => document.id)))
    .all<{
      id: number;
      document_id: string;
      citation: string;
      page: number | null;
      content: string;
      terms: string;
      embedding: ArrayBuffer | number[] | null;
    }>();
  const fresh = new Map(
    stale.map((document) => [
      document.id,
      {
        document,
        entry: { version: document.version, ids: [], vectors: null, rows: [] } as CachedDocument,
        vectors: [] as (Float32Array | null)[],
      },
    ]),
  );
  for (const row of rows.results) {
    const target = fresh.get(row.document_id);
    if (!target) continue;
    const bytes = !row.embedding
      ? null
      : row.embedding instanceof ArrayBuffer
        ? row.embedding
        : new Uint8Array(row.embedding).buffer;
    target.entry.ids.push(row.id);
    target.vectors.push(bytes ? new Float32Array(bytes) : null);
    target.entry.rows.push({
      id: row.id,
      documentId: row.document_id,
      fileName: target.document.fileName,
      citation: row.citation,
      page: row.page,
      content: row.content,
      terms: row.terms,
    });
  }
  if (cache.size + fresh.size > MAX_CACHED_DOCUMENTS) {
    cache.clear();
    byChunk.clear();
  }
  for (const [id, { entry, vectors }] of fresh) {
    entry.vectors = toColumns(vectors);
    for (const row of cache.get(id)?.rows ?? []) byChunk.delete(row.id);
    cache.set(id, entry);
    for (const row of entry.rows) byChunk.set(row.id, row);
  }
}

/** The cached chunks of a loaded document (call `loadDocuments` first). */
export const cachedRows = (documentId: string): ChunkRow[] => cache.get(documentId)?.rows ?? [];

/** A cached chunk of a loaded document (call `loadDocuments` first). */
export const cachedChunk = (chunkId: number): ChunkRow | undefined => byChunk.get(chunkId);

/**
 * The D1 vector index (embedded default): vectors live in `chunks.embedding`, are loaded per document version
 * into the isolate (`loadDocuments`), and searched exhaustively by cosine (vectors are unit length), a document
 * at a time in its column layout. Only documents the caller may read are ever passed in.
 */
export async function searchVectors(
  db: D1Database,
  documents: VisibleDocument[],
  query: Float32Array,
  top: number,
): Promise<VectorHit[]> {
  await loadDocuments(db, documents);
  const hits: { chunkId: number; score: number }[] = [];
  let floor = -Infinity;
  for (const document of documents) {
    const entry = cache.get(document.id);
    if (!entry?.vectors) continue;
    const scores = columnScores(query, entry.vectors);
    for (let i = 0; i < entry.ids.length; i++) {
      if (!entry.vectors.present[i]) continue;
      const score = scores[i] as number;
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

/**
 * The vector index port: nearest chunks among the documents the caller may read, and, for ingestion, where a
 * document's vectors go once its chunks have committed in D1.
 */
export interface VectorIndex {
  readonly name: string;
  /** True when vectors are stored with their chunk rows (`chunks.embedding`) and the writes below do nothing. */
  readonly inD1: boolean;
  search(documents: VisibleDocument[], query: Float32Array, top: number): Promise<VectorHit[]>;
  replaceDocument(
    documentId: string,
    removedChunkIds: number[],
    added: { chunkId: number; vector: Float32Array }[],
  ): Promise<void>;
  removeChunks(chunkIds: number[]): Promise<void>;
}

/** The one place that chooses: D1 (vectors beside their chunks) by default; Vectorize when `VECTORS` is bound. */
export function vectorIndexFor(env: { DB: D1Database; VECTORS?: VectorStoreBinding }): VectorIndex {
  const db = env.DB;
  if (!env.VECTORS)
    return {
      name: "d1",
      inD1: true,
      search: (documents, query, top) => searchVectors(db, documents, query, top),
      replaceDocument: async () => {},
      removeChunks: async () => {},
    };
  const vectorize = vectorizeIndex(env.VECTORS);
  return {
    name: vectorize.name,
    inD1: false,
    search: (documents, query, top) =>
      vectorize.search(
        documents.map((document) => document.id),
        query,
        top,
      ),
    replaceDocument: (documentId, removed, added) => vectorize.replaceDocument(documentId, removed, added),
    removeChunks: (chunkIds) => vectorize.removeChunks(chunkIds),
  };
}
