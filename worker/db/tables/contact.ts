import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Messages from the public contact forms. They belong to no adviser: every signed-in adviser of the
 * office reads the same inbox. `submissionId` is made by the form, so a retried or doubled submit
 * stores one row. `addressHash` is a salted hash of the sender's network address, kept only for the
 * rate limit (we do not store the address itself).
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    submissionId: text("submission_id").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull().default(""),
    source: text("source", { enum: ["landing", "voice-ai", "hypotheek"] }).notNull(),
    language: text("language").notNull().default("en"),
    addressHash: text("address_hash").notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [
    index("contact_messages_received_at").on(table.receivedAt),
    index("contact_messages_email_received_at").on(table.email, table.receivedAt),
    index("contact_messages_address_received_at").on(table.addressHash, table.receivedAt),
  ],
);
