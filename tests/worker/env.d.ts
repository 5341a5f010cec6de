import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The test pool's own binding (vitest.worker.config.ts); the Worker's are generated in worker/bindings.d.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
