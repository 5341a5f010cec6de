import { createMiddleware } from "hono/factory";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for a request addressed to this machine (wrangler dev, the tests), false for any deployed host. */
export const isLocalRequest = (url: string) => {
  const host = new URL(url).hostname;
  return LOOPBACK.has(host) || host.endsWith(".localhost");
};

/**
 * AUTH_MODE=dev (anyone signs in as a demo user) and AUTH_MODE=off (no sign-in) are for local development. A
 * Worker that still has one of them refuses every request instead of serving an open door when it is deployed
 * (ENVIRONMENT staging or production, even on a localhost request such as `wrangler dev --env production`) or
 * when the request is addressed to any host but this machine.
 */
export const refuseDevAuthOutsideLocal = createMiddleware<AppEnv>(async (c, next) => {
  const { AUTH_MODE: mode, ENVIRONMENT: environment } = c.var.settings;
  const local = environment === "development" && isLocalRequest(c.req.url);
  if ((mode === "dev" || mode === "off") && !local) throw new AppError("DEV_AUTH_NOT_ALLOWED");
  return next();
});
