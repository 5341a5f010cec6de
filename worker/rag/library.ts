import type { Settings } from "../settings";
import { demoDocuments } from "./demo-documents";
import type { Embedder } from "./embedder";
import { INDEX_FORMAT, ingestDocument } from "./ingest";
import { acceptedTypes, extensionOf } from "./parse";

/** The owner id of library documents (no person's oid ever has this form). */
export const LIBRARY_OWNER = "library";

export async function sha256Hex(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

let loading: Promise<void> | null = null;

/**
 * Loads the demo documents into the library once per isolate, idempotently across restarts: a document whose
 * stored hash, embedder, index format and status match is left alone, anything else is stored and indexed again.
 */
export function ensureDemoLibrary(
  env: { DB: D1Database; UPLOADS: R2Bucket; VECTORS?: Vectorize },
  settings: Settings,
  embedder: Embedder,
) {
  if (!settings.LOAD_DEMO_LIBRARY) return Promise.resolve();
  loading ??= syncDemoLibrary(env, settings, embedder).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Stores and indexes every demo document that is missing or out of date; the others are left alone. */
export async function syncDemoLibrary(
  env: { DB: D1Database; UPLOADS: R2Bucket; VECTORS?: Vectorize },
  settings: Settings,
  embedder: Embedder,
) {
  const encoder = new TextEncoder();
  const { results } = await env.DB.prepare(
    "SELECT file_name, sha256, status, embedder, index_format FROM documents WHERE owner_id = ?",
  )
    .bind(LIBRARY_OWNER)
    .all<{ file_name: string; sha256: string; status: string; embedder: string | null; index_format: number }>();
  const existing = new Map(results.map((row) => [row.file_name, row]));
  for (const document of demoDocuments) {
    const bytes = encoder.encode(document.content);
    const sha = await sha256Hex(bytes);
    const row = existing.get(document.fileName);
    const current =
      row?.sha256 === sha &&
      row.status === "indexed" &&
      row.embedder === embedder.id &&
      row.index_format === INDEX_FORMAT;
    if (current) continue;
    const extension = extensionOf(document.fileName) ?? ".md";
    const storageKey = `library/${document.fileName}`;
    await env.UPLOADS.put(storageKey, bytes, { httpMetadata: { contentType: acceptedTypes[extension] } });
    const id = `library-${sha.slice(0, 16)}`;
    await env.DB.prepare(
      `INSERT INTO documents (id, owner_id, groups, file_name, category, content_type, size, storage_key, sha256, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued')
       ON CONFLICT (owner_id, file_name) DO UPDATE SET groups = excluded.groups, category = excluded.category,
         size = excluded.size, sha256 = excluded.sha256, status = 'queued', updated_at = unixepoch('subsec') * 1000`,
    )
      .bind(
        id,
        LIBRARY_OWNER,
        JSON.stringify(settings.LIBRARY_GROUPS),
        document.fileName,
        document.category,
        acceptedTypes[extension],
        bytes.byteLength,
        storageKey,
        sha,
      )
      .run();
    const stored = await env.DB.prepare("SELECT id FROM documents WHERE owner_id = ? AND file_name = ?")
      .bind(LIBRARY_OWNER, document.fileName)
      .first<{ id: string }>();
    if (stored) await ingestDocument(env, { id: stored.id, fileName: document.fileName, storageKey }, embedder);
  }
}
