import { mkdirSync } from "node:fs";
import { ensureBsnEncryptionKey, ensureDevSigningKey } from "./dev-key";
import { runForever, runStep } from "./run";
import { loadDemoData } from "./seed";
import { loadDemoObjects } from "./seed/objects";

/** `npm run dev`: the Worker under `wrangler dev` (reloads on change) and Vite with hot reload in front of it. */
await ensureDevSigningKey();
ensureBsnEncryptionKey();
mkdirSync("dist/client", { recursive: true });
runStep("local D1 migrated", "wrangler", ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml"]);
loadDemoData();
await loadDemoObjects();
runForever("wrangler", ["dev", "-c", "wrangler.toml", "--port", "8787", "--show-interactive-dev-session=false"]);
runForever("vite", ["--port", "5173", "--strictPort"]);
console.log("→ Adviesdesk with hot reload on http://localhost:5173 (API on :8787)");
