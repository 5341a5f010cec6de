import { rmSync } from "node:fs";
import { ensureBsnEncryptionKey, ensureDevSigningKey, readDevVars } from "./dev-key";
import { runForever, runStep } from "./run";
import { loadDemoData } from "./seed";
import { loadDemoObjects } from "./seed/objects";
import { runRecoveryEveryMinute, warmDemoLibrary } from "./warm-library";

/** `npm start`: build the SPA, prepare local D1, load demo data and serve everything through wrangler. */
const port = process.env.PORT ?? "8787";
// End-to-end runs keep their own local D1/R2 so they never touch a developer's data.
const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];
// Each server its own devtools port, so servers started side by side (e2e, bench, eval) never race for 9229.
const inspectorPort = process.env.INSPECTOR_PORT ?? (port === "8787" ? "9229" : String(Number(port) + 20000));
// Settings for this run only, as space-separated KEY:VALUE pairs (the e2e visitor server turns one on).
const vars = (process.env.WRANGLER_VARS ?? "")
  .split(/\s+/)
  .filter(Boolean)
  .flatMap((pair) => ["--var", pair]);

if (process.env.PERSIST_DIR && process.env.FRESH_STATE === "1") {
  rmSync(process.env.PERSIST_DIR, { recursive: true, force: true });
}
await ensureDevSigningKey();
ensureBsnEncryptionKey();
if (process.env.SKIP_BUILD !== "1") runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
runStep("local D1 migrated", "wrangler", [
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "-c",
  "wrangler.toml",
  ...persist,
]);
loadDemoData(persist);
await loadDemoObjects(process.env.PERSIST_DIR);
console.log(`→ Adviesdesk on http://localhost:${port}`);
// The API Worker and the ingest Worker (the queue's consumer) in one wrangler dev, sharing local D1, R2 and Queues.
// --test-scheduled lets this script run the recovery step (the production cron) at start-up and every minute.
runForever("wrangler", [
  "dev",
  "-c",
  "wrangler.toml",
  "-c",
  "wrangler.ingest.toml",
  "--test-scheduled",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  "--inspector-port",
  inspectorPort,
  ...persist,
  ...vars,
]);
const baseURL = `http://127.0.0.1:${port}`;
await warmDemoLibrary(baseURL, readDevVars().AUTH_MODE ?? "dev").catch((error) =>
  console.warn(`! demo library not loaded at start-up: ${error}`),
);
runRecoveryEveryMinute(baseURL);
