import { and, eq, inArray } from "drizzle-orm";
import { type DocumentType, documentExpiry, documentTypes, type KycDocument } from "../../schemas/workspace";
import { AppError } from "../app-error";
import type { Database } from "../db/client";
import { documents } from "../db/tables/documents";
import { borrowerDocuments } from "../db/tables/workspace";

type DocumentRow = typeof borrowerDocuments.$inferSelect;

export const MAX_KYC_BYTES = 20 * 1024 * 1024;
const allowedExtensions = ["pdf", "png", "jpg", "jpeg", "txt", "md", "docx", "html", "htm"];

export function toKycDocument(row: DocumentRow, indexStatus: string | null): KycDocument {
  return {
    id: row.id,
    borrowerId: row.borrowerId,
    type: row.type,
    status: row.status,
    fileName: row.fileName,
    size: row.size,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    uploadedAt: row.uploadedAt,
    note: row.note,
    indexDocumentId: row.indexDocumentId,
    indexStatus,
  };
}

export async function listDocuments(db: Database, userId: string, borrowerId: string): Promise<KycDocument[]> {
  const rows = await db
    .select()
    .from(borrowerDocuments)
    .where(and(eq(borrowerDocuments.userId, userId), eq(borrowerDocuments.borrowerId, borrowerId)))
    .orderBy(borrowerDocuments.uploadedAt);
  const indexIds = rows.map((row) => row.indexDocumentId).filter((id): id is string => Boolean(id));
  const statuses = new Map(
    (indexIds.length
      ? await db
          .select({ id: documents.id, status: documents.status })
          .from(documents)
          .where(and(eq(documents.ownerId, userId), inArray(documents.id, indexIds)))
      : []
    ).map((row) => [row.id, row.status]),
  );
  return rows.map((row) =>
    toKycDocument(row, row.indexDocumentId ? (statuses.get(row.indexDocumentId) ?? null) : null),
  );
}

export interface UploadInput {
  file: File;
  type: DocumentType;
  issuedAt: string | null;
}

export function parseUpload(form: FormData): UploadInput {
  const file: unknown = form.get("file");
  const type = form.get("type");
  const issued = form.get("issuedAt");
  if (!(file instanceof File) || file.size === 0) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "file", message: "Choose a file to upload." }]);
  }
  if (file.size > MAX_KYC_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!allowedExtensions.includes(extension)) {
    throw new AppError("VALIDATION_ERROR", undefined, [
      { path: "file", message: `Allowed types: ${allowedExtensions.join(", ")}.` },
    ]);
  }
  if (typeof type !== "string" || !(documentTypes as readonly string[]).includes(type)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "type", message: "Unknown document type." }]);
  }
  const issuedAt = typeof issued === "string" && issued ? issued : null;
  if (issuedAt && !/^\d{4}-\d{2}-\d{2}$/.test(issuedAt)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "issuedAt", message: "Use YYYY-MM-DD" }]);
  }
  return { file, type: type as DocumentType, issuedAt };
}

const safeName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/_+/g, "_")
    .slice(-120);

async function sha256(bytes: ArrayBuffer) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores the original in R2 under the adviser's prefix and registers it in the retrieval index as the adviser's own
 * document, in the category `borrower:<id>` so the chat can be limited to this borrower.
 */
export async function storeUpload(
  env: { UPLOADS: R2Bucket },
  db: Database,
  owner: { userId: string; borrowerId: string; borrowerName: string },
  input: UploadInput,
  now: number,
) {
  const id = crypto.randomUUID();
  const original = safeName(input.file.name);
  const storageKey = `${owner.userId}/borrowers/${owner.borrowerId}/${id}/${original}`;
  const bytes = await input.file.arrayBuffer();
  const contentType = input.file.type || "application/octet-stream";
  await env.UPLOADS.put(storageKey, bytes, { httpMetadata: { contentType } });

  const indexFileName = `${safeName(owner.borrowerName || owner.borrowerId.slice(0, 8))}-${input.type}-${original}`;
  const [indexed] = await db
    .insert(documents)
    .values({
      id: crypto.randomUUID(),
      ownerId: owner.userId,
      groups: [],
      fileName: indexFileName,
      category: `borrower:${owner.borrowerId}`,
      contentType,
      size: bytes.byteLength,
      storageKey,
      sha256: await sha256(bytes),
      status: "queued",
    })
    .onConflictDoUpdate({
      target: [documents.ownerId, documents.fileName],
      set: { storageKey, size: bytes.byteLength, contentType, status: "queued", updatedAt: new Date(now) },
    })
    .returning({ id: documents.id, fileName: documents.fileName, storageKey: documents.storageKey });
  if (!indexed) throw new AppError("OPERATION_FAILED");

  const row: DocumentRow = {
    id,
    userId: owner.userId,
    borrowerId: owner.borrowerId,
    type: input.type,
    status: "pending",
    fileName: original,
    contentType,
    size: bytes.byteLength,
    storageKey,
    issuedAt: input.issuedAt,
    expiresAt: documentExpiry(input.type, input.issuedAt),
    note: "",
    indexDocumentId: indexed.id,
    uploadedAt: now,
  };
  return { row, indexed };
}
