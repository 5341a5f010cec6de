import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { corpusFiles, deleteFile, tokenFor, uploadFolder } from "../scripts/rag-client";
import type { BenchContext, Figure } from "./types";

/**
 * Document RAG figures on a fresh server: ingest time of the sample corpus, hybrid query latency (time until the
 * stream's first event, which is sent right after retrieval) and /chat/stream time to the first answer delta,
 * each at 1× and 10× the corpus (the 10× copies are the same files under other names), and at 1× again once
 * another adviser holds 9 copies in the same database (deleted again before the 10× round).
 */
const shared = path.resolve(process.env.SHARED_DIR ?? "../shared");
const corpus = path.join(shared, "corpus/northwind");
const questionsFile = path.join(shared, "eval/dev-questions.jsonl");

const fallbackQuestions = [
  "What is the out-of-network coinsurance of Northwind Standard?",
  "Hoeveel vakantie krijgt een senior medewerker?",
  "Does Health Plus cover hearing aids for children?",
  "How often are performance reviews held?",
];

function questions(): string[] {
  if (!existsSync(questionsFile)) return fallbackQuestions;
  return readFileSync(questionsFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { question: string }).question);
}

/** Over the questions that produced a timing (a stream that ended early gives none, and NaN would break the sort). */
const percentile = (values: number[], p: number) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** The Worker's own retrieval time (the `elapsed_ms` of its search thought) from the stream's first event. */
function retrievalMs(event: string): number {
  const data = event
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trim())
    .join("\n");
  try {
    const parsed = JSON.parse(data) as { context?: { thoughts?: { props?: { elapsed_ms?: unknown } }[] } };
    const elapsed = parsed.context?.thoughts?.find((thought) => typeof thought.props?.elapsed_ms === "number");
    return (elapsed?.props?.elapsed_ms as number | undefined) ?? Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Time to the first SSE event (retrieval done) and to the first content delta, for one question. The answer is
 * read to its end, as the chat page reads it: a reader who hangs up mid-stream makes wrangler dev's runtime log
 * a disconnect, and that cost lands on the next question (6–9 ms in an interleaved run), which is not the query's.
 */
async function timeStream(baseURL: string, token: string, question: string) {
  const ask = () =>
    fetch(`${baseURL}/api/chat/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    });
  let started = performance.now();
  let response = await ask();
  // Chat is limited per adviser (60 a minute): a refused question waits out the limit and is timed afresh.
  while (response.status === 429) {
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 5) * 1000));
    started = performance.now();
    response = await ask();
  }
  if (!response.ok || !response.body) throw new Error(`/chat/stream ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let firstEvent: number | null = null;
  let retrieval = Number.NaN;
  let firstDelta: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (firstDelta !== null) continue;
    buffer += value;
    if (firstEvent === null && buffer.includes("\n\n")) {
      firstEvent = performance.now() - started;
      retrieval = retrievalMs(buffer.slice(0, buffer.indexOf("\n\n")));
    }
    if (/"content":"[^"]/.test(buffer)) firstDelta = performance.now() - started;
  }
  return { query: firstEvent ?? Number.NaN, retrieval, firstDelta: firstDelta ?? Number.NaN };
}

/**
 * What the local server costs before any of our work: an authenticated POST /chat/stream that zod refuses (400),
 * through the same wrangler dev proxy, token check and body read as a question.
 */
async function serverFloor(baseURL: string, token: string): Promise<Figure> {
  const times: number[] = [];
  for (let i = 0; i < 41; i++) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/chat/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    await response.text();
    if (response.status !== 400) throw new Error(`expected 400 for an empty request, got ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return {
    name: "local server floor: refused request p50",
    value: Math.round(percentile(times, 50) * 10) / 10,
    unit: "ms",
  };
}

async function measure(baseURL: string, token: string, scale: string): Promise<Figure[]> {
  const asked = questions();
  // One warm-up round loads the vectors into the isolate, as a running server would have them.
  await timeStream(baseURL, token, asked[0] as string);
  const query: number[] = [];
  const retrieval: number[] = [];
  const firstDelta: number[] = [];
  for (const question of asked) {
    const timing = await timeStream(baseURL, token, question);
    query.push(timing.query);
    retrieval.push(timing.retrieval);
    firstDelta.push(timing.firstDelta);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return [
    {
      name: `hybrid query latency p50 (${scale})`,
      value: round(percentile(query, 50)),
      unit: "ms",
      questions: asked.length,
    },
    { name: `hybrid query latency p95 (${scale})`, value: round(percentile(query, 95)), unit: "ms" },
    // Retrieval alone, as the Worker timed it (Date.now() in workerd advances only on I/O, so this is the D1
    // round trips and the time between them, not CPU-precise): without HTTP, token verification and the stream.
    {
      name: `hybrid retrieval only, in the Worker p50 (${scale})`,
      value: round(percentile(retrieval, 50)),
      unit: "ms",
    },
    {
      name: `hybrid retrieval only, in the Worker p95 (${scale})`,
      value: round(percentile(retrieval, 95)),
      unit: "ms",
    },
    { name: `chat/stream first delta p50 (${scale})`, value: round(percentile(firstDelta, 50)), unit: "ms" },
    { name: `chat/stream first delta p95 (${scale})`, value: round(percentile(firstDelta, 95)), unit: "ms" },
  ];
}

export default async function ragBench(context: BenchContext): Promise<Figure[]> {
  if (!existsSync(corpus)) throw new Error(`the sample corpus is missing: ${corpus}`);
  const token = await tokenFor("anna@adviesdesk.example");
  const figures: Figure[] = [];
  const ingest1 = await uploadFolder(context.baseURL, token, corpus);
  figures.push({ name: "ingest sample corpus (1×)", value: Math.round(ingest1 * 10) / 10, unit: "s" });
  figures.push(await serverFloor(context.baseURL, token));
  figures.push(...(await measure(context.baseURL, token, "1×")));
  // Another adviser's 9 copies in the same database: Anna's searches should not pay for what she cannot see.
  // They are deleted again before the 10× round, so its figures stay comparable with earlier runs.
  const other = await tokenFor("bram@adviesdesk.example");
  const otherName = (copy: number) => (name: string) => `other${copy}_${name}`;
  for (let copy = 2; copy <= 10; copy++) await uploadFolder(context.baseURL, other, corpus, otherName(copy));
  figures.push(...(await measure(context.baseURL, token, "1× own, 9× another adviser's")));
  for (let copy = 2; copy <= 10; copy++)
    for (const name of corpusFiles(corpus)) await deleteFile(context.baseURL, other, otherName(copy)(name));
  const started = performance.now();
  for (let copy = 2; copy <= 10; copy++)
    await uploadFolder(context.baseURL, token, corpus, (name) => `copy${copy}_${name}`);
  figures.push({
    name: "ingest 9 more copies (to 10×)",
    value: Math.round((performance.now() - started) / 100) / 10,
    unit: "s",
  });
  figures.push(...(await measure(context.baseURL, token, "10×")));
  return figures;
}
