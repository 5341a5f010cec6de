import { runStep } from "./run";

/** `npm run deploy`: build, migrate the remote D1 database, deploy the Worker with its assets. */
runStep("web app built", "vite", ["build", "--logLevel", "warn"]);
runStep("remote D1 migrated", "wrangler", ["d1", "migrations", "apply", "DB", "--remote", "-c", "wrangler.toml"]);
runStep("deployed", "wrangler", ["deploy", "-c", "wrangler.toml"]);
