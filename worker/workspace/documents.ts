import { and, eq, inArray, sql } from "drizzle-orm";
import { documentExpiry } from "../../domain/workspace/kyc-documents";
import type { IngestionStatus } from "../../schemas/document-rules";
import {
  type DocumentType,
  documentTypes,
  type KycDocument,
  type PersonRole,
  personRoles,
} from "../../schemas/workspace";
import { AppError } from "../app-error";
import type { Database } from "../db/client";
import { documents } from "../db/tables/documents";
import { borrowerDocuments } from "../db/tables/workspace";
import { acceptUpload } from "../documents/accept";
import { upsertDocument } from "../documents/rows";
import { storeOriginal } from "../documents/store";

type DocumentRow = typeof borrowerDocuments.$inferSelect;

export function toKycDocument(row: DocumentRow, indexStatus: IngestionStatus | null): KycDocument {
  return {
    id: row.id,
    borrowerId: row.borrowerId,
    type: row.type,
    person: row.person,
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
  file: unknown;
  type: DocumentType;
  /** Whose document; a form without the field is the applicant's. */
  person: PersonRole;
  issuedAt: string | null;
  /** The id the browser made for this upload (a retry sends the same), when it sent one. */
  clientId: string | null;
}

const clientIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** The form's fields other than the file itself (the file goes through the shared accept rule in storeUpload). */
export function parseUpload(form: FormData): UploadInput {
  const type = form.get("type");
  const issued = form.get("issuedAt");
  const clientField = form.get("clientId");
  const personField = form.get("person") ?? "applicant";
  if (typeof personField !== "string" || !(personRoles as readonly string[]).includes(personField)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "person", message: "Unknown person." }]);
  }
  if (typeof type !== "string" || !(documentTypes as readonly string[]).includes(type)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "type", message: "Unknown document type." }]);
  }
  const issuedAt = typeof issued === "string" && issued ? issued : null;
  if (issuedAt && !/^\d{4}-\d{2}-\d{2}$/.test(issuedAt)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "issuedAt", message: "Use YYYY-MM-DD" }]);
  }
  const clientId = typeof clientField === "string" && clientField ? clientField : null;
  if (clientId && !clientIdPattern.test(clientId)) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "clientId", message: "Not a valid upload id." }]);
  }
  return { file: form.get("file"), type: type as DocumentType, person: personField as PersonRole, issuedAt, clientId };
}

/** The dossier entry an earlier attempt of the same upload (same browser-made id) already stored, if any. */
export const earlierUpload = (db: Database, userId: string, clientId: string) =>
  db
    .select()
    .from(borrowerDocuments)
    .where(and(eq(borrowerDocuments.userId, userId), eq(borrowerDocuments.clientId, clientId)))
    .get();

/**
 * Stores the original in R2 under the adviser's prefix and prepares, for one D1 batch with the caller's history
 * rows, the retrieval index's document (the shared upsert, in the category `borrower:<id>` so the chat can be
 * limited to this borrower) and the dossier entry. Nothing is committed here: the caller commits both at once,
 * then sends the document to the ingestion queue.
 */
export async function storeUpload(
  env: { UPLOADS: R2Bucket },
  db: Database,
  owner: { userId: string; borrowerId: string; borrowerName: string },
  input: UploadInput,
  maxBytes: number,
  now: number,
) {
  const file = await acceptUpload(input.file, maxBytes);
  const id = input.clientId ?? crypto.randomUUID();
  const storageKey = `${owner.userId}/borrowers/${owner.borrowerId}/${id}/${file.fileName}`;
  const sha256 = await storeOriginal(env.UPLOADS, storageKey, file.body, file.contentType);
  // The partner's slot gets its own index name, so the same file name in both people's slots stays two documents.
  const slot = input.person === "partner" ? `partner-${input.type}` : input.type;
  const indexFileName = `${safeName(owner.borrowerName || owner.borrowerId.slice(0, 8))}-${slot}-${file.fileName}`;
  const indexDocument = upsertDocument(db, {
    ownerId: owner.userId,
    groups: [],
    fileName: indexFileName,
    category: `borrower:${owner.borrowerId}`,
    contentType: file.contentType,
    size: file.size,
    storageKey,
    sha256,
  });
  const row: DocumentRow = {
    id: crypto.randomUUID(),
    userId: owner.userId,
    borrowerId: owner.borrowerId,
    type: input.type,
    person: input.person,
    status: "pending",
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    storageKey,
    issuedAt: input.issuedAt,
    expiresAt: documentExpiry(input.type, input.issuedAt),
    note: "",
    indexDocumentId: null,
    uploadedAt: now,
    clientId: input.clientId,
  };
  // The index document's id, read inside the same batch right after its upsert.
  const dossierEntry = db.insert(borrowerDocuments).values({
    ...row,
    indexDocumentId: sql`(SELECT id FROM documents WHERE owner_id = ${owner.userId} AND file_name = ${indexFileName})`,
  });
  return { row, indexDocument, dossierEntry };
}

const safeName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/_+/g, "_")
    .slice(-120);
