import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { deployAuthMode } from "../../scripts/deploy-auth-mode";

const varsOf = (env?: string) => unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true }).vars;

describe("deployAuthMode", () => {
  it("refuses the top level of wrangler.toml (local development) and passes its staging and production", () => {
    expect(deployAuthMode(undefined, undefined, varsOf()).ok).toBe(false);
    expect(deployAuthMode(undefined, "staging", varsOf("staging"))).toEqual({ ok: true, mode: "oidc" });
    expect(deployAuthMode(undefined, "production", varsOf("production"))).toEqual({ ok: true, mode: "oidc" });
  });

  it("refuses dev and off, from the environment's vars or from the shell", () => {
    const vars = (mode?: string) => ({ ENVIRONMENT: "production", ...(mode ? { AUTH_MODE: mode } : {}) });
    expect(deployAuthMode(undefined, "production", vars("dev")).ok).toBe(false);
    expect(deployAuthMode(undefined, "production", vars("off")).ok).toBe(false);
    expect(deployAuthMode(undefined, "production", vars()).ok).toBe(false);
    expect(deployAuthMode("dev", "production", vars("oidc")).ok).toBe(false);
    expect(deployAuthMode("oidc", "production", vars("dev"))).toEqual({ ok: true, mode: "oidc" });
  });

  it("refuses an environment whose vars do not name it (the Worker's guard reads ENVIRONMENT)", () => {
    expect(deployAuthMode(undefined, "production", { AUTH_MODE: "oidc" }).ok).toBe(false);
    expect(deployAuthMode(undefined, "production", { AUTH_MODE: "oidc", ENVIRONMENT: "development" }).ok).toBe(false);
    // The local top level read as if it were production: still refused.
    expect(deployAuthMode(undefined, "production", varsOf()).ok).toBe(false);
  });
});
