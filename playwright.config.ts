import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://localhost:${port}`;

/*
 * A second server with ENABLE_UNAUTHENTICATED_ACCESS on, for the visitor spec (chat-visitor.spec.ts) only.
 * It reuses the first server's build and starts only when that spec can run: a whole run, or one that names it.
 * `npm run test:e2e` (scripts/e2e.ts) runs each project apart, on ports from E2E_PORT up.
 */
const visitorSpec = /chat-visitor\.spec\.ts/;
const visitorPort = port + 1000;
const visitorURL = `http://localhost:${visitorPort}`;
const argv = process.argv.slice(2);
const fileFilters = argv.filter((arg) => /spec|\.ts$|^tests\//.test(arg));
// `--project chromium` or `--project visitor` (scripts/e2e.ts runs them apart): a run starts only its project's server.
const projectFilters = argv.flatMap((arg, index) =>
  arg.startsWith("--project=") ? [arg.slice("--project=".length)] : argv[index - 1] === "--project" ? [arg] : [],
);
const projectRuns = (name: string) => projectFilters.length === 0 || projectFilters.includes(name);
const mainServerNeeded = projectRuns("chromium");
const visitorServerNeeded =
  projectRuns("visitor") && (fileFilters.length === 0 || fileFilters.some((filter) => filter.includes("visitor")));
const server = (serverPort: number, env: Record<string, string>) => ({
  command: "npm start",
  url: `http://localhost:${serverPort}/api/config`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: {
    PORT: String(serverPort),
    PERSIST_DIR: `.wrangler/e2e-state-${serverPort}`,
    FRESH_STATE: "1",
    ...env,
  },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

/*
 * Debian's Chromium, started with the flags this offline machine needs. Its headless shell (package
 * chromium-headless-shell, which .ci/run installs) is the same engine without the desktop browser's shell and spends
 * less CPU per test; the full browser serves where the shell is not installed.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromium = existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace films every test (a sixth of its CPU); CI records the retry of a failed test, and a
    // developer chasing a failure adds `--trace on`.
    trace: "on-first-retry",
    // The signed-in app installs a service worker (vite.config.ts); page.route cannot see what a worker answers,
    // so specs run without it and tests/e2e/mobile-offline.spec.ts turns it on where it is the subject.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    // As a visitor who asked for less motion: sections are scrolled to instantly, so a button never moves under the
    // pointer, and no pulse repaints the page every frame (software compositing spends a core on it).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: visitorSpec, use: { ...devices["Desktop Chrome"] } },
    { name: "visitor", testMatch: visitorSpec, use: { ...devices["Desktop Chrome"], baseURL: visitorURL } },
  ],
  webServer: [
    ...(mainServerNeeded ? [server(port, { SKIP_BUILD: process.env.SKIP_BUILD ?? "0" })] : []),
    ...(visitorServerNeeded
      ? [
          server(visitorPort, {
            SKIP_BUILD: mainServerNeeded ? "1" : (process.env.SKIP_BUILD ?? "0"),
            WRANGLER_VARS: "ENABLE_UNAUTHENTICATED_ACCESS:true VISITOR_GROUPS:advisers",
          }),
        ]
      : []),
  ],
});
