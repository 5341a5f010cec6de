import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { bin, offlineEnv } from "../scripts/offline-env";
import type { BenchContext, Figure } from "./types";

const gzipBytes = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** JS a first-time visitor of `pagePath` downloads, measured in Chromium, gzip-compressed. */
async function pageJsGzip(baseURL: string, pagePath: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.body());
    });
    await page.goto(`${baseURL}${pagePath}`, { waitUntil: "networkidle" });
    const bodies = await Promise.all(scripts.values());
    return bodies.reduce((total, body) => total + gzipBytes(body), 0);
  } finally {
    await browser.close();
  }
}

function workerBundleGzip(): number {
  const outdir = path.resolve(".wrangler/bench-bundle");
  const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", "wrangler.toml"], {
    env: offlineEnv(),
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("wrangler could not bundle the Worker");
  return readdirSync(outdir)
    .filter((file) => file.endsWith(".js"))
    .reduce((total, file) => total + gzipBytes(readFileSync(path.join(outdir, file))), 0);
}

export default async function sizes({ baseURL }: BenchContext): Promise<Figure[]> {
  return [
    { name: "landing_page_js_gzip", value: await pageJsGzip(baseURL, "/"), unit: "bytes" },
    { name: "worker_bundle_gzip", value: workerBundleGzip(), unit: "bytes" },
  ];
}
