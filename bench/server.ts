import { type ChildProcess, spawn } from "node:child_process";
import { offlineEnv } from "../scripts/offline-env";

/**
 * Starts `npm start` on its own port with fresh local state, for benchmarks that need a live server. `vars` are
 * settings for this run only (`KEY:VALUE` pairs, as WRANGLER_VARS takes them).
 */
export async function startServer(port: number, vars = ""): Promise<{ baseURL: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: offlineEnv({
      PORT: String(port),
      PERSIST_DIR: `.wrangler/bench-state-${port}`,
      FRESH_STATE: "1",
      SKIP_BUILD: "1",
      WRANGLER_VARS: vars,
    }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/config`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the server did not start on ${baseURL}`);
}
