import { tokenFor } from "../scripts/rag-client";
import type { BenchContext, Figure } from "./types";

/**
 * 50 `/chat/stream` questions at once (issue 15: load must hold with the security limits on). The three demo
 * advisers take turns, as a busy office would; a stream counts as an error when it does not answer 200 or carries
 * an `error` item. Reports errors and the time to the last byte (median, p95, max).
 */
const STREAMS = 50;
const USERS = ["anna@adviesdesk.example", "bram@adviesdesk.example", "carla@adviesdesk.example"];
const QUESTIONS = [
  "Welke rentekorting geeft de Groen Wonen Hypotheek per energielabel?",
  "Wat is de maximale looptijd van een hypotheek?",
  "Welke documenten zijn nodig voor een werkgeversverklaring?",
];

async function oneStream(baseURL: string, token: string, question: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseURL}/api/chat/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    });
    const text = await response.text();
    const failed = response.status !== 200 || /"error"\s*:/.test(text);
    return { ms: performance.now() - started, failed, status: response.status };
  } catch {
    return { ms: performance.now() - started, failed: true, status: 0 };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export default async function chatLoad(context: BenchContext): Promise<Figure[]> {
  const tokens = await Promise.all(USERS.map((email) => tokenFor(email)));
  // One question first so the demo library is indexed before the burst.
  await oneStream(context.baseURL, tokens[0] as string, QUESTIONS[0] as string);
  const results = await Promise.all(
    Array.from({ length: STREAMS }, (_, index) =>
      oneStream(
        context.baseURL,
        tokens[index % tokens.length] as string,
        QUESTIONS[index % QUESTIONS.length] as string,
      ),
    ),
  );
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const statuses = [...new Set(results.map((result) => result.status))];
  return [
    {
      name: "concurrent /chat/stream errors",
      value: results.filter((r) => r.failed).length,
      unit: "count",
      streams: STREAMS,
      statuses,
    },
    {
      name: "concurrent /chat/stream last byte p50",
      value: Math.round(percentile(times, 50)),
      unit: "ms",
      streams: STREAMS,
    },
    {
      name: "concurrent /chat/stream last byte p95",
      value: Math.round(percentile(times, 95)),
      unit: "ms",
      streams: STREAMS,
    },
    {
      name: "concurrent /chat/stream last byte max",
      value: Math.round(times.at(-1) ?? 0),
      unit: "ms",
      streams: STREAMS,
    },
  ];
}
