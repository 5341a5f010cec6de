import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, started with the flags this offline machine needs. */
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npm start",
    url: `${baseURL}/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      SKIP_BUILD: process.env.SKIP_BUILD ?? "0",
      PERSIST_DIR: `.wrangler/e2e-state-${port}`,
      FRESH_STATE: "1",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
