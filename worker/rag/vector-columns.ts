/**
 * A document's chunk vectors stored dimension by dimension: `values[d * count + j]` is dimension d of chunk j.
 * A query then reads, for each of its non-zero dimensions, one contiguous run of values; a hashed query vector
 * (the local embedder) has a few dozen non-zero dimensions of 1,024, so a search touches a few percent of the
 * memory it would read chunk by chunk. Chunks without a vector are marked absent.
 */
export interface VectorColumns {
  count: number;
  dimensions: number;
  values: Float32Array;
  present: Uint8Array;
}

export function toColumns(vectors: (Float32Array | null)[]): VectorColumns | null {
  const dimensions = vectors.find((vector) => vector)?.length;
  if (!dimensions) return null;
  const count = vectors.length;
  const values = new Float32Array(dimensions * count);
  const present = new Uint8Array(count);
  vectors.forEach((vector, j) => {
    if (!vector || vector.length !== dimensions) return;
    present[j] = 1;
    for (let d = 0; d < dimensions; d++) values[d * count + j] = vector[d] as number;
  });
  return { count, dimensions, values, present };
}

/**
 * The dot product of the query with every chunk of one document. Dimensions are summed in ascending order and
 * zero dimensions of the query skipped, which gives exactly the sums a chunk-by-chunk dot product gives.
 */
export function columnScores(query: Float32Array, columns: VectorColumns): Float64Array {
  const { count, values } = columns;
  const scores = new Float64Array(count);
  const dimensions = Math.min(query.length, columns.dimensions);
  for (let d = 0; d < dimensions; d++) {
    const weight = query[d] as number;
    if (weight === 0) continue;
    const base = d * count;
    for (let j = 0; j < count; j++) scores[j] = (scores[j] as number) + weight * (values[base + j] as number);
  }
  return scores;
}
