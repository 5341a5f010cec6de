/**
 * The sign-in mode a deploy would ship: AUTH_MODE from the environment of `npm run deploy` when set, otherwise
 * wrangler.toml's [vars]. Only "oidc" may leave this machine; "dev" (anyone picks a demo user) and "off" (no
 * sign-in) are refused.
 */
export function deployAuthMode(
  environment: string | undefined,
  wranglerToml: string,
): { ok: true; mode: string } | { ok: false; reason: string } {
  const vars = /^\[vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(wranglerToml)?.[1] ?? "";
  const fromToml = /^\s*AUTH_MODE\s*=\s*["']([^"']*)["']/m.exec(vars)?.[1];
  const mode = environment?.trim() || fromToml || "dev";
  if (mode !== "oidc") {
    return {
      ok: false,
      reason: `AUTH_MODE=${mode} is for local development only. Deploy with AUTH_MODE=oidc npm run deploy (and the OIDC_* variables set, README "Sign-in").`,
    };
  }
  return { ok: true, mode };
}
