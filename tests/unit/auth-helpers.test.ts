import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../web/auth/return-path";
import { welcomeName } from "../../web/components/layout/welcome-name";
import { pickLanguage } from "../../worker/locale-texts";
import { loadSettings } from "../../worker/settings";

describe("welcomeName", () => {
  it("capitalises the local part of the account name", () => {
    expect(welcomeName("anna@adviesdesk.example")).toBe("Anna");
    expect(welcomeName("bram.jansen@firm.nl")).toBe("Bram.jansen");
    expect(welcomeName("carla")).toBe("Carla");
  });

  it("has nothing to show without an account", () => {
    expect(welcomeName(null)).toBeNull();
    expect(welcomeName("@example.com")).toBeNull();
  });
});

describe("safeReturnPath", () => {
  it("follows paths inside the site", () => {
    expect(safeReturnPath("/borrowers?x=1")).toBe("/borrowers?x=1");
  });

  it("never follows another site", () => {
    expect(safeReturnPath("https://evil.example/")).toBe("/chat");
    expect(safeReturnPath("//evil.example/")).toBe("/chat");
    expect(safeReturnPath(undefined, "/dashboard")).toBe("/dashboard");
  });
});

describe("pickLanguage", () => {
  it("matches exact tags, base languages and falls back to English", () => {
    expect(pickLanguage("pt-BR")).toBe("pt-BR");
    expect(pickLanguage("nl-NL,nl;q=0.9,en;q=0.8")).toBe("nl");
    expect(pickLanguage("pt-PT")).toBe("pt-BR");
    expect(pickLanguage("de-DE")).toBe("en");
    expect(pickLanguage(undefined)).toBe("en");
  });
});

describe("settings", () => {
  it("applies defaults and parses flags", () => {
    const settings = loadSettings({ AUTH_MODE: "oidc", USE_GPT4V: "true", OIDC_SCOPES: "openid, email" });
    expect(settings.AUTH_MODE).toBe("oidc");
    expect(settings.USE_GPT4V).toBe(true);
    expect(settings.USE_SEMANTIC_RANKER).toBe(true);
    expect(settings.OIDC_SCOPES).toEqual(["openid", "email"]);
  });

  it("fails loudly on a value it does not know", () => {
    expect(() => loadSettings({ AUTH_MODE: "sometimes" })).toThrow();
    expect(() => loadSettings({ USE_VECTORS: "yes please" })).toThrow();
  });
});
