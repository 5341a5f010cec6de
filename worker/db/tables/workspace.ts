import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type {
  BorrowerProfile,
  BorrowerStatus,
  DocumentType,
  EventType,
  FieldChange,
  KycStatus,
  PersonRole,
  WorkspaceData,
} from "../../../schemas/workspace";

/** One workspace per adviser (spec section 3); `data` holds the adviser's cover details and lender rates. */
export const workspaces = sqliteTable(
  "workspaces",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    version: integer("version").notNull().default(1),
    data: text("data", { mode: "json" }).$type<WorkspaceData>().notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [uniqueIndex("workspaces_user_idx").on(table.userId)],
);

/**
 * A borrower's dossier. The id is made by the browser (a UUID) so a borrower added offline keeps it; the key is
 * (user, id) so nobody reaches another adviser's borrower through it. `version` is the optimistic-lock counter.
 * Deleted borrowers stay as tombstones so an offline client learns of the delete.
 */
export const borrowers = sqliteTable(
  "borrowers",
  {
    userId: text("user_id").notNull(),
    id: text("id").notNull(),
    workspaceId: text("workspace_id").notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    dateOfBirth: text("date_of_birth"),
    status: text("status").$type<BorrowerStatus>().notNull(),
    profile: text("profile", { mode: "json" }).$type<BorrowerProfile>().notNull(),
    fieldTimes: text("field_times", { mode: "json" }).$type<Record<string, number>>().notNull(),
    /**
     * Legacy: the BSN in plain digits as early builds stored it. The Worker encrypts any it finds into the columns
     * below and clears this one; nothing writes it any more.
     */
    bsn: text("bsn"),
    /** The BSN encrypted with AES-256-GCM (base64), bound to this adviser and borrower; stored only once confirmed. */
    bsnCiphertext: text("bsn_ciphertext"),
    /** The 96-bit GCM nonce of `bsnCiphertext` (base64), new for every encryption. */
    bsnIv: text("bsn_iv"),
    /** The last four digits, all the list and profile ever show (`*****6782`). */
    bsnLast4: text("bsn_last4"),
    /** The partner's BSN, sealed the same way but bound to the partner (see `bsn.ts`); null until confirmed. */
    partnerBsnCiphertext: text("partner_bsn_ciphertext"),
    partnerBsnIv: text("partner_bsn_iv"),
    partnerBsnLast4: text("partner_bsn_last4"),
    lastAccessed: integer("last_accessed"),
    recentActivity: text("recent_activity").notNull().default(""),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index("borrowers_user_updated").on(table.userId, table.deleted, table.updatedAt),
  ],
);

/** Timeline and version history: who changed what, when; `snapshot` is the data after the change, for restore. */
export const borrowerEvents = sqliteTable(
  "borrower_events",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    borrowerId: text("borrower_id").notNull(),
    type: text("type").$type<EventType>().notNull(),
    actor: text("actor").notNull(),
    at: integer("at").notNull(),
    version: integer("version"),
    summary: text("summary").notNull(),
    changes: text("changes", { mode: "json" }).$type<FieldChange[]>().notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<{ status: BorrowerStatus; profile: BorrowerProfile } | null>(),
  },
  (table) => [index("borrower_events_borrower").on(table.userId, table.borrowerId, table.at)],
);

/** KYC documents: the original lives in R2 under the adviser's prefix and is indexed for retrieval. */
export const borrowerDocuments = sqliteTable(
  "borrower_documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    borrowerId: text("borrower_id").notNull(),
    type: text("type").$type<DocumentType>().notNull(),
    /** Whose document it is; rows from before couples had their own slots are the applicant's. */
    person: text("person").$type<PersonRole>().notNull().default("applicant"),
    status: text("status").$type<KycStatus>().notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    issuedAt: text("issued_at"),
    expiresAt: text("expires_at"),
    note: text("note").notNull().default(""),
    indexDocumentId: text("index_document_id"),
    uploadedAt: integer("uploaded_at").notNull(),
    /** The id the browser made for this upload; a retry with the same id answers with this row. */
    clientId: text("client_id"),
  },
  (table) => [
    index("borrower_documents_borrower").on(table.userId, table.borrowerId),
    uniqueIndex("borrower_documents_client_idx").on(table.userId, table.clientId),
  ],
);
