import type { AuthenticatedUser } from "./auth/verify-token";
import type { IngestMessage } from "./documents/queue";
import type { WorkersAiBinding } from "./providers/workers-ai";
import type { Settings } from "./settings";

/** Bindings and variables as wrangler.toml and .dev.vars declare them. */
export interface Env {
  DB: D1Database;
  UPLOADS: R2Bucket;
  ASSETS: Fetcher;
  /** The ingestion queue's producer (README: ingestion); its consumer is the ingest Worker. */
  INGEST_QUEUE: Queue<IngestMessage>;
  /** Optional Cloudflare Vectorize index for chunk vectors (README: Vectorize). */
  VECTORS?: Vectorize;
  /** Workers AI (deployed environments only: it does not run locally); used when a *_PROVIDER says workers-ai. */
  AI?: WorkersAiBinding;
  [key: string]: unknown;
}

export interface AppVariables {
  settings: Settings;
  requestId: string;
  user: AuthenticatedUser | null;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
