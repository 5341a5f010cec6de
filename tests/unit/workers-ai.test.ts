import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemPrompt, userPrompt } from "../../worker/ai/prompts";
import { chatModelFor } from "../../worker/providers/chat-model";
import { embedderFor } from "../../worker/providers/embeddings";
import { rerankerFor } from "../../worker/providers/reranker";
import type { WorkersAiBinding } from "../../worker/providers/workers-ai";
import { settingsSchema } from "../../worker/settings";

/*
 * Workers AI bindings do not run locally, so these tests give the provider a stand-in binding whose `run` sends
 * each call to a local HTTP server answering in Workers AI's formats (as the Azure tests use a local Azure).
 */
const calls: { model: string; inputs: Record<string, unknown> }[] = [];
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const model = decodeURIComponent((request.url ?? "").replace(/^\/run\//, ""));
    const inputs = JSON.parse(body) as Record<string, unknown>;
    calls.push({ model, inputs });
    if (inputs.stream) {
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (const word of ["De offerte ", "is zes weken ", "geldig [Productblad.md]."])
        response.write(`data: ${JSON.stringify({ response: word })}\n\n`);
      response.write(
        `data: ${JSON.stringify({ response: "", usage: { prompt_tokens: 40, completion_tokens: 9 } })}\n\n`,
      );
      response.end("data: [DONE]\n\n");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    if (Array.isArray(inputs.text)) {
      // bge-m3: one 1,024-number vector per text; here the text's length in the first place, 1 in the second.
      const data = inputs.text.map((text: string) => [text.length, 1, ...new Array(1022).fill(0)]);
      response.end(JSON.stringify({ shape: [data.length, 1024], data }));
      return;
    }
    // The reranker: a passage mentioning "boete" scores highest; ids are the passages' positions.
    const contexts = inputs.contexts as { text: string }[];
    const scored = contexts.map((context, id) => ({ id, score: context.text.includes("boete") ? 0.9 : 0.1 }));
    response.end(JSON.stringify({ response: scored.sort((a, b) => b.score - a.score) }));
  });
});
let standIn: WorkersAiBinding;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn = {
    run: async (model, inputs) => {
      const response = await fetch(`${base}/run/${encodeURIComponent(model)}`, {
        method: "POST",
        body: JSON.stringify(inputs),
      });
      // The binding hands a streamed answer back as the raw SSE stream, anything else as parsed JSON.
      return inputs.stream ? response.body : response.json();
    },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = settingsSchema.parse({
  CHAT_PROVIDER: "workers-ai",
  EMBEDDINGS_PROVIDER: "workers-ai",
  RERANKER_PROVIDER: "workers-ai",
});

describe("Workers AI adapter", () => {
  it("streams the chat model named in settings through streamText", async () => {
    calls.length = 0;
    const { model, name } = chatModelFor(settings, { ai: standIn });
    expect(name).toBe("workers-ai:@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    const result = streamText({
      model,
      system: systemPrompt({ language: "nl", followups: false }),
      messages: [
        {
          role: "user",
          content: userPrompt("Hoe lang is de offerte geldig?", ["Productblad.md: De offerte is zes weken geldig."]),
        },
      ],
      temperature: 0.3,
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join("")).toBe("De offerte is zes weken geldig [Productblad.md].");
    expect(deltas.length).toBe(3);
    const [call] = calls;
    expect(call?.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(call?.inputs).toMatchObject({ stream: true, temperature: 0.3 });
    expect(JSON.stringify(call?.inputs.messages)).toContain("Productblad.md: De offerte is zes weken geldig.");
  });

  it("embeds passages with bge-m3 in batches, as unit vectors", async () => {
    calls.length = 0;
    const embedder = embedderFor(settings, standIn);
    expect(embedder.id).toBe("workers-ai-@cf/baai/bge-m3");
    const texts = Array.from({ length: 40 }, (_, i) => "x".repeat(i + 1));
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(40);
    expect(calls.map((call) => call.model)).toEqual(["@cf/baai/bge-m3", "@cf/baai/bge-m3"]);
    expect(calls.map((call) => (call.inputs.text as string[]).length)).toEqual([32, 8]);
    const third = vectors[2] as Float32Array;
    expect(third.length).toBe(1024);
    expect(third[0]).toBeCloseTo(3 / Math.sqrt(10), 5);
    expect(third[1]).toBeCloseTo(1 / Math.sqrt(10), 5);
  });

  it("scores passages with the reranker, in the passages' order", async () => {
    calls.length = 0;
    const reranker = rerankerFor(settings, standIn);
    expect(reranker?.name).toBe("workers-ai:@cf/baai/bge-reranker-v2-m3");
    const scores = await reranker?.score("Wat kost aflossen?", ["De rente staat vast.", "Geen boete bij verhuizing."]);
    expect(scores).toEqual([0.1, 0.9]);
    expect(calls[0]).toMatchObject({
      model: "@cf/baai/bge-reranker-v2-m3",
      inputs: {
        query: "Wat kost aflossen?",
        contexts: [{ text: "De rente staat vast." }, { text: "Geen boete bij verhuizing." }],
      },
    });
  });

  it("has no model reranker by default and says plainly when the AI binding is missing", async () => {
    expect(rerankerFor(settingsSchema.parse({}), standIn)).toBeUndefined();
    expect(() => chatModelFor(settings, {})).toThrow(/AI\) is not configured/);
    // The embedder's id is known without the binding (the recovery step needs only that); embedding needs it.
    expect(embedderFor(settings).id).toBe("workers-ai-@cf/baai/bge-m3");
    await expect(embedderFor(settings).embed(["x"])).rejects.toThrow(/AI\) is not configured/);
  });
});
