import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { HistoryTurn } from "../../../schemas/chat-history";

/**
 * Saved chats of the cloud history (spec section 7, chat history). The key is (user, id): the id is
 * made by the browser, so two people can never reach each other's chat through it.
 */
export const chatHistories = sqliteTable(
  "chat_histories",
  {
    userId: text("user_id").notNull(),
    id: text("id").notNull(),
    title: text("title").notNull(),
    answers: text("answers", { mode: "json" }).$type<HistoryTurn[]>().notNull(),
    /** Milliseconds since the epoch of the last save; the list is newest first. */
    timestamp: integer("timestamp").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index("chat_histories_user_time").on(table.userId, table.timestamp, table.id),
  ],
);
