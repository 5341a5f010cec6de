/**
 * The sign-in mode a deploy would ship, or why it must not leave this machine. The named environment's vars in
 * wrangler.toml decide, unless AUTH_MODE is set for `npm run deploy`. Only "oidc" may be deployed: "dev" (anyone
 * picks a demo user) and "off" (no sign-in) are for local development, and so is the top level of wrangler.toml.
 */
export function deployAuthMode(
  environment: string | undefined,
  targetEnv: string | undefined,
  vars: Record<string, unknown>,
): { ok: true; mode: string } | { ok: false; reason: string } {
  if (!targetEnv) {
    return {
      ok: false,
      reason:
        "name an environment: npm run deploy -- --env staging (the top level of wrangler.toml is local development).",
    };
  }
  if (vars.ENVIRONMENT !== targetEnv) {
    return {
      ok: false,
      reason: `[env.${targetEnv}.vars] must set ENVIRONMENT = "${targetEnv}" (the Worker's sign-in guard reads it).`,
    };
  }
  const fromConfig = typeof vars.AUTH_MODE === "string" ? vars.AUTH_MODE : undefined;
  const mode = environment?.trim() || fromConfig || "dev";
  if (mode !== "oidc") {
    return {
      ok: false,
      reason: `AUTH_MODE=${mode} is for local development only. Set AUTH_MODE = "oidc" in [env.${targetEnv}.vars] and the OIDC_* secrets (docs/deploy.md).`,
    };
  }
  return { ok: true, mode };
}
