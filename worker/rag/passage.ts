/** A retrieved chunk as search results, data points and the prompt use it. */
export interface Passage {
  chunkId: number;
  documentId: string;
  fileName: string;
  citation: string;
  page: number | null;
  content: string;
  captions: string[];
  /** Text: BM25 (higher is better); vectors: cosine; hybrid: reciprocal rank fusion. */
  searchScore: number;
  /** 0–4 when the semantic ranker ran. */
  rerankerScore: number | null;
}
