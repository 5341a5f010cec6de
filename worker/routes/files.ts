import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { isImage } from "../../schemas/document-rules";
import { deleteUploadedRequestSchema, reprocessRequestSchema } from "../../schemas/files";
import { AppError } from "../app-error";
import { database } from "../db/client";
import { documents } from "../db/tables/documents";
import { acceptUpload, checkFileName, refuseLibraryName } from "../documents/accept";
import { enqueueDocuments } from "../documents/queue";
import { deleteDocument } from "../documents/remove";
import {
  type DocumentRow,
  describeDocument,
  inADossier,
  LIBRARY_OWNER,
  notInADossier,
  ownDocument,
  setStatus,
  upsertDocument,
} from "../documents/rows";
import { storeOriginal } from "../documents/store";
import type { AppEnv } from "../env";
import { userContentHeaders } from "../http/user-content";
import { currentUser, requireUser, requireUserOrVisitor } from "../middleware/authenticate";
import { accessCondition, accessScope } from "../rag/access";
import { jsonBody } from "../validate";

export { checkFileName };

const storageKeyFor = (userId: string, fileName: string) => `uploads/${userId}/${fileName}`;

async function mine(db: D1Database, userId: string, fileName: string) {
  const row = await ownDocument(database(db), userId, fileName);
  // Someone else's file of the same name is as absent as a file that does not exist.
  if (!row) throw new AppError("FILE_NOT_FOUND");
  return row;
}

export const filesRoutes = new Hono<AppEnv>()
  /**
   * Stores the original in R2, records the document as queued (replacing the caller's file of the same name) and
   * sends one message to the ingestion queue; the consumer does the rest. A retry of the same upload stores one
   * document; a crash after the record and before the message is caught up by the recovery step.
   */
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
    const file = await acceptUpload(form.get("file"), c.var.settings.MAX_UPLOAD_BYTES);
    await refuseLibraryName(c.env.DB, file.fileName);
    const categoryField = form.get("category");
    const category =
      typeof categoryField === "string" && categoryField.trim() ? categoryField.trim().slice(0, 200) : null;
    const storageKey = storageKeyFor(user.id, file.fileName);
    const sha256 = await storeOriginal(c.env.UPLOADS, storageKey, file.body, file.contentType);
    const [stored] = await upsertDocument(database(c.env.DB), {
      ownerId: user.id,
      groups: form.get("shared") === "true" ? user.groups : [],
      fileName: file.fileName,
      category,
      contentType: file.contentType,
      size: file.size,
      storageKey,
      sha256,
    });
    if (!stored) throw new AppError("OPERATION_FAILED");
    await enqueueDocuments(c.env.INGEST_QUEUE, [stored.id]);
    const message = isImage(file.extension)
      ? "File uploaded successfully. Images are stored and citable; no text is taken from them."
      : "File uploaded successfully";
    return c.json({ message, file_name: file.fileName, status: "queued" as const }, 202);
  })
  .get("/list_uploaded", requireUser, async (c) => {
    const rows = await database(c.env.DB)
      .select({ fileName: documents.fileName })
      .from(documents)
      .where(and(eq(documents.ownerId, currentUser(c).id), notInADossier))
      .orderBy(asc(documents.fileName));
    return c.json(rows.map((row) => row.fileName));
  })
  /** The caller's files with their ingestion status; a read only (recovery is the scheduled step's job). */
  .get("/uploads", requireUser, async (c) => {
    const rows = await database(c.env.DB)
      .select()
      .from(documents)
      .where(and(eq(documents.ownerId, currentUser(c).id), notInADossier))
      .orderBy(desc(documents.createdAt));
    return c.json(rows.map(describeDocument));
  })
  .get("/library", requireUser, async (c) => {
    const user = currentUser(c);
    const scope = accessScope(user, { use_groups_security_filter: true }, false);
    const condition = accessCondition(scope);
    const { results } = await c.env.DB.prepare(`SELECT id FROM documents d WHERE ${condition.sql}`)
      .bind(...condition.params)
      .all<{ id: string }>();
    const ids = results.map((row) => row.id);
    const rows: DocumentRow[] = ids.length
      ? await database(c.env.DB)
          .select()
          .from(documents)
          .where(sql`${documents.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
          .orderBy(asc(documents.fileName))
      : [];
    return c.json(rows.map(describeDocument));
  })
  .post("/delete_uploaded", requireUser, async (c) => {
    const user = currentUser(c);
    const { filename } = await jsonBody(c, deleteUploadedRequestSchema);
    const row = await mine(c.env.DB, user.id, checkFileName(filename));
    if (await inADossier(database(c.env.DB), user.id, row.id)) throw new AppError("KYC_DOCUMENT_IN_DOSSIER");
    await deleteDocument(c.env, row);
    return c.json({ message: `File ${row.fileName} deleted successfully` });
  })
  .post("/reprocess_document", requireUser, async (c) => {
    const user = currentUser(c);
    const { file_name } = await jsonBody(c, reprocessRequestSchema);
    const row = await mine(c.env.DB, user.id, checkFileName(file_name));
    await setStatus(database(c.env.DB), row.id, "queued");
    await enqueueDocuments(c.env.INGEST_QUEUE, [row.id]);
    return c.json(
      { message: `File ${row.fileName} is being reprocessed`, file_name: row.fileName, status: "queued" as const },
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
      `SELECT storage_key, content_type, file_name FROM documents d
       WHERE d.file_name = ? AND ${condition.sql} ORDER BY (d.owner_id = ?) DESC, (d.owner_id = ?) DESC LIMIT 1`,
    )
      .bind(fileName, ...condition.params, user.id, LIBRARY_OWNER)
      .first<{ storage_key: string; content_type: string; file_name: string }>();
    if (!row) throw new AppError("FILE_NOT_FOUND");
    const object = await c.env.UPLOADS.get(row.storage_key);
    if (!object) throw new AppError("FILE_NOT_FOUND");
    const headers = userContentHeaders(row.content_type, row.file_name, {
      "content-length": String(object.size),
      "cache-control": "private, max-age=300",
    });
    return new Response(object.body, { headers });
  });
