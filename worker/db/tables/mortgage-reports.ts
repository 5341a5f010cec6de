import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * An issued mortgage report, frozen: `payload` is the exact JSON text that was signed (inputs, norms year and digest,
 * lender rates, calculation result, texts), so reopening it shows the figures of the day it was issued. Rows are never
 * updated; a new version is a new row with the next `number`.
 */
export const mortgageReports = sqliteTable(
  "mortgage_reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    borrowerId: text("borrower_id").notNull(),
    number: integer("number").notNull(),
    issuedAt: integer("issued_at").notNull(),
    issuedBy: text("issued_by").notNull(),
    normsYear: integer("norms_year").notNull(),
    payload: text("payload").notNull(),
    /** HMAC-SHA-256 of `payload` (base64) under the key named by `keyId`. */
    signature: text("signature").notNull(),
    keyId: text("key_id").notNull(),
  },
  (table) => [uniqueIndex("mortgage_reports_borrower_number").on(table.userId, table.borrowerId, table.number)],
);
