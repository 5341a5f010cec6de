import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uploadedFilesSchema } from "../../schemas/files";
import { emptyProfile, kycDocumentSchema } from "../../schemas/workspace";
import { INDEX_FORMAT } from "../../worker/rag/ingest";
import { emptyPagesPdf, inflatingPptx, longText, repeatedTableHtml, unclosedParagraphsDocx } from "../crafted-files";
import { createBorrower } from "./borrowers";
import { apiEnv, ingestQueue, runRecovery } from "./ingest-queue-harness";
import { authed, call, uploadForm } from "./rag-helpers";
import { anna, bram } from "./tokens";

type User = typeof anna;

const uploadQueued = async (user: User, name: string, content: string | Uint8Array) =>
  call("/upload", { method: "POST", headers: await authed(user), body: uploadForm(name, content) }, { deliver: false });

const filesOf = async (user: User) =>
  uploadedFilesSchema.parse(await (await call("/uploads", { headers: await authed(user) }, { deliver: false })).json());

const fileOf = async (user: User, name: string) => (await filesOf(user)).find((file) => file.file_name === name);

const chunkCount = async (fileName: string, ownerId: string) =>
  (
    await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.file_name = ? AND d.owner_id = ?",
    )
      .bind(fileName, ownerId)
      .first<{ n: number }>()
  )?.n;

describe("ingestion through the queue", () => {
  it("answers an upload at once as queued; the consumer indexes it from the message", async () => {
    ingestQueue.sent = [];
    const response = await uploadQueued(anna, "rente.txt", "De rente staat tien jaar vast op 3,9 procent.");
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ file_name: "rente.txt", status: "queued" });
    expect(await fileOf(anna, "rente.txt")).toMatchObject({ status: "queued", chunks: 0 });
    expect(ingestQueue.sent).toHaveLength(1);
    await ingestQueue.deliver();
    expect(await fileOf(anna, "rente.txt")).toMatchObject({ status: "indexed", chunks: 1, has_text: true });
  });

  it("retries a passing failure, then the dead-letter queue marks the file failed with the reason", async () => {
    await uploadQueued(anna, "embed.txt", "Het embeddingmodel is even weg.");
    // An embedding service that cannot be reached is no fault of the file: every attempt is retried.
    await ingestQueue.deliver({ ...apiEnv(), EMBEDDINGS_PROVIDER: "azure" });
    expect(await fileOf(anna, "embed.txt")).toMatchObject({
      status: "failed",
      error: "The file could not be indexed after repeated attempts; reprocess it to try again.",
    });
    const reprocess = await call("/reprocess_document", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({ file_name: "embed.txt" }),
    });
    expect(reprocess.status).toBe(202);
    expect(await fileOf(anna, "embed.txt")).toMatchObject({ status: "indexed", error: null });
  });

  it("loses nothing when the queue's messages are lost (a restart): the recovery step sends them again", async () => {
    await uploadQueued(anna, "herstart.txt", "Na een herstart wordt dit bestand alsnog geindexeerd.");
    ingestQueue.loseAll();
    ingestQueue.sent = [];
    // Reading the list neither writes nor sends anything.
    expect(await fileOf(anna, "herstart.txt")).toMatchObject({ status: "queued" });
    expect(await fileOf(anna, "herstart.txt")).toMatchObject({ status: "queued" });
    expect(ingestQueue.sent).toEqual([]);
    await runRecovery("startup");
    await ingestQueue.deliver();
    expect(await fileOf(anna, "herstart.txt")).toMatchObject({ status: "indexed" });
  });

  it("sends a document stuck in parsing again once it is stale, and a fresh one not", async () => {
    await uploadQueued(anna, "half.txt", "Deze parse werd halverwege afgebroken.");
    ingestQueue.loseAll();
    // The consumer's isolate went away mid-parse: the row says parsing.
    await env.DB.prepare("UPDATE documents SET status = 'parsing', updated_at = ? WHERE file_name = 'half.txt'")
      .bind(Date.now())
      .run();
    ingestQueue.sent = [];
    await runRecovery("* * * * *");
    expect(ingestQueue.sent).toEqual([]);
    await env.DB.prepare("UPDATE documents SET updated_at = ? WHERE file_name = 'half.txt'")
      .bind(Date.now() - 3 * 60_000)
      .run();
    await runRecovery("* * * * *");
    expect(ingestQueue.sent).toHaveLength(1);
    await ingestQueue.deliver();
    expect(await fileOf(anna, "half.txt")).toMatchObject({ status: "indexed", chunks: 1 });
  });

  it("re-indexes a document made with an older index format, which stays searchable meanwhile", async () => {
    await uploadQueued(anna, "oud-formaat.txt", "De taxatiekosten bedragen 695 euro inclusief btw.");
    await ingestQueue.deliver();
    const before = await fileOf(anna, "oud-formaat.txt");
    expect(before).toMatchObject({ status: "indexed", chunks: 1 });
    await env.DB.prepare("UPDATE documents SET index_format = index_format - 1, updated_at = ? WHERE file_name = ?")
      .bind(Date.now() - 3 * 60_000, "oud-formaat.txt")
      .run();
    const id = (
      await env.DB.prepare("SELECT id FROM documents WHERE file_name = ?")
        .bind("oud-formaat.txt")
        .first<{ id: string }>()
    )?.id;
    const sentForIt = () => ingestQueue.sent.filter((message) => message.documentId === id);
    ingestQueue.sent = [];
    await runRecovery("* * * * *");
    expect(sentForIt()).toHaveLength(1);
    // Until its message is handled it keeps its status and its chunks.
    expect(await fileOf(anna, "oud-formaat.txt")).toMatchObject({ status: "indexed", chunks: 1 });
    ingestQueue.sent = [];
    await runRecovery("* * * * *");
    expect(sentForIt()).toEqual([]);
    await ingestQueue.deliver();
    const row = await env.DB.prepare("SELECT index_format, index_version FROM documents WHERE file_name = ?")
      .bind("oud-formaat.txt")
      .first<{ index_format: number; index_version: number }>();
    expect(row?.index_format).toBe(INDEX_FORMAT);
    expect(await fileOf(anna, "oud-formaat.txt")).toMatchObject({ status: "indexed", chunks: 1 });
    // Up to date now: the next runs leave it alone.
    await env.DB.prepare("UPDATE documents SET updated_at = ? WHERE file_name = ?")
      .bind(Date.now() - 3 * 60_000, "oud-formaat.txt")
      .run();
    ingestQueue.sent = [];
    await runRecovery("* * * * *");
    expect(sentForIt()).toEqual([]);
  });

  it("stores one document when an upload is sent twice, and indexes it once", async () => {
    const text = "Een dubbel verstuurde upload blijft een document.";
    await uploadQueued(anna, "dubbel.txt", text);
    await uploadQueued(anna, "dubbel.txt", text);
    await ingestQueue.deliver();
    expect((await filesOf(anna)).filter((file) => file.file_name === "dubbel.txt")).toHaveLength(1);
    expect(await chunkCount("dubbel.txt", anna.oid)).toBe(1);
  });

  it("keeps two advisers' files of the same name apart, and one's failure out of the other's list", async () => {
    await uploadQueued(anna, "zelfde.pdf", emptyPagesPdf(2));
    await uploadQueued(bram, "zelfde.pdf", emptyPagesPdf(501));
    await ingestQueue.deliver();
    expect(await fileOf(anna, "zelfde.pdf")).toMatchObject({ status: "indexed", pages: 2 });
    expect(await fileOf(bram, "zelfde.pdf")).toMatchObject({
      status: "failed",
      error: "The PDF has 501 pages; at most 500 are indexed. Split it into smaller files.",
    });
    expect((await filesOf(bram)).map((file) => file.file_name)).not.toContain("rente.txt");
  });

  it("shows the crafted files of the security review as indexed or refused with a clear reason", async () => {
    const bomb = await uploadQueued(anna, "bom.pptx", inflatingPptx());
    expect(bomb.status).toBe(422);
    expect(await bomb.json()).toMatchObject({ error: "The file unpacks to far more than its size; it was refused." });
    await uploadQueued(anna, "alinea.docx", unclosedParagraphsDocx());
    await uploadQueued(anna, "tabel.html", repeatedTableHtml());
    await uploadQueued(anna, "lang.txt", longText(4_000_001));
    await ingestQueue.deliver();
    expect(await fileOf(anna, "alinea.docx")).toMatchObject({ status: "indexed", has_text: false });
    expect(await fileOf(anna, "tabel.html")).toMatchObject({ status: "indexed", has_text: false });
    expect(await fileOf(anna, "lang.txt")).toMatchObject({
      status: "failed",
      error: "The file holds more than 4,000,000 characters of text; split it into smaller files.",
    });
  });
});

describe("a KYC upload cut off by a crash", () => {
  const borrower = async () => {
    const profile = emptyProfile();
    profile.applicant.firstName = "Sanne";
    profile.applicant.lastName = "de Wit";
    return createBorrower(anna, profile);
  };
  const kycForm = (clientId: string) => {
    const form = new FormData();
    form.set("type", "salarisstrook");
    form.set("clientId", clientId);
    form.set("file", new File(["Loonstrook van Sanne de Wit: bruto salaris 4.100 euro."], "loonstrook.txt"));
    return form;
  };

  it("stores one document when the retry carries the same client id, and indexes it without anyone opening a page", async () => {
    const id = await borrower();
    const clientId = crypto.randomUUID();
    // The Worker dies right after the commit: the send to the queue never happens and the client hears nothing.
    const crashing = Object.assign(apiEnv(), {
      INGEST_QUEUE: {
        send: () => Promise.reject(new Error("isolate gone")),
        sendBatch: () => Promise.reject(new Error("isolate gone")),
      },
    });
    const { app } = await import("../../worker/app");
    const lost = await app.fetch(
      new Request(`http://localhost/api/borrowers/${id}/documents`, {
        method: "POST",
        headers: await authed(anna),
        body: kycForm(clientId),
      }),
      crashing,
      { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
    );
    expect(lost.status).toBe(500);
    const retry = await call(`/api/borrowers/${id}/documents`, {
      method: "POST",
      headers: await authed(anna),
      body: kycForm(clientId),
    });
    expect(retry.status).toBe(201);
    const listed = await call(`/api/borrowers/${id}/documents`, { headers: await authed(anna) });
    const { documents } = (await listed.json()) as { documents: unknown[] };
    expect(documents).toHaveLength(1);
    expect(kycDocumentSchema.parse(documents[0])).toMatchObject({
      id: kycDocumentSchema.parse(await retry.json()).id,
      indexStatus: "indexed",
    });
  });

  it("is indexed by the recovery step when the client never retries", async () => {
    const id = await borrower();
    const crashing = Object.assign(apiEnv(), {
      INGEST_QUEUE: {
        send: () => Promise.reject(new Error("gone")),
        sendBatch: () => Promise.reject(new Error("gone")),
      },
    });
    const { app } = await import("../../worker/app");
    await app.fetch(
      new Request(`http://localhost/api/borrowers/${id}/documents`, {
        method: "POST",
        headers: await authed(anna),
        body: kycForm(crypto.randomUUID()),
      }),
      crashing,
      { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
    );
    await runRecovery("startup");
    await ingestQueue.deliver();
    const listed = await call(`/api/borrowers/${id}/documents`, { headers: await authed(anna) });
    const { documents } = (await listed.json()) as { documents: { indexStatus: string }[] };
    expect(documents.map((document) => document.indexStatus)).toEqual(["indexed"]);
  });
});
