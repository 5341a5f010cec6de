import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatStreamItemSchema } from "../../schemas/chat";
import { QUERY_PROMPT } from "../../worker/ai/query-rewrite";
import { app } from "../../worker/app";
import { authed, sseItems, upload } from "./rag-helpers";
import { anna } from "./tokens";

const settings = {
  ...env,
  CHAT_PROVIDER: "openai-compatible",
  OPENAI_COMPATIBLE_BASE_URL: "https://llm.example/v1",
  OPENAI_COMPATIBLE_MODEL: "rewriter",
  LOAD_DEMO_LIBRARY: "false",
};

const policy = `# Offerteregels Zuidkust Bank

## Geldigheid
Een hypotheekofferte van Zuidkust Bank is acht weken geldig. Verlenging met vier weken kost eenmalig 150 euro.
`;

/**
 * The local OpenAI-compatible endpoint: a plain completion (the query-rewriting step) answers `rewrite` (or
 * fails with 500 when it is undefined), a streamed one (the answer) streams a short cited answer. Every request
 * body is recorded.
 */
function model(rewrite: string | undefined) {
  const requests: Record<string, unknown>[] = [];
  const encoder = new TextEncoder();
  const stub = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push(body);
    if (!body.stream) {
      if (rewrite === undefined) return new Response("overloaded", { status: 500 });
      return Response.json({
        id: "r1",
        object: "chat.completion",
        created: 0,
        model: "rewriter",
        choices: [{ index: 0, message: { role: "assistant", content: rewrite }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 0, model: "rewriter", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const text = [
      chunk({ role: "assistant", content: "" }),
      chunk({ content: "Acht weken [Offerteregels_Zuidkust.md]." }),
      chunk({}, "stop"),
      "data: [DONE]\n\n",
    ].join("");
    return new Response(encoder.encode(text), { headers: { "content-type": "text/event-stream" } });
  };
  return { requests, stub };
}

async function ask(messages: { role: string; content: string }[]) {
  const context = createExecutionContext();
  const response = await app.fetch(
    new Request("http://localhost/chat/stream", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({ messages }),
    }),
    settings,
    context,
  );
  const items = (await sseItems(response)).map((item) => chatStreamItemSchema.parse(item));
  await waitOnExecutionContext(context);
  return items;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("query rewriting with a real model", () => {
  it("turns the conversation into Dutch and English search queries, searches them and shows them in thoughts", async () => {
    expect((await upload(anna, "Offerteregels_Zuidkust.md", policy)).status).toBe(202);
    const { requests, stub } = model(
      "Nederlands: geldigheid hypotheekofferte Zuidkust Bank\nEnglish: validity of a Zuidkust Bank mortgage offer",
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(stub);
    const items = await ask([
      { role: "user", content: "Welke bank is Zuidkust?" },
      { role: "assistant", content: "Een hypotheekbank." },
      { role: "user", content: "En hoe lang is hun offerte goed?" },
    ]);
    const rewrite = requests.find((body) => !body.stream) as { messages: { role: string; content: string }[] };
    expect(rewrite.messages[0]).toEqual({ role: "system", content: QUERY_PROMPT });
    expect(rewrite.messages.at(-1)).toEqual({
      role: "user",
      content: "New question: En hoe lang is hun offerte goed?",
    });
    expect(rewrite.messages.map((message) => message.content)).toContain("Welke bank is Zuidkust?");

    const thoughts = items[0]?.context?.thoughts ?? [];
    expect(thoughts[0]).toMatchObject({
      title: "Prompt to generate search query",
      props: {
        queries: ["geldigheid hypotheekofferte Zuidkust Bank", "validity of a Zuidkust Bank mortgage offer"],
      },
    });
    expect(thoughts[1]).toMatchObject({
      title: "Search query",
      description: "geldigheid hypotheekofferte Zuidkust Bank\nvalidity of a Zuidkust Bank mortgage offer",
    });
    expect(JSON.stringify(items[0]?.context?.data_points)).toContain("Offerteregels_Zuidkust.md: ");
    expect(items.map((item) => item.delta?.content ?? "").join("")).toContain("[Offerteregels_Zuidkust.md]");
  });

  it("searches the question as asked when the rewriting step fails, and says so in thoughts", async () => {
    const { requests, stub } = model(undefined);
    vi.spyOn(globalThis, "fetch").mockImplementation(stub);
    const items = await ask([{ role: "user", content: "Hoe lang is een offerte van Zuidkust Bank geldig?" }]);
    const thoughts = items[0]?.context?.thoughts ?? [];
    expect(thoughts[0]?.title).toBe("Prompt to generate search query");
    expect(thoughts[0]?.description).toContain("did not write search queries");
    expect(thoughts[1]).toMatchObject({
      title: "Search query",
      description: "Hoe lang is een offerte van Zuidkust Bank geldig?",
    });
    expect(requests.some((body) => body.stream)).toBe(true);
  });
});
