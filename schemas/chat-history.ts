import { z } from "zod";
import { chatAnswerSchema } from "./chat";

/** Spec sections 3 and 7: the saved chats behind the history drawer. */

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_TITLE_LENGTH = 50;

/** One turn as the history keeps it: the question and the answer it got. */
export const historyTurnSchema = z.tuple([z.string().max(10_000), chatAnswerSchema]);
export type HistoryTurn = z.infer<typeof historyTurnSchema>;

/** POST /chat_history */
export const saveHistoryRequestSchema = z.object({
  id: z.string().trim().min(1).max(100),
  answers: z.array(historyTurnSchema).min(1).max(100),
});
export type SaveHistoryRequest = z.infer<typeof saveHistoryRequestSchema>;

/** POST /chat_history/items */
export const listHistoryRequestSchema = z.object({
  count: z.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  continuation_token: z.string().max(500).nullish(),
});
export type ListHistoryRequest = z.infer<typeof listHistoryRequestSchema>;

export const historyItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Milliseconds since the epoch of the last save. */
  timestamp: z.number(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  continuation_token: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /chat_history/items/{id} */
export const historyEntrySchema = historyItemSchema.extend({ answers: z.array(historyTurnSchema) });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The first 50 characters of the first question, with an ellipsis when it is longer. */
export function historyTitle(firstQuestion: string): string {
  const text = firstQuestion.trim();
  return text.length > HISTORY_TITLE_LENGTH ? `${text.slice(0, HISTORY_TITLE_LENGTH)}...` : text;
}
