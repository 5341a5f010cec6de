import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, offlineEnv } from "../scripts/offline-env";
import type { Figure } from "./types";

/**
 * A Worker as `npm run deploy` uploads it to production (minified), gzip-compressed (the public pages are measured
 * by public-site.ts). `env` null: the local top level, unminified.
 */
function workerBundleGzip(config: string, env: string | null = "production"): number {
  const outdir = path.resolve(".wrangler/bench-bundle", `${path.basename(config, ".toml")}-${env ?? "local"}`);
  rmSync(outdir, { recursive: true, force: true });
  const envArgs = env ? ["--env", env] : [];
  const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", config, ...envArgs], {
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
    // The same code unminified (the local configuration), to see what minifying saves.
    { name: "worker_bundle_unminified_gzip", value: workerBundleGzip("wrangler.toml", null), unit: "bytes" },
  ];
}
