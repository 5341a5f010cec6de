import { loadEnglishTagger } from "../worker/ai/english-tagger";
import { composeAnswer } from "../worker/ai/local-model";
import { systemPrompt, userPrompt } from "../worker/ai/prompts";
import { jsonLines, readDump } from "./eval-dump";

/**
 * Replays the local model's answer step on the *tuning* questions an eval run dumped (`--dump FILE`), without a
 * server: the same sources, the answer step as it is now. For working on the answer step between eval runs (the
 * retrieval is not replayed; run the eval for the figures):
 *
 *   npm run eval -- --library --port 9153 --dump /tmp/library-tune.jsonl
 *   npx tsx scripts/replay-answers.ts eval/library-questions.jsonl /tmp/library-tune.jsonl
 *
 * Prints one line per question: declined or answered, the expected facts stated, the first part of the answer.
 */
await loadEnglishTagger();
const [questionsFile, ...dumps] = process.argv.slice(2);
if (!questionsFile || !dumps.length) throw new Error("usage: replay-answers.ts QUESTIONS.jsonl DUMP.jsonl…");
const facts = new Map(
  jsonLines(questionsFile).map((line) => {
    const item = JSON.parse(line) as { id: string; facts?: string[] };
    return [item.id, item.facts ?? []] as const;
  }),
);
let right = 0;
let total = 0;
for (const row of dumps.flatMap(readDump)) {
  const answer = composeAnswer([
    { role: "system", content: systemPrompt({ language: row.lang, followups: false }) },
    {
      role: "user",
      content: [{ type: "text", text: userPrompt(row.question, row.dataPoints, row.absent) }],
    },
  ]);
  const cites = /\[[^\]]+\.[a-z0-9]+(#page=\d+)?\]/i.test(answer);
  const expected = facts.get(row.id) ?? [];
  const stated = expected.every((fact) => answer.replace(/\s+/g, " ").includes(fact));
  const ok = row.answerable ? cites && stated : !cites;
  right += ok ? 1 : 0;
  total++;
  console.log(
    `${ok ? "ok  " : "FAIL"} ${row.id} ${row.answerable ? (cites ? "answered" : "declined") : cites ? "ANSWERED" : "declined"}${expected.length ? ` facts=${stated}` : ""} | ${row.question} → ${answer.replace(/\s+/g, " ").slice(0, 220)}`,
  );
}
console.log(`${right}/${total} right`);
