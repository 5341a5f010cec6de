import { and, eq, sql } from "drizzle-orm";
import type { IngestionStatus } from "../../schemas/document-rules";
import type { UploadedFile } from "../../schemas/files";
import type { Database } from "../db/client";
import { documents } from "../db/tables/documents";
import { borrowerDocuments } from "../db/tables/workspace";

/** The owner id of library documents (no person's oid ever has this form). */
export const LIBRARY_OWNER = "library";

export type DocumentRow = typeof documents.$inferSelect;

/** What an upload records about a stored original; the row starts (again) as queued. */
export interface StoredOriginal {
  ownerId: string;
  groups: string[];
  fileName: string;
  category: string | null;
  contentType: string;
  size: number;
  storageKey: string;
  sha256: string;
}

/**
 * The one write that records a document: a new row, or the same owner's file of the same name replaced (its old
 * chunks stay searchable until the new ones commit). Returns the document id. A drizzle query, so a caller can put
 * it in one D1 batch with its own rows (the KYC dossier entry).
 */
export const upsertDocument = (db: Database, original: StoredOriginal) =>
  db
    .insert(documents)
    .values({ id: crypto.randomUUID(), ...original, status: "queued", error: null })
    .onConflictDoUpdate({
      target: [documents.ownerId, documents.fileName],
      set: {
        groups: original.groups,
        category: original.category,
        contentType: original.contentType,
        size: original.size,
        storageKey: original.storageKey,
        sha256: original.sha256,
        status: "queued",
        error: null,
        updatedAt: sql`(unixepoch('subsec') * 1000)`,
      },
    })
    .returning({ id: documents.id });

export const setStatus = (db: Database, id: string, status: IngestionStatus, error: string | null = null) =>
  db.update(documents).set({ status, error, updatedAt: new Date() }).where(eq(documents.id, id));

/** One of the caller's own documents by name; someone else's file of that name is as absent as a missing one. */
export const ownDocument = (db: Database, ownerId: string, fileName: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.fileName, fileName)))
    .get();

/** A document as the file list shows it. */
export function describeDocument(row: DocumentRow): UploadedFile {
  return {
    file_name: row.fileName,
    category: row.category,
    content_type: row.contentType,
    size: row.size,
    status: row.status,
    error: row.error,
    pages: row.pageCount,
    chunks: row.chunkCount,
    has_text: row.hasText,
    shared: row.ownerId !== LIBRARY_OWNER && row.groups.length > 0,
    uploaded_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A borrower's KYC original is indexed as a document too (worker/workspace/documents.ts) but belongs to its dossier,
 * where deleting it updates status, gaps and report: the chat's own file lists leave it out.
 */
export const notInADossier = sql`NOT EXISTS (SELECT 1 FROM borrower_documents kyc WHERE kyc.user_id = ${documents.ownerId} AND kyc.index_document_id = ${documents.id})`;

/** Whether one of the caller's documents is a dossier's KYC original. */
export async function inADossier(db: Database, userId: string, documentId: string) {
  const linked = await db
    .select({ id: borrowerDocuments.id })
    .from(borrowerDocuments)
    .where(and(eq(borrowerDocuments.userId, userId), eq(borrowerDocuments.indexDocumentId, documentId)))
    .get();
  return linked !== undefined;
}
