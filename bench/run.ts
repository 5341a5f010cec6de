import { readdirSync } from "node:fs";
import path from "node:path";
import { runStep } from "../scripts/run";
import { startServer } from "./server";
import type { BenchContext, Figure } from "./types";

/**
 * `npm run bench`: builds once, starts one server, runs every bench/*.ts module's default export and
 * prints one JSON line per figure. `npm run bench -- sizes` runs only the modules named.
 */
const infrastructure = new Set(["run.ts", "server.ts", "types.ts"]);
const only = process.argv.slice(2);
const modules = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".ts") && !infrastructure.has(file))
  .filter((file) => only.length === 0 || only.includes(path.basename(file, ".ts")));

runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
const server = await startServer(Number(process.env.BENCH_PORT ?? 8790));
let failed = false;
try {
  const context: BenchContext = { baseURL: server.baseURL };
  for (const file of modules) {
    const module = (await import(path.join(import.meta.dirname, file))) as {
      default: (context: BenchContext) => Promise<Figure[]>;
    };
    try {
      for (const figure of await module.default(context)) {
        console.log(JSON.stringify({ bench: path.basename(file, ".ts"), ...figure }));
      }
    } catch (error) {
      failed = true;
      console.error(`bench ${file} failed:`, error);
    }
  }
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
