import { describe, expect, it } from "vitest";
import { applyStreamItem, emptyStreamedAnswer, StreamItemError, toChatAnswer } from "@/features/chat/answer-state";
import { readStreamItems, streamItemsOf } from "@/features/chat/stream-reader";

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe("reading POST /chat/stream", () => {
  it("reads SSE data items even when an item is split across network chunks", async () => {
    const first = JSON.stringify({
      delta: { role: "assistant" },
      context: { data_points: ["Loonstrook.pdf#page=1: bruto 4.200"], thoughts: [] },
      session_state: "abc",
    });
    const items = await collect(
      readStreamItems(
        streamOf(
          `data: ${first.slice(0, 20)}`,
          `${first.slice(20)}\n\n`,
          'data: {"delta":{"content":"Het bruto","role":"assistant"}}\r\n\r\n: keep-alive\n\n',
          'data: {"delta":{"content":" salaris","role":"assistant"}}\n\n',
        ),
      ),
    );
    expect(items).toHaveLength(3);
    expect(items[0]?.session_state).toBe("abc");
    expect(items.map((item) => item.delta?.content ?? "")).toEqual(["", "Het bruto", " salaris"]);
  });

  it("also reads newline-delimited JSON and a last item without a trailing newline", async () => {
    const items = await collect(
      readStreamItems(streamOf('{"delta":{"content":"a","role":"assistant"}}\n{"error":"boom"}')),
    );
    expect(items).toEqual([{ delta: { content: "a", role: "assistant" } }, { error: "boom" }]);
  });

  it("raises the spec's texts for a failed status and a missing body", () => {
    expect(() => streamItemsOf(new Response("x", { status: 500 }))).toThrow("Request failed with status 500");
    expect(() => streamItemsOf(new Response(null, { status: 200 }))).toThrow("No response body");
  });
});

describe("building an answer from stream items", () => {
  it("takes context and session state first, appends content and adds follow-ups last", () => {
    let answer = emptyStreamedAnswer();
    answer = applyStreamItem(answer, {
      delta: { role: "assistant" },
      context: { data_points: ["a.pdf: x"], thoughts: [{ title: "Search", description: "q" }] },
      session_state: { id: 1 },
    });
    answer = applyStreamItem(answer, { delta: { role: "assistant", content: "Een " } });
    answer = applyStreamItem(answer, { delta: { role: "assistant", content: "antwoord" } });
    answer = applyStreamItem(answer, { delta: { role: "assistant" }, context: { followup_questions: ["En nu?"] } });
    expect(toChatAnswer(answer)).toEqual({
      message: { content: "Een antwoord", role: "assistant" },
      context: {
        data_points: ["a.pdf: x"],
        thoughts: [{ title: "Search", description: "q" }],
        followup_questions: ["En nu?"],
      },
      session_state: { id: 1 },
    });
  });

  it("raises an item's error as the error", () => {
    expect(() => applyStreamItem(emptyStreamedAnswer(), { error: "The model is not available." })).toThrow(
      new StreamItemError("The model is not available."),
    );
  });
});
