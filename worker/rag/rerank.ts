import { fold, sentences, termsOf } from "./text";

/** The reranker port for a model reranker: a relevance score from 0 to 1 for each passage, in their order. */
export interface Reranker {
  readonly name: string;
  score(query: string, passages: string[]): Promise<number[]>;
}

/** A chunk's indexed terms (heading and passage), split, counted and paired once. */
export interface AnalysedTerms {
  list: string[];
  counts: Map<string, number>;
  pairs: Set<string>;
}

const analysed = new WeakMap<object, AnalysedTerms>();

/**
 * The analysis of a chunk's terms, kept as long as the chunk object lives (the isolate's chunk cache), so a
 * query's reranking is lookups instead of splitting and counting every candidate again.
 */
export function analyseTerms(chunk: { terms: string }): AnalysedTerms {
  let entry = analysed.get(chunk);
  if (!entry) {
    const list = chunk.terms.split(" ");
    const counts = new Map<string, number>();
    for (const term of list) counts.set(term, (counts.get(term) ?? 0) + 1);
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < list.length; i++) pairs.add(`${list[i]} ${list[i + 1]}`);
    entry = { list, counts, pairs };
    analysed.set(chunk, entry);
  }
  return entry;
}

export interface RerankInput {
  terms: AnalysedTerms;
  fusedRank: number;
  /** BM25 of the passage among the candidates, scaled so the best candidate has 1 (see `lexicalScores`). */
  lexical?: number;
}

const K1 = 1.2;
const B = 0.75;

/**
 * BM25 of each candidate's terms against the question (term frequency saturated, long passages discounted),
 * divided by the best candidate's, so the reranker sees how often and how densely the rare terms occur and
 * not only whether they occur.
 */
export function lexicalScores(queryTerms: string[], idf: Map<string, number>, passages: AnalysedTerms[]): number[] {
  const distinct = [...new Set(queryTerms)];
  const average = passages.reduce((sum, terms) => sum + terms.list.length, 0) / Math.max(1, passages.length) || 1;
  const scores = passages.map(({ list, counts }) => {
    let score = 0;
    for (const term of distinct) {
      const tf = counts.get(term) ?? 0;
      if (tf) score += ((idf.get(term) ?? 1) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * list.length) / average));
    }
    return score;
  });
  const best = Math.max(0, ...scores);
  return scores.map((score) => (best > 0 ? score / best : 0));
}

/** The share of the question's weight that a set of terms covers. */
function coverage(distinct: string[], idf: Map<string, number>, has: (term: string) => boolean) {
  let total = 0;
  let covered = 0;
  for (const term of distinct) {
    const weight = idf.get(term) ?? 1;
    total += weight;
    if (has(term)) covered += weight;
  }
  return total > 0 ? covered / total : 0;
}

/**
 * The semantic ranker of the embedded default, a cross-scoring of question and passage on 0–4 (Azure AI Search's
 * scale): how much of the question's weight (terms weighted by rarity, cross-language concepts included) the
 * passage holds, whether it keeps the question's word pairs together, and a little of the first-stage rank.
 * 4 means every important term and pair is present; 0 means nothing matches.
 */
export function rerankScore(queryTerms: string[], idf: Map<string, number>, passage: RerankInput): number {
  const distinct = [...new Set(queryTerms)];
  if (distinct.length === 0) return 0;
  const { counts, pairs } = passage.terms;
  const chunkCoverage = coverage(distinct, idf, (term) => counts.has(term));
  let pairTotal = 0;
  let pairHits = 0;
  for (let i = 0; i + 1 < queryTerms.length; i++) {
    const weight = Math.min(idf.get(queryTerms[i] as string) ?? 1, idf.get(queryTerms[i + 1] as string) ?? 1);
    pairTotal += weight;
    if (pairs.has(`${queryTerms[i]} ${queryTerms[i + 1]}`)) pairHits += weight;
  }
  const adjacency = pairTotal > 0 ? pairHits / pairTotal : chunkCoverage;
  const rankPrior = 1 / (1 + passage.fusedRank / 5);
  const score =
    passage.lexical === undefined
      ? 0.7 * chunkCoverage + 0.15 * adjacency + 0.15 * rankPrior
      : 0.5 * chunkCoverage + 0.25 * passage.lexical + 0.125 * adjacency + 0.125 * rankPrior;
  return Math.round(4 * score * 1000) / 1000;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Extractive captions: the passage's sentence(s) that cover most of the question, with the matching words
 * wrapped in <em> (as Azure AI Search highlights them).
 */
export function captionOf(queryTerms: string[], content: string, idf: Map<string, number>): string {
  const wanted = new Set(queryTerms);
  let best = "";
  let bestScore = -1;
  for (const sentence of sentences(content)) {
    const terms = new Set(termsOf(sentence));
    let score = 0;
    for (const term of terms) if (wanted.has(term)) score += idf.get(term) ?? 1;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  const text = best.length > 300 ? `${best.slice(0, 297)}…` : best;
  return escapeHtml(text).replace(/[\p{L}\p{N}%'-]+/gu, (word) => {
    const terms = termsOf(fold(word));
    return terms.some((term) => wanted.has(term)) ? `<em>${word}</em>` : word;
  });
}
