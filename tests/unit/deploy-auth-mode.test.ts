import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployAuthMode } from "../../scripts/deploy-auth-mode";

const toml = (mode: string) => `name = "x"\n[vars]\nAUTH_MODE = "${mode}"\n\n[dev]\nport = 8787\n`;

describe("deployAuthMode", () => {
  it("refuses the repository's own wrangler.toml as it is (AUTH_MODE=dev)", () => {
    expect(deployAuthMode(undefined, readFileSync("wrangler.toml", "utf8")).ok).toBe(false);
  });

  it("refuses dev and off, from the file or the environment", () => {
    expect(deployAuthMode(undefined, toml("dev")).ok).toBe(false);
    expect(deployAuthMode(undefined, toml("off")).ok).toBe(false);
    expect(deployAuthMode("dev", toml("oidc")).ok).toBe(false);
    expect(deployAuthMode(undefined, 'name = "x"\n').ok).toBe(false);
  });

  it("lets oidc through, the environment winning over the file", () => {
    expect(deployAuthMode("oidc", toml("dev"))).toEqual({ ok: true, mode: "oidc" });
    expect(deployAuthMode(undefined, toml("oidc"))).toEqual({ ok: true, mode: "oidc" });
  });
});
