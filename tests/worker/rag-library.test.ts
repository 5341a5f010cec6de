import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIBRARY_OWNER } from "../../worker/documents/rows";
import { demoDocuments } from "../../worker/rag/demo-documents";
import { INDEX_FORMAT } from "../../worker/rag/ingest";
import { ingestQueue, runRecovery } from "./ingest-queue-harness";
import { anna } from "./tokens";

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

/** The recovery step loads the library (as at start-up and on the cron); the queue's consumer indexes it. */
async function syncDemoLibrary() {
  await runRecovery("* * * * *");
  await ingestQueue.deliver();
}

describe("the demo library", () => {
  it("is loaded by the recovery step, not by reading the library", async () => {
    const { authed, call } = await import("./rag-helpers");
    const response = await call("/library", { headers: await authed(anna) });
    expect(await response.json()).toEqual([]);
    expect(ingestQueue.sent).toEqual([]);
  });

  it("indexes every demo document once, and again only the one made with an older index format", async () => {
    await syncDemoLibrary();
    const first = await libraryRows();
    expect(first.map((row) => row.file_name)).toEqual(demoDocuments.map((document) => document.fileName).sort());
    expect(first.every((row) => row.index_format === INDEX_FORMAT)).toBe(true);

    await syncDemoLibrary();
    expect(await libraryRows()).toEqual(first);

    // A document indexed before the chunker or the lexicon last changed: its chunks are stale.
    const stale = first[0] as LibraryRow;
    await env.DB.batch([
      env.DB.prepare("UPDATE documents SET index_format = ? WHERE id = ?").bind(INDEX_FORMAT - 1, stale.id),
      env.DB.prepare("UPDATE chunks SET content = 'stale', terms = 'stale' WHERE document_id = ?").bind(stale.id),
    ]);
    await syncDemoLibrary();
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
