import { spawn, spawnSync } from "node:child_process";
import { bin, offlineEnv } from "./offline-env";

/** Runs a project binary to completion with the offline environment; stops the script on failure. */
export function runStep(label: string, tool: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(bin(tool), args, { stdio: "inherit", env: offlineEnv(env) });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${Math.round(performance.now() - started)} ms)`);
}

/** Starts a long-running project binary and forwards signals so Ctrl+C stops it cleanly. */
export function runForever(tool: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(bin(tool), args, { stdio: "inherit", env: offlineEnv(env) });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}
