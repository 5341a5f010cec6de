import { termsOf } from "./text";

/** The embedding port: turns passages and questions into vectors of one fixed size. */
export interface Embedder {
  /** Stored with each document, so a change of embedder is noticed and the file reprocessed. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

const DIMENSIONS = 512;

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
export function localEmbed(text: string): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  const terms = termsOf(text);
  const counts = new Map<string, number>();
  const bump = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as string;
    bump(`w:${term}`, 1);
    const next = terms[i + 1];
    if (next) bump(`b:${term} ${next}`, 0.5);
    const padded = `^${term}$`;
    if (padded.length > 5) for (let j = 0; j + 4 <= padded.length; j++) bump(`c:${padded.slice(j, j + 4)}`, 0.15);
  }
  for (const [feature, weight] of counts) add(vector, feature, 1 + Math.log(weight));
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < DIMENSIONS; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

export const localEmbedder: Embedder = {
  id: `local-hash-${DIMENSIONS}-v1`,
  dimensions: DIMENSIONS,
  embed: async (texts) => texts.map(localEmbed),
};

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
