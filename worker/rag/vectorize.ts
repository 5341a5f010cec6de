import type { VectorHit, VectorStoreBinding } from "./storage-types";

/** Vectorize's limits: vectors per mutation call we send, the largest topK with metadata, a filter's size. */
const MUTATION_BATCH = 500;
const MAX_TOP_K = 100;
const MAX_FILTER_BYTES = 2000;

/**
 * The vector index port on Cloudflare Vectorize (used when a `VECTORS` binding exists): one vector per chunk,
 * its id the chunk's D1 id and its metadata the document id (create a metadata index on `document_id`). D1 stays
 * the source of truth: a hit counts only when its document is one the caller may read, and retrieval then takes
 * the chunk itself from D1, so a vector that outlived its chunk never surfaces.
 */
export function vectorizeIndex(binding: VectorStoreBinding) {
  return {
    name: "vectorize",

    /** After D1 committed a document's new chunks: their vectors in, the vectors of its old chunks out. */
    async replaceDocument(
      documentId: string,
      removedChunkIds: number[],
      added: { chunkId: number; vector: Float32Array }[],
    ) {
      const kept = new Set(added.map((item) => item.chunkId));
      await this.removeChunks(removedChunkIds.filter((id) => !kept.has(id)));
      for (let i = 0; i < added.length; i += MUTATION_BATCH) {
        await binding.upsert(
          added.slice(i, i + MUTATION_BATCH).map((item) => ({
            id: String(item.chunkId),
            values: Array.from(item.vector),
            metadata: { document_id: documentId },
          })),
        );
      }
    },

    async removeChunks(chunkIds: number[]) {
      for (let i = 0; i < chunkIds.length; i += MUTATION_BATCH)
        await binding.deleteByIds(chunkIds.slice(i, i + MUTATION_BATCH).map(String));
    },

    /**
     * Nearest chunks among the given documents. The document filter goes to Vectorize when it fits its filter
     * size; otherwise more neighbours are asked for and filtered here.
     */
    async search(documentIds: string[], query: Float32Array, top: number): Promise<VectorHit[]> {
      if (!documentIds.length) return [];
      const visible = new Set(documentIds);
      const filter = { document_id: { $in: documentIds } };
      const filtered = JSON.stringify(filter).length <= MAX_FILTER_BYTES;
      const { matches } = await binding.query(Array.from(query), {
        topK: Math.min(MAX_TOP_K, filtered ? top : top * 2),
        returnMetadata: "indexed",
        ...(filtered ? { filter } : {}),
      });
      return matches
        .filter((match) => visible.has(String(match.metadata?.document_id)))
        .map((match) => ({ chunkId: Number(match.id), score: match.score }))
        .filter((hit) => Number.isInteger(hit.chunkId))
        .slice(0, top);
    },
  };
}
