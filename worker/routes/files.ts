import { type Context, Hono } from "hono";
import { fileNameKey, normaliseFileName } from "../../schemas/file-name";
import { deleteUploadedRequestSchema, reprocessRequestSchema, type UploadedFile } from "../../schemas/files";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";
import { userContentHeaders } from "../http/user-content";
import { currentUser, requireUser, requireUserOrVisitor } from "../middleware/authenticate";
import { embedderFor } from "../providers/embeddings";
import { accessCondition, accessScope } from "../rag/access";
import { demoDocuments } from "../rag/demo-documents";
import { deleteDocumentIndex, ingestDocument } from "../rag/ingest";
import { ensureDemoLibrary, LIBRARY_OWNER, sha256Hex } from "../rag/library";
import { acceptedTypes, extensionOf, isImage, ParseError, validateFile } from "../rag/parse";
import { jsonBody } from "../validate";

interface DocumentRow {
  id: string;
  owner_id: string;
  groups: string;
  file_name: string;
  category: string | null;
  content_type: string;
  size: number;
  storage_key: string;
  status: UploadedFile["status"];
  error: string | null;
  page_count: number | null;
  chunk_count: number;
  has_text: number;
  created_at: number;
  updated_at: number;
}

/** A file name the user gave, by the shared rules (schemas/file-name.ts); anything doubtful is refused. */
export function checkFileName(name: string): string {
  const verdict = normaliseFileName(name);
  if (!verdict.ok) throw new AppError("INVALID_FILE_NAME");
  return verdict.name;
}

/**
 * An upload may not take the name of a library document (compared case- and width-insensitively): its passages
 * would be quoted under the library's citation while the viewer opens the library's original.
 */
async function refuseLibraryName(db: D1Database, fileName: string) {
  const { results } = await db
    .prepare("SELECT file_name FROM documents WHERE owner_id = ?")
    .bind(LIBRARY_OWNER)
    .all<{ file_name: string }>();
  const key = fileNameKey(fileName);
  const names = [...results.map((row) => row.file_name), ...demoDocuments.map((document) => document.fileName)];
  if (names.some((name) => fileNameKey(name) === key)) throw new AppError("FILE_NAME_TAKEN");
}

/** A job that has not moved for this long is taken as lost and started again. */
const STALLED_AFTER_MS = 2 * 60_000;

const storageKeyFor = (userId: string, fileName: string) => `uploads/${userId}/${fileName}`;

function describe(row: DocumentRow): UploadedFile {
  return {
    file_name: row.file_name,
    category: row.category,
    content_type: row.content_type,
    size: row.size,
    status: row.status,
    error: row.error,
    pages: row.page_count,
    chunks: row.chunk_count,
    has_text: row.has_text === 1,
    shared: row.owner_id !== LIBRARY_OWNER && JSON.parse(row.groups).length > 0,
    uploaded_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * A borrower's KYC original is indexed as a document too (worker/workspace/documents.ts) but belongs to its
 * dossier, where deleting it updates status, gaps and report: the chat's own file list leaves it out.
 */
const NOT_IN_A_DOSSIER =
  "NOT EXISTS (SELECT 1 FROM borrower_documents kyc WHERE kyc.user_id = documents.owner_id AND kyc.index_document_id = documents.id)";

async function inADossier(db: D1Database, userId: string, documentId: string) {
  const linked = await db
    .prepare("SELECT 1 AS linked FROM borrower_documents WHERE user_id = ? AND index_document_id = ?")
    .bind(userId, documentId)
    .first<{ linked: number }>();
  return linked !== null;
}

async function ownDocument(db: D1Database, userId: string, fileName: string) {
  const row = await db
    .prepare("SELECT * FROM documents WHERE owner_id = ? AND file_name = ?")
    .bind(userId, fileName)
    .first<DocumentRow>();
  // Someone else's file of the same name is as absent as a file that does not exist.
  if (!row) throw new AppError("FILE_NOT_FOUND");
  return row;
}

/** Runs after the response (the upload answers at once; progress is visible in GET /uploads). */
function inBackground(c: { executionCtx: ExecutionContext }, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (called outside a request): finish the work before answering instead.
    return work;
  }
  return Promise.resolve();
}

/** Marks a stored document queued again and indexes it after the response (reprocess, or a stalled job). */
async function requeue(c: Context<AppEnv>, row: DocumentRow) {
  await c.env.DB.prepare("UPDATE documents SET status = 'queued', updated_at = ? WHERE id = ?")
    .bind(Date.now(), row.id)
    .run();
  await inBackground(
    c,
    ingestDocument(
      c.env,
      { id: row.id, fileName: row.file_name, storageKey: row.storage_key },
      embedderFor(c.var.settings),
    ),
  );
}

export const filesRoutes = new Hono<AppEnv>()
  .post("/upload", requireUser, async (c) => {
    const user = currentUser(c);
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be multipart/form-data.");
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError("BAD_REQUEST", "The multipart body cannot be read.");
    }
    const file = form.get("file") as unknown;
    if (!(file instanceof File))
      throw new AppError("VALIDATION_ERROR", "A file is required.", [{ path: "file", message: "Required" }]);
    const fileName = checkFileName(file.name);
    await refuseLibraryName(c.env.DB, fileName);
    const extension = extensionOf(fileName);
    if (!extension) throw new AppError("UNSUPPORTED_FILE_TYPE");
    if (file.size === 0) throw new AppError("EMPTY_FILE");
    if (file.size > c.var.settings.MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
    const categoryField = form.get("category");
    const category =
      typeof categoryField === "string" && categoryField.trim() ? categoryField.trim().slice(0, 200) : null;
    const shared = form.get("shared") === "true";
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await validateFile(extension, bytes);
    } catch (error) {
      if (error instanceof ParseError) throw new AppError("INVALID_FILE", error.message);
      throw error;
    }
    const db = c.env.DB;
    const storageKey = storageKeyFor(user.id, fileName);
    await c.env.UPLOADS.put(storageKey, bytes, { httpMetadata: { contentType: acceptedTypes[extension] } });
    const sha = await sha256Hex(bytes);
    const groups = shared ? JSON.stringify(user.groups) : "[]";
    await db
      .prepare(
        `INSERT INTO documents (id, owner_id, groups, file_name, category, content_type, size, storage_key, sha256, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued')
         ON CONFLICT (owner_id, file_name) DO UPDATE SET groups = excluded.groups, category = excluded.category,
           content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256, status = 'queued',
           error = NULL, updated_at = unixepoch('subsec') * 1000`,
      )
      .bind(
        crypto.randomUUID(),
        user.id,
        groups,
        fileName,
        category,
        acceptedTypes[extension],
        bytes.byteLength,
        storageKey,
        sha,
      )
      .run();
    const row = await ownDocument(db, user.id, fileName);
    await inBackground(c, ingestDocument(c.env, { id: row.id, fileName, storageKey }, embedderFor(c.var.settings)));
    const message = isImage(extension)
      ? "File uploaded successfully. Images are stored and citable; no text is taken from them."
      : "File uploaded successfully";
    return c.json({ message, file_name: fileName, status: "queued" as const }, 202);
  })
  .get("/list_uploaded", requireUser, async (c) => {
    const user = currentUser(c);
    const { results } = await c.env.DB.prepare(
      `SELECT file_name FROM documents WHERE owner_id = ? AND ${NOT_IN_A_DOSSIER} ORDER BY file_name`,
    )
      .bind(user.id)
      .all<{ file_name: string }>();
    return c.json(results.map((row) => row.file_name));
  })
  .get("/uploads", requireUser, async (c) => {
    const user = currentUser(c);
    const { results } = await c.env.DB.prepare(
      `SELECT * FROM documents WHERE owner_id = ? AND ${NOT_IN_A_DOSSIER} ORDER BY created_at DESC`,
    )
      .bind(user.id)
      .all<DocumentRow>();
    // A job whose isolate went away (a restart, an eviction) would stay queued or parsing for ever: start it again.
    const stalled = results.filter(
      (row) => (row.status === "queued" || row.status === "parsing") && Date.now() - row.updated_at > STALLED_AFTER_MS,
    );
    for (const row of stalled) await requeue(c, row);
    return c.json(results.map(describe));
  })
  .get("/library", requireUser, async (c) => {
    const user = currentUser(c);
    await ensureDemoLibrary(c.env, c.var.settings, embedderFor(c.var.settings));
    const scope = accessScope(user, { use_groups_security_filter: true }, false);
    const condition = accessCondition(scope);
    const { results } = await c.env.DB.prepare(`SELECT * FROM documents d WHERE ${condition.sql} ORDER BY d.file_name`)
      .bind(...condition.params)
      .all<DocumentRow>();
    return c.json(results.map(describe));
  })
  .post("/delete_uploaded", requireUser, async (c) => {
    const user = currentUser(c);
    const { filename } = await jsonBody(c, deleteUploadedRequestSchema);
    const row = await ownDocument(c.env.DB, user.id, checkFileName(filename));
    if (await inADossier(c.env.DB, user.id, row.id)) throw new AppError("KYC_DOCUMENT_IN_DOSSIER");
    await deleteDocumentIndex(c.env, row.id);
    await c.env.UPLOADS.delete(row.storage_key);
    return c.json({ message: `File ${row.file_name} deleted successfully` });
  })
  .post("/reprocess_document", requireUser, async (c) => {
    const user = currentUser(c);
    const { file_name } = await jsonBody(c, reprocessRequestSchema);
    const row = await ownDocument(c.env.DB, user.id, checkFileName(file_name));
    await requeue(c, row);
    return c.json(
      { message: `File ${row.file_name} is being reprocessed`, file_name: row.file_name, status: "queued" as const },
      202,
    );
  })
  .get("/content/:path{.+}", requireUserOrVisitor, async (c) => {
    const user = currentUser(c);
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.param("path"));
    } catch {
      throw new AppError("INVALID_FILE_NAME");
    }
    const fileName = checkFileName(requested.replace(/#.*$/, ""));
    const condition = accessCondition(accessScope(user, {}, false));
    // The caller's own file wins over a shared one of the same name, and the library over a colleague's.
    const row = await c.env.DB.prepare(
      `SELECT * FROM documents d WHERE d.file_name = ? AND ${condition.sql}
       ORDER BY (d.owner_id = ?) DESC, (d.owner_id = ?) DESC LIMIT 1`,
    )
      .bind(fileName, ...condition.params, user.id, LIBRARY_OWNER)
      .first<DocumentRow>();
    if (!row) throw new AppError("FILE_NOT_FOUND");
    const object = await c.env.UPLOADS.get(row.storage_key);
    if (!object) throw new AppError("FILE_NOT_FOUND");
    const headers = userContentHeaders(row.content_type, row.file_name, {
      "content-length": String(object.size),
      "cache-control": "private, max-age=300",
    });
    return new Response(object.body, { headers });
  });
