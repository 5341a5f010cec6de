import { and, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  type HistoryEntry,
  type HistoryPage,
  historyTitle,
  listHistoryRequestSchema,
  saveHistoryRequestSchema,
} from "../../schemas/chat-history";
import { AppError } from "../app-error";
import { database } from "../db/client";
import { chatHistories } from "../db/tables/chat-history";
import type { AppEnv } from "../env";
import { currentUser, requireUser } from "../middleware/authenticate";
import { jsonBody, parseWith } from "../validate";

/** Keyset position of the last item of a page: newest first, ties broken by id. */
const cursorSchema = z.tuple([z.number().int(), z.string().min(1).max(100)]);

const encodeCursor = (timestamp: number, id: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify([timestamp, id]))));

function decodeCursor(token: string): [number, string] {
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(token), (char) => char.charCodeAt(0)));
    return cursorSchema.parse(JSON.parse(json));
  } catch {
    throw new AppError("VALIDATION_ERROR", "The continuation token is not valid.", [
      { path: "continuation_token", message: "Not a token this server issued." },
    ]);
  }
}

const idParam = z.string().min(1).max(100);

/** The cloud chat history of spec section 7: every query is limited to the caller's own chats. */
export const chatHistoryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", async (c) => {
    const body = await jsonBody(c, saveHistoryRequestSchema);
    const userId = currentUser(c).id;
    const [firstQuestion] = body.answers[0] ?? [""];
    const row = {
      userId,
      id: body.id,
      title: historyTitle(firstQuestion),
      answers: body.answers,
      timestamp: Date.now(),
    };
    await database(c.env.DB)
      .insert(chatHistories)
      .values(row)
      .onConflictDoUpdate({
        target: [chatHistories.userId, chatHistories.id],
        set: { title: row.title, answers: row.answers, timestamp: row.timestamp },
      });
    return c.json({ id: row.id, title: row.title, timestamp: row.timestamp }, 201);
  })
  .post("/items", async (c) => {
    const { count, continuation_token } = await jsonBody(c, listHistoryRequestSchema);
    const userId = currentUser(c).id;
    const mine = eq(chatHistories.userId, userId);
    let where = mine;
    if (continuation_token) {
      const [timestamp, id] = decodeCursor(continuation_token);
      where = and(
        mine,
        or(
          lt(chatHistories.timestamp, timestamp),
          and(eq(chatHistories.timestamp, timestamp), lt(chatHistories.id, id)),
        ),
      ) as typeof mine;
    }
    const rows = await database(c.env.DB)
      .select({ id: chatHistories.id, title: chatHistories.title, timestamp: chatHistories.timestamp })
      .from(chatHistories)
      .where(where)
      .orderBy(desc(chatHistories.timestamp), desc(chatHistories.id))
      .limit(count);
    const last = rows.at(-1);
    const body: HistoryPage = {
      items: rows,
      continuation_token: last && rows.length === count ? encodeCursor(last.timestamp, last.id) : null,
    };
    return c.json(body);
  })
  .get("/items/:id", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const row = await database(c.env.DB)
      .select()
      .from(chatHistories)
      .where(and(eq(chatHistories.userId, currentUser(c).id), eq(chatHistories.id, id)))
      .get();
    if (!row) throw new AppError("NOT_FOUND", "This chat history was not found.");
    const body: HistoryEntry = { id: row.id, title: row.title, timestamp: row.timestamp, answers: row.answers };
    return c.json(body);
  })
  .delete("/items/:id", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const deleted = await database(c.env.DB)
      .delete(chatHistories)
      .where(and(eq(chatHistories.userId, currentUser(c).id), eq(chatHistories.id, id)))
      .returning({ id: chatHistories.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", "This chat history was not found.");
    return c.body(null, 204);
  });
