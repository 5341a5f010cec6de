import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { authed, sseItems } from "./rag-helpers";
import { anna } from "./tokens";

const WORDS = 200;

/**
 * An OpenAI-compatible chat endpoint that streams one word every 10 ms and records whether the caller hung up
 * (its request's abort signal) and how many words it sent; with `failAfter` its stream breaks after so many words.
 */
function slowModel(failAfter?: number) {
  const state = { aborted: false, sent: 0 };
  const encoder = new TextEncoder();
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    encoder.encode(
      `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 0, model: "slow", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  const fetchStub = async (_input: RequestInfo | URL, init?: RequestInit) => {
    // The query-rewriting step asks for one plain completion before the answer streams.
    if (!(JSON.parse(String(init?.body)) as { stream?: boolean }).stream)
      return Response.json({
        id: "r1",
        object: "chat.completion",
        created: 0,
        model: "slow",
        choices: [
          { index: 0, message: { role: "assistant", content: "offerte geldig\noffer valid" }, finish_reason: "stop" },
        ],
      });
    init?.signal?.addEventListener("abort", () => {
      state.aborted = true;
    });
    let timer: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk({ role: "assistant", content: "" }));
        timer = setInterval(() => {
          if (state.aborted) return clearInterval(timer);
          if (state.sent === failAfter) {
            clearInterval(timer);
            return controller.error(new Error("connection reset by the model"));
          }
          if (state.sent === WORDS) {
            clearInterval(timer);
            controller.enqueue(chunk({}, "stop"));
            controller.enqueue(encoder.encode("data: [DONE]\n\n"));
            return controller.close();
          }
          state.sent++;
          controller.enqueue(chunk({ content: "woord " }));
        }, 10);
      },
      cancel() {
        clearInterval(timer);
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  return { state, fetchStub };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const settings = {
  ...env,
  CHAT_PROVIDER: "openai-compatible",
  OPENAI_COMPATIBLE_BASE_URL: "https://llm.example/v1",
  OPENAI_COMPATIBLE_MODEL: "slow",
  LOAD_DEMO_LIBRARY: "false",
};

async function askStreaming() {
  const request = new Request("http://localhost/chat/stream", {
    method: "POST",
    headers: { ...(await authed(anna)), "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: "Hoe lang is een offerte geldig?" }] }),
  });
  return app.fetch(request, settings, createExecutionContext());
}

describe("/chat/stream with a model that streams slowly", () => {
  it("stops the model's stream when the reader leaves, instead of generating the rest for nobody", async () => {
    const { state, fetchStub } = slowModel();
    vi.spyOn(globalThis, "fetch").mockImplementation(fetchStub);
    const response = await askStreaming();
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes('"content":"woord')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(received).toContain('"content":"woord');
    await reader.cancel();
    await vi.waitUntil(() => state.aborted, { timeout: 2000, interval: 20 });
    expect(state.sent).toBeLessThan(WORDS);
  });

  it("ends with the spec's error event when the model's stream breaks, after the words already sent", async () => {
    const { fetchStub } = slowModel(3);
    vi.spyOn(globalThis, "fetch").mockImplementation(fetchStub);
    const items = await sseItems(await askStreaming());
    expect(items[0]).toHaveProperty("context.data_points");
    expect(items.filter((item) => (item.delta as { content?: string } | undefined)?.content).length).toBeGreaterThan(0);
    expect(items.at(-1)).toEqual({ error: "The answer could not be completed. Please try again." });
  });
});
