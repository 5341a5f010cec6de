import { termsOf } from "./text";

/** The embedding port: turns passages and questions into vectors of one fixed size. */
export interface Embedder {
  /** Stored with each document, so a change of embedder is noticed and the file reprocessed. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * A question's vector with each term weighted by how rare it is in the index (inverse document frequency),
   * when the embedder can use it; passages stay unweighted, so the cosine becomes a rarity-weighted overlap.
   */
  embedQuery?(text: string, termWeights: Map<string, number>): Float32Array;
}

const DIMENSIONS = 1024;
const PAIR_WEIGHT = 0.5;
const CHAR_WEIGHT = 0.1;

/** FNV-1a, 32 bit: fast, stable across runtimes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vector: Float32Array, feature: string, weight: number) {
  const h = hash(feature);
  // The top bit picks the sign, so colliding features cancel out on average instead of piling up.
  vector[h % DIMENSIONS] = (vector[h % DIMENSIONS] as number) + (h & 0x80000000 ? -weight : weight);
}

/**
 * The embedded default: hashed features of the normalised terms (which already carry cross-language concepts),
 * their neighbouring pairs, and character 4-grams (for spelling variants and compounds), with a sublinear
 * weight per feature, L2-normalised. Deterministic, no model download, microseconds per passage.
 */
export function localEmbed(text: string, termWeights?: Map<string, number>): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  const terms = termsOf(text);
  // Per feature: occurrences, the weight of its kind (word 1, word pair 0.5, character 4-gram CHAR_WEIGHT) and,
  // for a question, the rarity of the term it comes from.
  const counts = new Map<string, { count: number; kind: number; rarity: number }>();
  const bump = (feature: string, kind: number, rarity: number) => {
    const entry = counts.get(feature);
    if (entry) {
      entry.count++;
      entry.rarity = Math.max(entry.rarity, rarity);
    } else counts.set(feature, { count: 1, kind, rarity });
  };
  const rarityOf = (term: string) => termWeights?.get(term) ?? 1;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as string;
    const rarity = rarityOf(term);
    bump(`w:${term}`, 1, rarity);
    const next = terms[i + 1];
    if (next) bump(`b:${term} ${next}`, PAIR_WEIGHT, Math.min(rarity, rarityOf(next)));
    const padded = `^${term}$`;
    if (CHAR_WEIGHT > 0 && padded.length > 5) {
      for (let j = 0; j + 4 <= padded.length; j++) bump(`c:${padded.slice(j, j + 4)}`, CHAR_WEIGHT, rarity);
    }
  }
  for (const [feature, { count, kind, rarity }] of counts) add(vector, feature, (1 + Math.log(count)) * kind * rarity);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < DIMENSIONS; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

export const localEmbedder: Embedder = {
  id: `local-hash-${DIMENSIONS}-v2`,
  dimensions: DIMENSIONS,
  embed: async (texts) => texts.map((text) => localEmbed(text)),
  embedQuery: (text, termWeights) => localEmbed(text, termWeights),
};

/** A vector scaled to length 1: cosine similarity in the vector index is then a dot product. */
export function unitLength(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  return vector.map((value) => value / norm);
}

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
