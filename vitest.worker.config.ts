import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { createSigningJwk } from "./scripts/dev-key";

/** Worker tests run in workerd with real local D1 (migrations applied in the setup file) and R2. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.resolve(import.meta.dirname, "migrations"));
  // Each run signs with a fresh key: tests never depend on a developer's .dev.vars.
  const signingKey = await createSigningJwk();
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, DEV_OIDC_PRIVATE_JWK: signingKey, AUTH_MODE: "dev" },
        },
      }),
    ],
    test: { include: ["tests/worker/**/*.test.ts"], setupFiles: ["./tests/worker/apply-migrations.ts"] },
  };
});
