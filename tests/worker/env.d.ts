import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
    }
    interface Env {
      DB: D1Database;
      UPLOADS: R2Bucket;
      INGEST_QUEUE: Queue<import("../../worker/documents/queue").IngestMessage>;
      ASSETS: Fetcher;
      TEST_MIGRATIONS: D1Migration[];
      DEV_OIDC_PRIVATE_JWK: string;
    }
  }
}
