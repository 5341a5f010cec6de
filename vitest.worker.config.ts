import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { createBsnKey, createSigningJwk } from "./scripts/dev-key";

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
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // A generous ceiling, not a measurement: parsing PDFs and Office files in workerd on a busy 2-core machine
      // can pass vitest's 5 s default.
      testTimeout: 30_000,
    },
  };
});
