import type { AuthenticatedUser } from "./auth/verify-token";
import type { Settings } from "./settings";

/** Bindings and variables as wrangler.toml and .dev.vars declare them. */
export interface Env {
  DB: D1Database;
  UPLOADS: R2Bucket;
  ASSETS: Fetcher;
  /** Optional Cloudflare Vectorize index for chunk vectors (README: Vectorize). */
  VECTORS?: Vectorize;
  [key: string]: unknown;
}

export interface AppVariables {
  settings: Settings;
  requestId: string;
  user: AuthenticatedUser | null;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
