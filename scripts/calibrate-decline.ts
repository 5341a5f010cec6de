import { loadEnglishTagger } from "../worker/ai/english-tagger";
import { evidenceShare } from "../worker/ai/local-model";
import { parseSources } from "../worker/ai/sources";
import { readDump } from "./eval-dump";

/**
 * Calibrates the local model's decline threshold (MIN_PASSAGE_SHARE in worker/ai/local-model.ts) from the
 * distribution of the evidence share on the tuning questions, instead of choosing it by hand:
 *
 *   npm run eval -- --port 9152 --dump /tmp/corpus-tune.jsonl
 *   npm run eval -- --library --port 9153 --dump /tmp/library-tune.jsonl
 *   npx tsx scripts/calibrate-decline.ts /tmp/corpus-tune.jsonl /tmp/library-tune.jsonl
 *
 * For each threshold it prints the share of answerable questions whose best passage reaches it (kept) and the
 * share of unanswerable ones that stays under it (declined), and picks, among the thresholds that keep at least
 * MIN_KEPT of the answerable questions, the one with the best mean of the two (balanced accuracy: the sets have far
 * fewer unanswerable questions), the lowest on a tie. MIN_KEPT follows from the citation target (0.75 of answerable
 * questions cite an expected page): about one answered question in eight cites another page, so a threshold that
 * answers fewer than 85 % cannot reach it. `--min-kept X` changes it.
 */
await loadEnglishTagger();
const minKeptArgument = process.argv.indexOf("--min-kept");
const MIN_KEPT = minKeptArgument >= 0 ? Number(process.argv[minKeptArgument + 1]) : 0.85;
const files = process.argv.slice(2).filter((_, i, all) => all[i - 1] !== "--min-kept" && all[i] !== "--min-kept");
const rows = files
  .flatMap(readDump)
  .map((row) => ({ ...row, share: evidenceShare(row.question, parseSources(row.dataPoints.join("\n"))) }));
const answerable = rows.filter((row) => row.answerable);
const unanswerable = rows.filter((row) => !row.answerable);
if (!answerable.length || !unanswerable.length) throw new Error("need answerable and unanswerable tuning questions");

const steps = Array.from({ length: 25 }, (_, i) => Math.round((0.1 + i * 0.025) * 1000) / 1000);
const results = steps.map((threshold) => {
  const kept = answerable.filter((row) => row.share >= threshold).length / answerable.length;
  const declined = unanswerable.filter((row) => row.share < threshold).length / unanswerable.length;
  return { threshold, kept, declined, balanced: (kept + declined) / 2 };
});
for (const result of results) console.log(JSON.stringify(result));
const allowed = results.filter((result) => result.kept >= MIN_KEPT);
const best = Math.max(...allowed.map((result) => result.balanced));
const chosen = allowed.find((result) => result.balanced === best);
console.log(
  JSON.stringify({
    chosen: chosen?.threshold,
    balanced: best,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
  }),
);
for (const row of unanswerable)
  console.log(JSON.stringify({ unanswerable: row.id, share: Math.round(row.share * 1000) / 1000 }));
