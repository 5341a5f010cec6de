import { acceptedTypes, extensionOf, type IngestionStatus, isIngesting } from "../../schemas/document-rules";
import { sha256Hex } from "../crypto/sha256";
import { database } from "../db/client";
import { demoDocuments } from "../rag/demo-documents";
import { INDEX_FORMAT } from "../rag/ingest";
import type { Settings } from "../settings";
import { LIBRARY_OWNER, upsertDocument } from "./rows";

/**
 * Stores every demo document that is missing or out of date and records it as queued (through the same upsert
 * as any upload); returns the ids to send to the ingestion queue. A document whose stored hash, embedder, index
 * format and status match is left alone, so this is idempotent across restarts.
 */
export async function syncDemoLibrary(
  env: { DB: D1Database; UPLOADS: R2Bucket },
  settings: Settings,
  embedderId: string,
): Promise<string[]> {
  if (!settings.LOAD_DEMO_LIBRARY) return [];
  const db = database(env.DB);
  const encoder = new TextEncoder();
  const { results } = await env.DB.prepare(
    "SELECT file_name, sha256, status, embedder, index_format FROM documents WHERE owner_id = ?",
  )
    .bind(LIBRARY_OWNER)
    .all<{
      file_name: string;
      sha256: string;
      status: IngestionStatus;
      embedder: string | null;
      index_format: number;
    }>();
  const existing = new Map(results.map((row) => [row.file_name, row]));
  const queued: string[] = [];
  for (const document of demoDocuments) {
    const bytes = encoder.encode(document.content);
    const sha = await sha256Hex(bytes);
    const row = existing.get(document.fileName);
    const current =
      row?.sha256 === sha &&
      (row.status === "indexed" || isIngesting(row)) &&
      (row.status !== "indexed" || (row.embedder === embedderId && row.index_format === INDEX_FORMAT));
    if (current) continue;
    const extension = extensionOf(document.fileName) ?? ".md";
    const storageKey = `library/${document.fileName}`;
    await env.UPLOADS.put(storageKey, bytes, { httpMetadata: { contentType: acceptedTypes[extension] } });
    const [stored] = await upsertDocument(db, {
      ownerId: LIBRARY_OWNER,
      groups: settings.LIBRARY_GROUPS,
      fileName: document.fileName,
      category: document.category,
      contentType: acceptedTypes[extension],
      size: bytes.byteLength,
      storageKey,
      sha256: sha,
    });
    if (stored) queued.push(stored.id);
  }
  return queued;
}
