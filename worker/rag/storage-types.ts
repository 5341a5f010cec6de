/**
 * The parts of D1 and R2 that ingestion uses, as plain structural types, so modules that the Node-side seed
 * scripts also import type-check without the Workers globals (D1Database and R2Bucket satisfy them).
 */
export interface SqlStatement {
  bind(...values: unknown[]): SqlStatement;
  run(): Promise<unknown>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
}
export interface SqlDatabase {
  prepare(query: string): SqlStatement;
  batch<T = Record<string, unknown>>(statements: SqlStatement[]): Promise<{ results: T[] }[]>;
}
export interface ObjectStore {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}

/** The part of a Cloudflare Vectorize index binding that the index uses (a `Vectorize` binding satisfies it). */
export interface VectorStoreBinding {
  upsert(
    vectors: { id: string; values: Float32Array | number[]; metadata?: Record<string, string> }[],
  ): Promise<unknown>;
  deleteByIds(ids: string[]): Promise<unknown>;
  query(
    vector: Float32Array | number[],
    options: { topK: number; returnMetadata?: "none" | "indexed"; filter?: Record<string, { $in: string[] }> },
  ): Promise<{ matches: { id: string; score: number; metadata?: Record<string, unknown> }[] }>;
}

/** A nearest-neighbour hit of the vector index port. */
export interface VectorHit {
  chunkId: number;
  score: number;
}
