import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { loadSettings } from "../settings";

export const withSettings = createMiddleware<AppEnv>(async (c, next) => {
  c.set("settings", loadSettings(c.env));
  return next();
});
