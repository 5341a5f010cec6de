import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Authorization codes of the built-in provider that were exchanged already (a code is a signed token: without this
 * record it could be exchanged again until it expires). Rows past `expiresAt` are useless and are swept.
 */
export const usedAuthorizationCodes = sqliteTable(
  "used_authorization_codes",
  {
    jti: text("jti").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("used_authorization_codes_expires_at").on(table.expiresAt)],
);
