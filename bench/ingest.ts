import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { corpusFiles, deleteFile, tokenFor, uploadFile, waitForFiles } from "../scripts/rag-client";
import { longText, unclosedParagraphsDocx } from "../tests/crafted-files";
import type { BenchContext, Figure } from "./types";

/**
 * Ingestion figures on a fresh server: `GET /config` latency while a 15 MB text and the crafted heavy .docx of
 * the security review are ingested (does a heavy file hold up other requests?), then throughput at 1× and 10×
 * the sample corpus (every copy uploaded first, then the time until all are indexed). Everything it uploads is
 * deleted again, so the benches after it see the same database as before.
 */
const corpus = path.join(path.resolve(process.env.SHARED_DIR ?? "../shared"), "corpus/northwind");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function configLatencyDuringHeavyIngest(baseURL: string): Promise<Figure[]> {
  const token = await tokenFor("bram@adviesdesk.example");
  const latencies: number[] = [];
  let failedProbes = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      // A probe that gets no answer (undici gives up after 300 s without headers) counts with the time it waited.
      const ok = await fetch(`${baseURL}/api/config`, { signal: AbortSignal.timeout(200_000) })
        .then((response) => response.arrayBuffer().then(() => response.ok))
        .catch(() => false);
      latencies.push(performance.now() - started);
      if (!ok) failedProbes += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  // A second of probes before the uploads, as the baseline of the same run.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = performance.now();
  const names = ["heavy-15mb.txt", "heavy-200k-paragraphs.docx"];
  await uploadFile(baseURL, token, names[0] as string, longText(15 * 1_048_576));
  await uploadFile(baseURL, token, names[1] as string, unclosedParagraphsDocx());
  const states = await waitForFiles(baseURL, token, names, { timeoutMs: 180_000, failOnError: false }).catch(
    (error: Error) => names.map((file_name) => ({ file_name, status: "unfinished", error: error.message })),
  );
  const finished = (performance.now() - started) / 1000;
  probing = false;
  await probe;
  for (const name of names) await deleteFile(baseURL, token, name);
  return [
    {
      name: "GET /config p99 while a 15 MB text and a crafted .docx ingest",
      value: round(percentile(latencies, 99)),
      unit: "ms",
      probes: latencies.length,
      p50: round(percentile(latencies, 50)),
      max: round(Math.max(...latencies)),
      failed_probes: failedProbes,
    },
    {
      name: "heavy files settled (indexed or refused)",
      value: round(finished),
      unit: "s",
      outcome: states.map((state) => `${state.file_name}: ${state.status}${state.error ? ` (${state.error})` : ""}`),
    },
  ];
}

async function throughput(baseURL: string, copies: number, prefix: string): Promise<Figure> {
  const token = await tokenFor("carla@adviesdesk.example");
  const files = corpusFiles(corpus);
  const bytes = files.reduce((total, name) => total + statSync(path.join(corpus, name)).size, 0) * copies;
  const started = performance.now();
  const names: string[] = [];
  for (let copy = 1; copy <= copies; copy++)
    for (const name of files) {
      const renamed = `${prefix}${copy}_${name}`;
      await uploadFile(baseURL, token, renamed, readFileSync(path.join(corpus, name)));
      names.push(renamed);
    }
  await waitForFiles(baseURL, token, names);
  const seconds = (performance.now() - started) / 1000;
  // Later benches (rag) measure retrieval on this database: leave it as it was.
  for (const name of names) await deleteFile(baseURL, token, name);
  return {
    name: `ingest throughput (${copies}×, ${names.length} files)`,
    value: round(names.length / seconds),
    unit: "files/s",
    seconds: round(seconds),
    mb_per_s: Math.round((bytes / 1_048_576 / seconds) * 100) / 100,
  };
}

export default async function ingestBench(context: BenchContext): Promise<Figure[]> {
  const figures = await configLatencyDuringHeavyIngest(context.baseURL);
  figures.push(await throughput(context.baseURL, 1, "t1x"));
  figures.push(await throughput(context.baseURL, 10, "t10x"));
  return figures;
}
