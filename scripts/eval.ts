import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "../bench/server";
import type { DumpedQuestion } from "./eval-dump";
import { absentOf, citationsOf, postChat, sourcesOf, tokenFor, uploadFolder } from "./rag-client";
import { runStep } from "./run";
import { waitForDemoDocuments } from "./warm-library";

/**
 * `npm run eval`: a fresh local index of ../shared/corpus/northwind, every question of eval/corpus-questions.jsonl
 * through POST /chat. `npm run eval -- --library`: the demo library as an adviser sees it after `npm start` (with
 * the seeded borrower documents), asked eval/library-questions.jsonl.
 *
 * Each question belongs to the tuning part or the check part (`part`); check questions were written before any
 * tuning and their failures are not looked at to tune. Figures are printed per part and per language (JSON lines,
 * then a table with tuning and check side by side):
 * - hit@1/3/5: one of the expected pages among the first k retrieved pages (answerable questions);
 * - citations_matched: the answer cites at least one expected page (answerable questions);
 * - pages_cited_share: the share of the expected pages the answer cites (the upstream sample's citations metric);
 * - facts_matched: the answer states every expected figure (library questions);
 * - declined: a question no document answers gets an answer that cites nothing;
 * - answered: an answerable question gets an answer that cites something.
 * `--verbose` prints each question's outcome on stderr; `--port N` (or EVAL_PORT) picks the server's port.
 * `--dump FILE` writes each *tuning* question with the sources it was answered from (JSON lines), the input of
 * scripts/calibrate-decline.ts; check questions are never written, so nothing is calibrated on them.
 */
const shared = path.resolve(process.env.SHARED_DIR ?? "../shared");
const corpus = path.join(shared, "corpus/northwind");
const library = process.argv.includes("--library");
const questionsFile =
  process.env.EVAL_QUESTIONS ?? path.resolve(library ? "eval/library-questions.jsonl" : "eval/corpus-questions.jsonl");
const verbose = process.argv.includes("--verbose");
const portArgument = process.argv.indexOf("--port");
const port = Number(portArgument >= 0 ? process.argv[portArgument + 1] : (process.env.EVAL_PORT ?? 8806));
const dumpArgument = process.argv.indexOf("--dump");
const dumpFile = dumpArgument >= 0 ? process.argv[dumpArgument + 1] : undefined;
const dumped: string[] = [];

interface Question {
  id: string;
  part?: "tune" | "check";
  question: string;
  /** Every page that answers the question; empty when no document does. */
  sources: string[];
  facts?: string[];
  lang: string;
}

interface Outcome {
  part: string;
  lang: string;
  answerable: boolean;
  rank: number | null;
  cited: boolean;
  share: number;
  facts?: boolean;
  citesAnything: boolean;
}

const questions = readFileSync(questionsFile, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Question);

/** The figures of a group of outcomes; a figure whose questions are absent from the group is left out. */
function figures(outcomes: Outcome[]): Record<string, { value: number; n: number }> {
  const out: Record<string, { value: number; n: number }> = {};
  const share = (list: Outcome[], test: (outcome: Outcome) => number) =>
    list.length ? list.reduce((sum, outcome) => sum + test(outcome), 0) / list.length : 0;
  const answerable = outcomes.filter((outcome) => outcome.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable);
  const withFacts = answerable.filter((outcome) => outcome.facts !== undefined);
  if (answerable.length) {
    for (const k of [1, 3, 5])
      out[`hit@${k}`] = {
        value: share(answerable, (o) => (o.rank !== null && o.rank <= k ? 1 : 0)),
        n: answerable.length,
      };
    out.citations_matched = { value: share(answerable, (o) => (o.cited ? 1 : 0)), n: answerable.length };
    out.pages_cited_share = { value: share(answerable, (o) => o.share), n: answerable.length };
    out.answered = { value: share(answerable, (o) => (o.citesAnything ? 1 : 0)), n: answerable.length };
  }
  if (withFacts.length) out.facts_matched = { value: share(withFacts, (o) => (o.facts ? 1 : 0)), n: withFacts.length };
  if (unanswerable.length)
    out.declined = { value: share(unanswerable, (o) => (o.citesAnything ? 0 : 1)), n: unanswerable.length };
  return out;
}

if (!existsSync("dist/client/index.html")) runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
// The corpus run's index holds the corpus alone: no demo library, and an account without seeded borrower documents.
const server = await startServer(port, library ? "" : "LOAD_DEMO_LIBRARY:false");
try {
  const token = await tokenFor(library ? "anna@adviesdesk.example" : "carla@adviesdesk.example");
  // The server answers before its start-up step has indexed the demo library: ask only once it has.
  if (library && (await waitForDemoDocuments(server.baseURL, { authorization: `Bearer ${token}` })) === null)
    throw new Error("the demo library was not indexed in 2 minutes");
  const ingestSeconds = library ? 0 : await uploadFolder(server.baseURL, token, corpus);
  const plain = (text: string) => text.replace(/\s+/g, " ");
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (const item of questions) {
    const answer = await postChat(server.baseURL, token, item.question, { top: 5 });
    const retrieved = sourcesOf(answer.context.data_points);
    const expected = new Set(item.sources);
    const index = retrieved.findIndex((source) => expected.has(source));
    const citations = new Set(citationsOf(answer.message.content));
    const citedExpected = [...expected].filter((source) => citations.has(source)).length;
    const outcome: Outcome = {
      part: item.part ?? "tune",
      lang: item.lang,
      answerable: expected.size > 0,
      rank: index >= 0 ? index + 1 : null,
      cited: citedExpected > 0,
      share: expected.size ? citedExpected / expected.size : 0,
      citesAnything: citations.size > 0,
      ...(item.facts?.length
        ? { facts: item.facts.every((fact) => plain(answer.message.content).includes(plain(fact))) }
        : {}),
    };
    outcomes.push(outcome);
    if (dumpFile && outcome.part === "tune")
      dumped.push(
        JSON.stringify({
          id: item.id,
          lang: item.lang,
          question: item.question,
          answerable: outcome.answerable,
          dataPoints: answer.context.data_points,
          absent: absentOf(answer),
        } satisfies DumpedQuestion),
      );
    if (verbose) {
      console.error(
        JSON.stringify({
          id: item.id,
          part: outcome.part,
          rank: outcome.rank,
          cited: outcome.cited,
          ...(outcome.facts !== undefined ? { facts: outcome.facts } : {}),
          ...(outcome.answerable ? {} : { declined: !outcome.citesAnything }),
          retrieved,
          answer: answer.message.content.slice(0, 300),
        }),
      );
    }
  }
  if (dumpFile) writeFileSync(dumpFile, `${dumped.join("\n")}\n`);
  const groups: [string, Outcome[]][] = [];
  for (const part of ["tune", "check"])
    for (const lang of ["all", "en", "nl"]) {
      const members = outcomes.filter((o) => o.part === part && (lang === "all" || o.lang === lang));
      if (members.length) groups.push([`${part}/${lang}`, members]);
    }
  const table = new Map<string, Map<string, { value: number; n: number }>>();
  for (const [name, members] of groups) {
    const [part, lang] = name.split("/");
    for (const [metric, { value, n }] of Object.entries(figures(members))) {
      const rounded = Math.round(value * 1000) / 1000;
      console.log(JSON.stringify({ metric, part, lang, value: rounded, unit: "ratio", n }));
      if (!table.has(metric)) table.set(metric, new Map());
      table.get(metric)?.set(name, { value: rounded, n });
    }
  }
  if (!library) console.log(JSON.stringify({ metric: "ingest_seconds", value: ingestSeconds, unit: "s" }));
  console.log(
    JSON.stringify({ metric: "chat_ms_mean", value: (performance.now() - started) / questions.length, unit: "ms" }),
  );
  const columns = groups.map(([name]) => name);
  const cell = (entry: { value: number; n: number } | undefined) =>
    entry ? `${entry.value.toFixed(3)} (${entry.n})` : "–";
  console.error(`\n| metric | ${columns.join(" | ")} |\n|---|${columns.map(() => "---").join("|")}|`);
  for (const [metric, byGroup] of table)
    console.error(`| ${metric} | ${columns.map((column) => cell(byGroup.get(column))).join(" | ")} |`);
} finally {
  server.stop();
}
process.exit(0);
