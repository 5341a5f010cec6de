import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { ingestionStatuses } from "../../../schemas/document-rules";

/**
 * One uploaded or library file. An upload belongs to its uploader (`owner_id` = the token's oid); library
 * documents (demo documents and uploads an adviser shared) also carry the groups that may read them.
 */
export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    groups: text("groups", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    fileName: text("file_name").notNull(),
    category: text("category"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The original in R2. */
    storageKey: text("storage_key").notNull(),
    /** SHA-256 of the original, so a library load or a re-upload of the same bytes is recognised. */
    sha256: text("sha256").notNull(),
    status: text("status", { enum: ingestionStatuses }).notNull().default("queued"),
    /** Why the last parse failed; the previous index of the file stays in place. */
    error: text("error"),
    pageCount: integer("page_count"),
    chunkCount: integer("chunk_count").notNull().default(0),
    /** False when the file was stored but no text could be taken from it (an image, a scanned PDF). */
    hasText: integer("has_text", { mode: "boolean" }).notNull().default(false),
    embedder: text("embedder"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    /** Bumped whenever the chunks are replaced; retrieval caches vectors per document by it. */
    indexVersion: integer("index_version").notNull().default(0),
    /** The INDEX_FORMAT (parser, chunker, search terms) the chunks were made with; 0 before it was recorded. */
    indexFormat: integer("index_format").notNull().default(0),
  },
  (table) => [
    uniqueIndex("documents_owner_file_idx").on(table.ownerId, table.fileName),
    index("documents_status_idx").on(table.status),
  ],
);

/** A passage of a document, with the page it came from; full text in `chunks_fts` (FTS5, see migration). */
export const chunks = sqliteTable(
  "chunks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page"),
    /** How an answer cites it: `File.pdf#page=N`, or the bare file name for non-paged types. */
    citation: text("citation").notNull(),
    content: text("content").notNull(),
    /** Normalised search terms (own words, stems and their cross-language concepts) that FTS5 indexes. */
    terms: text("terms").notNull(),
    embedding: blob("embedding", { mode: "buffer" }),
  },
  (table) => [index("chunks_document_idx").on(table.documentId, table.ordinal)],
);
