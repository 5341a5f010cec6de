import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { createBsnKey, createSigningJwk } from "./scripts/dev-key";

/**
 * Files that need a fresh store and fresh rate limits: they assert on state shared by all advisers (the inbox, the
 * library, what the recovery step finds to send again), load the demo library through the recovery step (which
 * changes every later answer), or spend the sign-in and chat limits of the users and addresses other files use.
 * A shuffled run of the rest (`--project shared --sequence.shuffle`) finds a file that belongs here.
 */
const ownStorage = [
  "tests/worker/chat-visitor.test.ts",
  "tests/worker/contact.test.ts",
  "tests/worker/ingest-queue.test.ts",
  "tests/worker/rag-answer.test.ts",
  "tests/worker/rag-library.test.ts",
  "tests/worker/security-auth.test.ts",
  "tests/worker/security-visitor.test.ts",
];

/** Worker tests run in workerd with real local D1 (migrations applied in the setup file) and R2. */
export default defineConfig(async () => {
  // The Worker's asset binding needs the built SPA (page navigations are answered with its index.html).
  if (!existsSync(path.resolve(import.meta.dirname, "dist/client/index.html"))) {
    const build = spawnSync(
      path.resolve(import.meta.dirname, "node_modules/.bin/vite"),
      ["build", "--logLevel", "warn"],
      {
        stdio: "inherit",
      },
    );
    if (build.status !== 0) throw new Error("vite build failed; the Worker tests need dist/client");
  }
  const migrations = await readD1Migrations(path.resolve(import.meta.dirname, "migrations"));
  // Each run signs with a fresh key: tests never depend on a developer's .dev.vars.
  const signingKey = await createSigningJwk();
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            DEV_OIDC_PRIVATE_JWK: signingKey,
            AUTH_MODE: "dev",
            BSN_ENCRYPTION_KEY: createBsnKey(),
          },
        },
      }),
    ],
    test: {
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // A generous ceiling, not a measurement: parsing PDFs and Office files in workerd on a busy 2-core machine
      // can pass vitest's 5 s default.
      testTimeout: 30_000,
      // Isolation starts a workerd with fresh storage for every file, about 7 s each. Files that need a fresh store
      // or spend a limit for everyone keep it; the rest share one runtime, one store and one module cache.
      projects: [
        { extends: true, test: { name: "isolated", include: ownStorage } },
        {
          extends: true,
          test: { name: "shared", include: ["tests/worker/**/*.test.ts"], exclude: ownStorage, isolate: false },
        },
      ],
    },
  };
});
