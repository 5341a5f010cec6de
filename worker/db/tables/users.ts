import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** People who have signed in (or are seeded as demo advisers); the id is the token's `oid`. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  groups: text("groups", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  /** The interface language the person last chose, so it follows them to another browser. */
  language: text("language"),
  firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});
