import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, offlineEnv } from "../scripts/offline-env";
import type { Figure } from "./types";

/** The Worker as wrangler would upload it, gzip-compressed (the public pages are measured by public-site.ts). */
function workerBundleGzip(): number {
  const outdir = path.resolve(".wrangler/bench-bundle");
  const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", "wrangler.toml"], {
    env: offlineEnv(),
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("wrangler could not bundle the Worker");
  return readdirSync(outdir)
    .filter((file) => file.endsWith(".js"))
    .reduce((total, file) => total + gzipSync(readFileSync(path.join(outdir, file)), { level: 9 }).length, 0);
}

export default async function sizes(): Promise<Figure[]> {
  return [{ name: "worker_bundle_gzip", value: workerBundleGzip(), unit: "bytes" }];
}
