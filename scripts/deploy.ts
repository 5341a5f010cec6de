import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { deployAuthMode } from "./deploy-auth-mode";
import { bin, offlineEnv } from "./offline-env";
import { runStep } from "./run";

/** The ingestion queue and its dead-letter queue (wrangler.toml and wrangler.ingest.toml name them). */
const queues = ["adviesdesk-ingest", "adviesdesk-ingest-dlq"];

/** Creates a queue unless the account already has it (`wrangler queues info` fails for a missing one). */
function ensureQueue(name: string) {
  const info = spawnSync(bin("wrangler"), ["queues", "info", name], { stdio: "ignore", env: offlineEnv() });
  if (info.status === 0) {
    console.log(`✓ queue ${name} exists`);
    return;
  }
  runStep(`queue ${name} created`, "wrangler", ["queues", "create", name]);
}

/**
 * `npm run deploy`: build, migrate the remote D1 database, create the queues that are missing, deploy the ingest
 * Worker (the queue's consumer) and then the API Worker with its assets.
 */
const auth = deployAuthMode(process.env.AUTH_MODE, readFileSync("wrangler.toml", "utf8"));
if (!auth.ok) {
  console.error(`✗ not deployed: ${auth.reason}`);
  process.exit(1);
}
runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
runStep("remote D1 migrated", "wrangler", ["d1", "migrations", "apply", "DB", "--remote", "-c", "wrangler.toml"]);
for (const queue of queues) ensureQueue(queue);
runStep("ingest Worker deployed", "wrangler", ["deploy", "-c", "wrangler.ingest.toml"]);
runStep("deployed", "wrangler", ["deploy", "-c", "wrangler.toml", "--var", `AUTH_MODE:${auth.mode}`]);
