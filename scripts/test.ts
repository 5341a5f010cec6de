import { spawn } from "node:child_process";

/**
 * `npm test`. The type check (tsc, one core) runs beside lint, unit tests and the build (mostly the other core);
 * the Worker and end-to-end tests follow, each wanting both cores. Stops at the first failure.
 */
const running = new Set<ReturnType<typeof spawn>>();
const npmRun = (script: string, env: Record<string, string> = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn("npm", ["run", script], { stdio: "inherit", env: { ...process.env, ...env } });
    running.add(child);
    child.on("exit", () => running.delete(child));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (exit ${code})`))));
  });

const inTurn = async (...scripts: string[]) => {
  for (const script of scripts) await npmRun(script);
};

try {
  await Promise.all([npmRun("typecheck"), inTurn("lint", "test:unit", "build")]);
  await npmRun("test:worker");
  await npmRun("test:e2e", { SKIP_BUILD: "1" });
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  for (const child of running) child.kill("SIGTERM");
  process.exit(1);
}
