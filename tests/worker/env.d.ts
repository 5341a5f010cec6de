import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The test pool's own binding (vitest.worker.config.ts); the Worker's are generated in worker/bindings.d.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** The built-in sign-in's key, which the test pool binds as `npm start` does through .dev.vars. */
      DEV_OIDC_PRIVATE_JWK: string;
    }
  }
}
