import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { chatAnswerSchema } from "../../schemas/chat";
import { uploadedFilesSchema } from "../../schemas/files";
import { app } from "../../worker/app";
import type { VectorStoreBinding } from "../../worker/rag/storage-types";
import { apiEnv, ingestQueue } from "./ingest-queue-harness";
import { authed, uploadForm } from "./rag-helpers";
import { anna, bram } from "./tokens";

type Stored = { values: number[]; metadata: Record<string, string> };

/**
 * An in-memory stand-in for a Cloudflare Vectorize binding (miniflare has no local Vectorize): exact cosine,
 * `$in` metadata filters and topK as Vectorize answers them. `honourFilter: false` plays an index whose filter
 * was left out, to prove the Worker's own check.
 */
class MemoryVectorize implements VectorStoreBinding {
  readonly vectors = new Map<string, Stored>();
  failUpserts = false;
  constructor(private readonly honourFilter = true) {}

  async upsert(vectors: { id: string; values: Float32Array | number[]; metadata?: Record<string, string> }[]) {
    if (this.failUpserts) throw new Error("VECTOR_UPSERT_ERROR");
    for (const vector of vectors)
      this.vectors.set(vector.id, { values: Array.from(vector.values), metadata: vector.metadata ?? {} });
    return { mutationId: "m" };
  }

  async deleteByIds(ids: string[]) {
    for (const id of ids) this.vectors.delete(id);
    return { mutationId: "m" };
  }

  async query(
    vector: Float32Array | number[],
    options: { topK: number; returnMetadata?: "none" | "indexed"; filter?: Record<string, { $in: string[] }> },
  ) {
    const query = Array.from(vector);
    const norm = (values: number[]) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0)) || 1;
    const allowed = this.honourFilter ? options.filter?.document_id?.$in : undefined;
    const matches = [...this.vectors]
      .filter(([, stored]) => !allowed || allowed.includes(stored.metadata.document_id ?? ""))
      .map(([id, stored]) => ({
        id,
        score:
          stored.values.reduce((sum, value, i) => sum + value * (query[i] ?? 0), 0) /
          (norm(stored.values) * norm(query)),
        ...(options.returnMetadata === "indexed" ? { metadata: stored.metadata } : {}),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, options.topK);
    return { matches };
  }
}

async function callWith(vectors: MemoryVectorize, path: string, init: RequestInit = {}) {
  const context = createExecutionContext();
  const bindings = { ...apiEnv(), VECTORS: vectors };
  const response = await app.fetch(new Request(`http://localhost${path}`, init), bindings, context);
  await waitOnExecutionContext(context);
  await ingestQueue.deliver(bindings);
  return response;
}

type User = typeof anna;

const uploadTo = async (vectors: MemoryVectorize, user: User, name: string, content: string) =>
  callWith(vectors, "/upload", { method: "POST", headers: await authed(user), body: uploadForm(name, content) });

const askVectors = async (vectors: MemoryVectorize, user: User, question: string) => {
  const response = await callWith(vectors, "/chat", {
    method: "POST",
    headers: { ...(await authed(user)), "content-type": "application/json" },
    body: JSON.stringify({
      messages: [{ role: "user", content: question }],
      context: { overrides: { retrieval_mode: "vectors", semantic_ranker: false, top: 5 } },
    }),
  });
  expect(response.status).toBe(200);
  return chatAnswerSchema.parse(await response.json());
};

const documentOf = async (owner: string, fileName: string) =>
  env.DB.prepare("SELECT id, status, error, chunk_count FROM documents WHERE owner_id = ? AND file_name = ?")
    .bind(owner, fileName)
    .first<{ id: string; status: string; error: string | null; chunk_count: number }>();

const chunkIdsOf = async (documentId: string) =>
  (
    await env.DB.prepare("SELECT id, embedding FROM chunks WHERE document_id = ? ORDER BY id")
      .bind(documentId)
      .all<{ id: number; embedding: ArrayBuffer | null }>()
  ).results;

const vectorIdsOf = (vectors: MemoryVectorize, documentId: string) =>
  [...vectors.vectors]
    .filter(([, stored]) => stored.metadata.document_id === documentId)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);

const valuation = (amount: string) => `# Taxatierapport Lindelaan 12

## Marktwaarde
De getaxeerde marktwaarde van de woning aan de Lindelaan 12 bedraagt ${amount} euro kosten koper.

## Energielabel
De woning heeft energielabel B volgens het register.
`;

describe("vector index on Cloudflare Vectorize (when VECTORS is bound)", () => {
  it("keeps one vector per chunk in Vectorize (none in D1) and answers vector questions from it", async () => {
    const vectors = new MemoryVectorize();
    expect((await uploadTo(vectors, anna, "Taxatie_Lindelaan.md", valuation("412.000"))).status).toBe(202);
    const document = await documentOf(anna.oid, "Taxatie_Lindelaan.md");
    expect(document?.status).toBe("indexed");
    const chunks = await chunkIdsOf(document?.id as string);
    expect(chunks.length).toBe(document?.chunk_count);
    expect(chunks.every((chunk) => chunk.embedding === null)).toBe(true);
    expect(vectorIdsOf(vectors, document?.id as string)).toEqual(chunks.map((chunk) => chunk.id));

    const answer = await askVectors(vectors, anna, "Wat is de marktwaarde van de woning aan de Lindelaan?");
    expect(answer.context.data_points).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Taxatie_Lindelaan\.md: .*412\.000/)]),
    );
    const search = answer.context.thoughts.find((thought) => thought.title === "Search using the search query");
    expect(search?.props).toMatchObject({ vector_index: "vectorize", retrieval_mode: "vectors" });
  });

  it("replaces a re-uploaded file's vectors and removes them with the file", async () => {
    const vectors = new MemoryVectorize();
    await uploadTo(vectors, anna, "Taxatie_Berkenweg.md", valuation("300.000"));
    const first = await documentOf(anna.oid, "Taxatie_Berkenweg.md");
    const before = vectorIdsOf(vectors, first?.id as string);
    expect(before.length).toBeGreaterThan(0);

    await uploadTo(vectors, anna, "Taxatie_Berkenweg.md", `${valuation("355.000")}\n## Bijzonderheden\nGeen.\n`);
    const second = await documentOf(anna.oid, "Taxatie_Berkenweg.md");
    const chunks = await chunkIdsOf(second?.id as string);
    expect(vectorIdsOf(vectors, second?.id as string)).toEqual(chunks.map((chunk) => chunk.id));
    const answer = await askVectors(vectors, anna, "Wat is de marktwaarde van de woning aan de Berkenweg?");
    expect(JSON.stringify(answer.context.data_points)).toContain("355.000");
    expect(JSON.stringify(answer.context.data_points)).not.toContain("300.000");

    const deleted = await callWith(vectors, "/delete_uploaded", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({ filename: "Taxatie_Berkenweg.md" }),
    });
    expect(deleted.status).toBe(200);
    expect(vectorIdsOf(vectors, second?.id as string)).toEqual([]);
    expect(await chunkIdsOf(second?.id as string)).toEqual([]);
  });

  it("never returns another adviser's chunk, even when the index ignores the filter", async () => {
    for (const vectors of [new MemoryVectorize(true), new MemoryVectorize(false)]) {
      await uploadTo(vectors, bram, "Taxatie_Eikenlaan_bram.md", valuation("999.999"));
      await uploadTo(vectors, anna, "Taxatie_Eikenlaan_anna.md", valuation("510.000"));
      // Bram's own question first, so his chunks sit in the isolate's cache as well.
      await askVectors(vectors, bram, "Wat is de marktwaarde van de woning aan de Lindelaan 12?");
      const answer = await askVectors(vectors, anna, "Wat is de marktwaarde van de woning aan de Lindelaan 12?");
      const cited = JSON.stringify(answer.context.data_points);
      expect(cited).toContain("Taxatie_Eikenlaan_anna.md");
      expect(cited).not.toContain("Taxatie_Eikenlaan_bram.md");
      expect(cited).not.toContain("999.999");
    }
  });

  it("reports a file whose vectors could not be stored as failed, with the reason in the file list", async () => {
    const vectors = new MemoryVectorize();
    vectors.failUpserts = true;
    await uploadTo(vectors, anna, "Taxatie_Wilgenhof.md", valuation("275.000"));
    const files = uploadedFilesSchema.parse(
      await (await callWith(vectors, "/uploads", { headers: await authed(anna) })).json(),
    );
    expect(files.find((file) => file.file_name === "Taxatie_Wilgenhof.md")).toMatchObject({
      status: "failed",
      error: "The text is indexed but its vectors could not be stored; reprocess the file.",
    });

    vectors.failUpserts = false;
    const reprocessed = await callWith(vectors, "/reprocess_document", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({ file_name: "Taxatie_Wilgenhof.md" }),
    });
    expect(reprocessed.status).toBe(202);
    const document = await documentOf(anna.oid, "Taxatie_Wilgenhof.md");
    expect(document?.status).toBe("indexed");
    expect(vectorIdsOf(vectors, document?.id as string).length).toBe(document?.chunk_count);
  });
});
