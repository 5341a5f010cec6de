import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { historyEntrySchema, historyPageSchema } from "../../schemas/chat-history";
import { anna, bearer, bram, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

const answer = (content: string) => ({
  message: { content, role: "assistant" as const },
  context: { data_points: ["Salarisstrook.pdf: bruto 4.200 euro per maand"], thoughts: [] },
  session_state: "s1",
});

async function as(user: typeof anna) {
  const headers = { "content-type": "application/json", ...bearer(await signToken({ user })) };
  return {
    save: (id: string, question: string) =>
      call("/chat_history", {
        method: "POST",
        headers,
        body: JSON.stringify({ id, answers: [[question, answer(`Antwoord op ${question}`)]] }),
      }),
    list: (count: number, continuation_token?: string | null) =>
      call("/chat_history/items", { method: "POST", headers, body: JSON.stringify({ count, continuation_token }) }),
    get: (id: string) => call(`/chat_history/items/${encodeURIComponent(id)}`, { headers }),
    remove: (id: string) => call(`/chat_history/items/${encodeURIComponent(id)}`, { method: "DELETE", headers }),
  };
}

describe("cloud chat history", () => {
  it("refuses callers without a token", async () => {
    const response = await call("/chat_history/items", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: 20 }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "AUTH_ERROR" });
  });

  it("saves a chat with a title of the first 50 characters of its first question and reads it back", async () => {
    const client = await as(anna);
    const question = "Wat is het maximale hypotheekbedrag voor Jan de Vries met zijn huidige inkomen?";
    const saved = await client.save("chat-title", question);
    expect(saved.status).toBe(201);
    const entry = historyEntrySchema.parse(await (await client.get("chat-title")).json());
    expect(entry.title).toBe(`${question.slice(0, 50)}...`);
    expect(entry.answers[0]?.[0]).toBe(question);
    expect(entry.answers[0]?.[1].message.content).toBe(`Antwoord op ${question}`);

    await client.save("chat-short", "Korte vraag");
    const short = historyEntrySchema.parse(await (await client.get("chat-short")).json());
    expect(short.title).toBe("Korte vraag");
  });

  it("saving the same id again replaces the turns instead of adding a chat", async () => {
    const client = await as(anna);
    await client.save("chat-again", "Eerste vraag");
    await client.save("chat-again", "Tweede versie");
    const rows = await env.DB.prepare("SELECT title FROM chat_histories WHERE user_id = ? AND id = ?")
      .bind(anna.oid, "chat-again")
      .all();
    expect(rows.results).toEqual([{ title: "Tweede versie" }]);
  });

  it("pages newest first with continuation tokens until a page comes back empty", async () => {
    const client = await as(bram);
    for (let index = 0; index < 5; index += 1) {
      await env.DB.prepare(
        "INSERT INTO chat_histories (user_id, id, title, answers, timestamp) VALUES (?, ?, ?, '[]', ?)",
      )
        .bind(bram.oid, `page-${index}`, `Vraag ${index}`, 1_700_000_000_000 + index * 1000)
        .run();
    }
    const seen: string[] = [];
    let token: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const body = historyPageSchema.parse(await (await client.list(2, token)).json());
      seen.push(...body.items.map((item) => item.id));
      token = body.continuation_token;
      if (!token) break;
    }
    expect(seen).toEqual(["page-4", "page-3", "page-2", "page-1", "page-0"]);
    expect(token).toBeNull();
  });

  it("never shows, reads or deletes another person's chat", async () => {
    const annaClient = await as(anna);
    const bramClient = await as(bram);
    await annaClient.save("private-chat", "Vraag over het dossier van Anna");

    const bramList = historyPageSchema.parse(await (await bramClient.list(100)).json());
    expect(bramList.items.map((item) => item.id)).not.toContain("private-chat");
    expect((await bramClient.get("private-chat")).status).toBe(404);
    expect((await bramClient.remove("private-chat")).status).toBe(404);
    expect((await annaClient.get("private-chat")).status).toBe(200);
  });

  it("deletes a chat of the caller", async () => {
    const client = await as(anna);
    await client.save("to-delete", "Weg ermee");
    expect((await client.remove("to-delete")).status).toBe(204);
    expect((await client.get("to-delete")).status).toBe(404);
  });

  it("rejects a forged continuation token and an empty chat", async () => {
    const client = await as(anna);
    const forged = await client.list(20, "not-a-token");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const headers = { "content-type": "application/json", ...bearer(await signToken()) };
    const empty = await call("/chat_history", {
      method: "POST",
      headers,
      body: JSON.stringify({ id: "x", answers: [] }),
    });
    expect(empty.status).toBe(400);
  });
});
