export interface Figure {
  name: string;
  value: number;
  unit: string;
  [detail: string]: unknown;
}

export interface BenchContext {
  /** A live `npm start` server with fresh local state. */
  baseURL: string;
}
