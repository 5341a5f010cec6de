import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, offlineEnv } from "../scripts/offline-env";
import type { Figure } from "./types";

/** A Worker as wrangler would upload it, gzip-compressed (the public pages are measured by public-site.ts). */
function workerBundleGzip(config: string): number {
  const outdir = path.resolve(".wrangler/bench-bundle", path.basename(config, ".toml"));
  rmSync(outdir, { recursive: true, force: true });
  const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", config], {
    env: offlineEnv(),
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("wrangler could not bundle the Worker");
  return readdirSync(outdir)
    .filter((file) => file.endsWith(".js"))
    .reduce((total, file) => total + gzipSync(readFileSync(path.join(outdir, file)), { level: 9 }).length, 0);
}

export default async function sizes(): Promise<Figure[]> {
  return [
    // The API Worker (answers every request; its size is its cold start) and the ingest Worker (the parsers).
    { name: "worker_bundle_gzip", value: workerBundleGzip("wrangler.toml"), unit: "bytes" },
    { name: "ingest_worker_bundle_gzip", value: workerBundleGzip("wrangler.ingest.toml"), unit: "bytes" },
  ];
}
