/**
 * The parts of D1 and R2 that ingestion uses, as plain structural types, so modules that the Node-side seed
 * scripts also import type-check without the Workers globals (D1Database and R2Bucket satisfy them).
 */
export interface SqlStatement {
  bind(...values: unknown[]): SqlStatement;
  run(): Promise<unknown>;
}
export interface SqlDatabase {
  prepare(query: string): SqlStatement;
  batch(statements: SqlStatement[]): Promise<unknown>;
}
export interface ObjectStore {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}
