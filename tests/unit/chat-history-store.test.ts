import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { HistoryTurn } from "#schemas/chat-history";
import { browserHistoryStore, chooseStorage, cloudHistoryStore } from "@/features/chat/history-store";

const turn = (question: string): HistoryTurn => [
  question,
  { message: { content: `Antwoord: ${question}`, role: "assistant" }, context: { data_points: [], thoughts: [] } },
];

describe("browser history store (IndexedDB)", () => {
  it("saves, pages newest first until an empty page, restores and deletes", async () => {
    const store = browserHistoryStore(`test-${crypto.randomUUID()}`);
    for (let index = 0; index < 5; index += 1) await store.save(`chat-${index}`, [turn(`Vraag ${index}`)]);
    const first = await store.list(2, null);
    const second = await store.list(2, first.continuation_token);
    const third = await store.list(2, second.continuation_token);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.continuation_token).toBeNull();
    expect(first.items[0]?.timestamp).toBeGreaterThanOrEqual(first.items[1]?.timestamp ?? 0);

    const entry = await store.get("chat-3");
    expect(entry.title).toBe("Vraag 3");
    expect(entry.answers[0]?.[1].message.content).toBe("Antwoord: Vraag 3");
    await store.remove("chat-3");
    await expect(store.get("chat-3")).rejects.toThrow("Getting chat history failed");
  });
});

describe("cloud history store", () => {
  it("sends the bearer token and raises the spec's texts followed by the status text", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response("{}", { status: 500, statusText: "Internal Server Error" });
    }) as typeof fetch;
    const store = cloudHistoryStore(async () => "tok", fetcher);
    await expect(store.list(20, null)).rejects.toThrow("Getting chat histories failed: Internal Server Error");
    await expect(store.get("a")).rejects.toThrow("Getting chat history failed: Internal Server Error");
    await expect(store.save("a", [turn("x")])).rejects.toThrow("Posting chat history failed: Internal Server Error");
    await expect(store.remove("a")).rejects.toThrow("Deleting chat history failed: Internal Server Error");
    expect((calls[0]?.init?.headers ?? {}) as Record<string, string>).toMatchObject({ authorization: "Bearer tok" });
    expect(calls.map((call) => call.url)).toEqual([
      "/api/chat_history/items",
      "/api/chat_history/items/a",
      "/api/chat_history",
      "/api/chat_history/items/a",
    ]);
  });

  it("chooses the cloud only when it is on and someone is signed in", () => {
    const both = { showChatHistoryBrowser: true, showChatHistoryCosmos: true };
    expect(chooseStorage(both, true, true)).toBe("cloud");
    expect(chooseStorage(both, false, true)).toBe("indexedDB");
    expect(chooseStorage({ ...both, showChatHistoryBrowser: false }, false, true)).toBe("none");
  });
});
