import { readFileSync } from "node:fs";
import { deployAuthMode } from "./deploy-auth-mode";
import { runStep } from "./run";

/** `npm run deploy`: build, migrate the remote D1 database, deploy the Worker with its assets. */
const auth = deployAuthMode(process.env.AUTH_MODE, readFileSync("wrangler.toml", "utf8"));
if (!auth.ok) {
  console.error(`✗ not deployed: ${auth.reason}`);
  process.exit(1);
}
runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
runStep("remote D1 migrated", "wrangler", ["d1", "migrations", "apply", "DB", "--remote", "-c", "wrangler.toml"]);
runStep("deployed", "wrangler", ["deploy", "-c", "wrangler.toml", "--var", `AUTH_MODE:${auth.mode}`]);
