import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import type { Settings } from "../settings";

/**
 * The Content-Security-Policy of every HTML page this Worker answers (the SPA, the landing entry, the built-in
 * sign-in page). The built pages carry no inline script, so scripts come only from this origin, plus the voice
 * demo's call machine (Daily, loaded by `@vapi-ai/web` as a script file because the client is made with
 * `avoidEval`). Inline style stays allowed: React and Radix position popovers with style attributes.
 */
export function contentSecurityPolicy(settings: Pick<Settings, "OIDC_AUTHORITY">): string {
  const issuer = settings.OIDC_AUTHORITY ? new URL(settings.OIDC_AUTHORITY).origin : "";
  const voice = "https://api.vapi.ai https://*.daily.co wss://*.daily.co";
  const directives = [
    "default-src 'self'",
    "script-src 'self' https://c.daily.co",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob: mediastream:",
    `connect-src 'self' ${issuer} ${voice}`,
    `frame-src 'self' blob: ${issuer}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.map((directive) => directive.replace(/\s+/g, " ").trim()).join("; ");
}

/** Adds the policy to any HTML answer (pages the Worker renders and the SPA/landing files it hands out). */
export const withContentSecurityPolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const type = c.res.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("text/html")) return;
  const headers = new Headers(c.res.headers);
  headers.set("content-security-policy", contentSecurityPolicy(c.var.settings));
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
});
