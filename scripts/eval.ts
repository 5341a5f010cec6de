import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "../bench/server";
import { citationsOf, postChat, sourcesOf, tokenFor, uploadFolder } from "./rag-client";
import { runStep } from "./run";

/**
 * `npm run eval`: a fresh local index of ../shared/corpus/northwind, every question of
 * ../shared/eval/dev-questions.jsonl through POST /chat, and hit@1/3/5 of the retrieved pages and
 * citations-matched as JSON lines (per question on stderr with `--verbose`).
 * `npm run eval -- --library`: the demo library as an adviser sees it after `npm start` (with the seeded borrower
 * documents), asked tests/eval/library-questions.jsonl; adds facts-matched, the share of answers that state
 * every expected figure.
 */
const shared = path.resolve(process.env.SHARED_DIR ?? "../shared");
const corpus = path.join(shared, "corpus/northwind");
const library = process.argv.includes("--library");
const questionsFile =
  process.env.EVAL_QUESTIONS ??
  (library ? path.resolve("tests/eval/library-questions.jsonl") : path.join(shared, "eval/dev-questions.jsonl"));
const verbose = process.argv.includes("--verbose");

interface Question {
  id: string;
  question: string;
  sources: string[];
  facts?: string[];
  lang: string;
}

const questions = readFileSync(questionsFile, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Question);

if (!existsSync("dist/client/index.html")) runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
// The corpus run's index holds the corpus alone: no demo library, and an account without seeded borrower documents.
const server = await startServer(Number(process.env.EVAL_PORT ?? 8806), library ? "" : "LOAD_DEMO_LIBRARY:false");
try {
  const token = await tokenFor(library ? "anna@adviesdesk.example" : "carla@adviesdesk.example");
  const ingestSeconds = library ? 0 : await uploadFolder(server.baseURL, token, corpus);
  const hits = { 1: 0, 3: 0, 5: 0 };
  let cited = 0;
  let stated = 0;
  const plain = (text: string) => text.replace(/\s+/g, " ");
  const started = performance.now();
  for (const item of questions) {
    const answer = await postChat(server.baseURL, token, item.question, { top: 5 });
    const retrieved = sourcesOf(answer.context.data_points);
    const expected = new Set(item.sources);
    const rank = retrieved.findIndex((source) => expected.has(source));
    for (const k of [1, 3, 5] as const) if (rank >= 0 && rank < k) hits[k]++;
    const matched = citationsOf(answer.message.content).some((citation) => expected.has(citation));
    if (matched) cited++;
    const factsStated = (item.facts ?? []).every((fact) => plain(answer.message.content).includes(plain(fact)));
    if (factsStated) stated++;
    if (verbose) {
      console.error(
        JSON.stringify({
          id: item.id,
          rank: rank >= 0 ? rank + 1 : null,
          cited: matched,
          ...(item.facts ? { facts: factsStated } : {}),
          retrieved,
          answer: answer.message.content.slice(0, 300),
        }),
      );
    }
  }
  const n = questions.length;
  const line = (metric: string, value: number, unit = "ratio") =>
    console.log(JSON.stringify({ metric, value: Math.round(value * 1000) / 1000, unit, n }));
  line("hit@1", hits[1] / n);
  line("hit@3", hits[3] / n);
  line("hit@5", hits[5] / n);
  line("citations_matched", cited / n);
  if (questions.some((item) => item.facts)) line("facts_matched", stated / n);
  if (!library) line("ingest_seconds", ingestSeconds, "s");
  line("chat_ms_mean", (performance.now() - started) / n, "ms");
} finally {
  server.stop();
}
process.exit(0);
