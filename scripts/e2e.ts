import { spawn } from "node:child_process";
import { bin, offlineEnv } from "./offline-env";
import { runStep } from "./run";

/**
 * `npm run test:e2e`: the signed-in specs in E2E_SHARDS Playwright runs side by side, each against its own server
 * (own port, own local D1/R2), so no spec sees another's data; then the visitor spec against its own server.
 * Arguments go to every run (e.g. a spec file); a run that matches no test passes.
 */
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8799);
const args = process.argv.slice(2);

// One build for every server: the runs' servers would otherwise each build into the same dist/.
if (process.env.SKIP_BUILD !== "1") runStep("web app built", "vite", ["build", "--logLevel", "warn"]);

function playwright(label: string, port: number, extra: string[]): Promise<number> {
  const child = spawn(bin("playwright"), ["test", ...extra, "--pass-with-no-tests", ...args], {
    env: offlineEnv({ E2E_PORT: String(port), SKIP_BUILD: "1" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Lines from the runs interleave: each carries its run's label.
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) console.log(`[${label}] ${line}`);
    });
    stream.on("end", () => rest && console.log(`[${label}] ${rest}`));
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

const runs = Array.from({ length: shards }, (_, index) =>
  playwright(`${index + 1}/${shards}`, basePort + index, ["--project", "chromium", `--shard=${index + 1}/${shards}`]),
);
// The visitor run starts when the first shard ends, so at most `shards` servers share the machine.
const visitor = Promise.race(runs).then(() => playwright("visitor", basePort + shards, ["--project", "visitor"]));
const codes = await Promise.all([...runs, visitor]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
