import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { ChatAnswer } from "#schemas/chat";
import {
  type HistoryEntry,
  type HistoryItem,
  type HistoryPage,
  type HistoryTurn,
  historyEntrySchema,
  historyPageSchema,
  historyTitle,
} from "#schemas/chat-history";
import { apiUrl } from "@/lib/api-client";

/** Where saved chats live (spec section 3, storage options): nowhere, this browser, or the cloud database. */
export type HistoryStorage = "none" | "indexedDB" | "cloud";

export interface HistoryStore {
  list(count: number, continuationToken: string | null): Promise<HistoryPage>;
  get(id: string): Promise<HistoryEntry>;
  save(id: string, answers: HistoryTurn[]): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Cloud when it is on and someone is signed in, else the browser when that is on (spec section 4, item 8). */
export function chooseStorage(
  flags: { showChatHistoryBrowser: boolean; showChatHistoryCosmos: boolean },
  isLoggedIn: boolean,
  useLogin: boolean,
): HistoryStorage {
  if (flags.showChatHistoryCosmos && useLogin && isLoggedIn) return "cloud";
  if (flags.showChatHistoryBrowser) return "indexedDB";
  return "none";
}

/** Spec section 8: each message is followed by the status text. */
export class HistoryError extends Error {}
const failed = (text: string, response: Response) =>
  new HistoryError(`${text}: ${response.statusText || response.status}`);

export function cloudHistoryStore(getToken: () => Promise<string | null>, fetcher: typeof fetch = fetch): HistoryStore {
  const headers = async () => {
    const token = await getToken();
    const result: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (token) result.authorization = `Bearer ${token}`;
    return result;
  };
  return {
    async list(count, continuationToken) {
      const response = await fetcher(apiUrl("/chat_history/items"), {
        method: "POST",
        headers: await headers(),
        body: JSON.stringify({ count, continuation_token: continuationToken }),
      });
      if (!response.ok) throw failed("Getting chat histories failed", response);
      return historyPageSchema.parse(await response.json());
    },
    async get(id) {
      const response = await fetcher(apiUrl(`/chat_history/items/${encodeURIComponent(id)}`), {
        headers: await headers(),
      });
      if (!response.ok) throw failed("Getting chat history failed", response);
      return historyEntrySchema.parse(await response.json());
    },
    async save(id, answers) {
      const response = await fetcher(apiUrl("/chat_history"), {
        method: "POST",
        headers: await headers(),
        body: JSON.stringify({ id, answers }),
      });
      if (!response.ok) throw failed("Posting chat history failed", response);
    },
    async remove(id) {
      const response = await fetcher(apiUrl(`/chat_history/items/${encodeURIComponent(id)}`), {
        method: "DELETE",
        headers: await headers(),
      });
      if (!response.ok) throw failed("Deleting chat history failed", response);
    },
  };
}

interface HistoryDb extends DBSchema {
  chats: {
    key: string;
    value: { id: string; title: string; timestamp: number; answers: [string, ChatAnswer][] };
    indexes: { timestamp: number };
  };
}

const DB_NAME = "adviesdesk-chat-history";

/**
 * The browser's own history (IndexedDB through idb). The continuation token is the number of items
 * already handed out; the list is newest first.
 */
export function browserHistoryStore(name = DB_NAME): HistoryStore {
  let opened: Promise<IDBPDatabase<HistoryDb>> | null = null;
  const db = () => {
    opened ??= openDB<HistoryDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore("chats", { keyPath: "id" }).createIndex("timestamp", "timestamp");
      },
    });
    return opened;
  };
  return {
    async list(count, continuationToken) {
      const offset = continuationToken ? Number(continuationToken) : 0;
      const items: HistoryItem[] = [];
      let cursor = await (await db()).transaction("chats").store.index("timestamp").openCursor(null, "prev");
      if (cursor && offset > 0) cursor = await cursor.advance(offset);
      while (cursor && items.length < count) {
        const { id, title, timestamp } = cursor.value;
        items.push({ id, title, timestamp });
        cursor = await cursor.continue();
      }
      return { items, continuation_token: items.length === count ? String(offset + count) : null };
    },
    async get(id) {
      const entry = await (await db()).get("chats", id);
      if (!entry) throw new HistoryError("Getting chat history failed: Not Found");
      return entry;
    },
    async save(id, answers) {
      const [first] = answers[0] ?? [""];
      await (await db()).put("chats", { id, title: historyTitle(first), timestamp: Date.now(), answers });
    },
    async remove(id) {
      await (await db()).delete("chats", id);
    },
  };
}
