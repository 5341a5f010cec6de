import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { embedderFor } from "../../worker/providers/embeddings";
import { demoDocuments } from "../../worker/rag/demo-documents";
import { INDEX_FORMAT } from "../../worker/rag/ingest";
import { LIBRARY_OWNER, syncDemoLibrary } from "../../worker/rag/library";
import { loadSettings } from "../../worker/settings";

interface LibraryRow {
  id: string;
  file_name: string;
  index_version: number;
  index_format: number;
}

const libraryRows = async () =>
  (
    await env.DB.prepare(
      "SELECT id, file_name, index_version, index_format FROM documents WHERE owner_id = ? ORDER BY file_name",
    )
      .bind(LIBRARY_OWNER)
      .all<LibraryRow>()
  ).results;

describe("the demo library", () => {
  const settings = loadSettings({ ...env });
  const embedder = embedderFor(settings);

  it("indexes every demo document once, and again only the one made with an older index format", async () => {
    await syncDemoLibrary(env, settings, embedder);
    const first = await libraryRows();
    expect(first.map((row) => row.file_name)).toEqual(demoDocuments.map((document) => document.fileName).sort());
    expect(first.every((row) => row.index_format === INDEX_FORMAT)).toBe(true);

    await syncDemoLibrary(env, settings, embedder);
    expect(await libraryRows()).toEqual(first);

    // A document indexed before the chunker or the lexicon last changed: its chunks are stale.
    const stale = first[0] as LibraryRow;
    await env.DB.batch([
      env.DB.prepare("UPDATE documents SET index_format = ? WHERE id = ?").bind(INDEX_FORMAT - 1, stale.id),
      env.DB.prepare("UPDATE chunks SET content = 'stale', terms = 'stale' WHERE document_id = ?").bind(stale.id),
    ]);
    await syncDemoLibrary(env, settings, embedder);
    const after = await libraryRows();
    expect(after.find((row) => row.id === stale.id)).toMatchObject({
      index_format: INDEX_FORMAT,
      index_version: stale.index_version + 1,
    });
    expect(after.filter((row) => row.id !== stale.id)).toEqual(first.filter((row) => row.id !== stale.id));
    const { results } = await env.DB.prepare("SELECT content FROM chunks WHERE document_id = ?")
      .bind(stale.id)
      .all<{ content: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((chunk) => chunk.content === "stale")).toBe(false);
  });
});
