import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { authSetupSchema } from "#schemas/config";
import { CONTACT_EMAIL_PATTERN, contactRequestSchema, isContactEmail } from "#schemas/contact";
import { errorBodySchema } from "#schemas/error-body";
import { voiceConfigSchema } from "#schemas/voice";
import { readAuthSetup } from "@/auth/auth-setup";
import { readVoiceConfig } from "@/features/voice/voice-config-query";
import { readErrorBody } from "@/lib/api-client";
import { oneOf, optionalInteger, optionalText } from "@/lib/search-params";

/*
 * The landing page reads /auth_setup, error bodies and the contact form's e-mail rule without zod.
 * Each reader must give the verdict of the zod schema it stands in for.
 */

const setup = {
  useLogin: true,
  requireAccessControl: false,
  enableUnauthenticatedAccess: false,
  msalConfig: {
    auth: {
      clientId: "adviesdesk-spa",
      authority: "http://localhost:8787/oidc",
      redirectUri: "http://localhost:8787/auth-callback",
      postLogoutRedirectUri: "http://localhost:8787/auth-callback",
      navigateToLoginRequestUrl: false,
    },
    cache: { cacheLocation: "localStorage", storeAuthStateInCookie: false },
  },
  loginRequest: { scopes: ["openid", "profile"] },
  tokenRequest: { scopes: ["api://adviesdesk/access_as_user"] },
  extra: "dropped by both",
};

/** Every way one field can be wrong: missing, of another type, null. */
function brokenVariants(value: Record<string, unknown>, path: string[] = []): { path: string; value: unknown }[] {
  const variants: { path: string; value: unknown }[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (key === "extra") continue;
    for (const replacement of [undefined, null, 42, "text", [] as unknown[]]) {
      if (Array.isArray(field) ? Array.isArray(replacement) : typeof field === typeof replacement) continue;
      variants.push({ path: [...path, key].join("."), value: { ...value, [key]: replacement } });
    }
    if (field && typeof field === "object" && !Array.isArray(field)) {
      for (const inner of brokenVariants(field as Record<string, unknown>, [...path, key])) {
        variants.push({ path: inner.path, value: { ...value, [key]: inner.value } });
      }
    }
    if (Array.isArray(field)) variants.push({ path: `${[...path, key].join(".")}.0`, value: { ...value, [key]: [1] } });
  }
  return variants;
}

describe("readAuthSetup", () => {
  it("returns what authSetupSchema returns for a valid answer", () => {
    expect(readAuthSetup(setup)).toEqual(authSetupSchema.parse(setup));
  });

  it("rejects every answer authSetupSchema rejects", () => {
    const variants = brokenVariants(setup);
    expect(variants.length).toBeGreaterThan(40);
    for (const { path, value } of variants) {
      expect(authSetupSchema.safeParse(value).success, path).toBe(false);
      expect(() => readAuthSetup(value), path).toThrow(/sign-in setup is not valid/);
    }
    for (const value of [null, "text", [], 1]) expect(() => readAuthSetup(value)).toThrow();
  });
});

const voiceConfig = {
  configured: true,
  publicKey: "pk_demo",
  assistants: { en: "assistant-en", nl: null },
  theme: { accentColor: "#1d3a8a", barCount: 12 },
  texts: { title: null, startLabel: "Start", endLabel: null },
  consent: { required: true, title: null, content: null, storageKey: "adviesdesk.voice-consent" },
  extra: "dropped by both",
};

describe("readVoiceConfig", () => {
  it("accepts and rejects exactly what voiceConfigSchema does, and returns the same value", () => {
    const variants = [
      { path: "valid", value: voiceConfig },
      ...brokenVariants(voiceConfig),
      ...[0, -1, 1.5, Number.NaN, 2 ** 60].map((barCount) => ({
        path: `theme.barCount=${barCount}`,
        value: { ...voiceConfig, theme: { ...voiceConfig.theme, barCount } },
      })),
    ];
    expect(variants.length).toBeGreaterThan(60);
    for (const { path, value } of variants) {
      const parsed = voiceConfigSchema.safeParse(value);
      if (parsed.success) expect(readVoiceConfig(value), path).toEqual(parsed.data);
      else expect(() => readVoiceConfig(value), path).toThrow(/voice demo configuration is not valid/);
    }
  });
});

describe("readErrorBody", () => {
  it("agrees with errorBodySchema", () => {
    const bodies: unknown[] = [
      { error: "Too many requests. Please try again later.", code: "RATE_LIMITED", requestId: "r1" },
      { error: "x", code: "NOT_FOUND" },
      { error: "x", code: "VALIDATION_ERROR", issues: [{ path: "name", message: "Required" }] },
      { error: "x", code: "NO_SUCH_CODE" },
      { error: 1, code: "NOT_FOUND" },
      { code: "NOT_FOUND" },
      { error: "x" },
      { error: "x", code: "toString" },
      null,
      "text",
    ];
    for (const body of bodies) {
      const parsed = errorBodySchema.safeParse(body);
      expect(readErrorBody(body), JSON.stringify(body)).toEqual(
        parsed.success
          ? {
              error: parsed.data.error,
              code: parsed.data.code,
              requestId: parsed.data.requestId,
              issues: parsed.data.issues,
            }
          : null,
      );
    }
  });
});

describe("isContactEmail", () => {
  it("uses zod's own e-mail pattern", () => {
    // The same pattern; Biome drops escapes that change nothing ("\-" at the end of a class).
    expect(CONTACT_EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll("\\-", "-"));
  });

  it("agrees with the e-mail rule of contactRequestSchema", () => {
    const emails = [
      "anna@adviesdesk.example",
      "  anna@adviesdesk.example  ",
      "a.b+c@sub.domain.nl",
      "o'brien@example.ie",
      "anna@",
      "anna",
      "@example.com",
      "anna@example",
      "anna@@example.com",
      "anna example@example.com",
      "anna@example.c",
      "anna..b@example.com",
      `${"a".repeat(250)}@example.com`,
      "",
    ];
    for (const email of emails) {
      expect(isContactEmail(email), email).toBe(contactRequestSchema.shape.email.safeParse(email).success);
    }
  });
});

describe("search parameters", () => {
  it("keep values that fit and drop the rest", () => {
    expect(optionalText("  hypotheek ", 20)).toBe("hypotheek");
    expect(optionalText("x".repeat(21), 20)).toBeUndefined();
    expect(optionalText(12, 20)).toBeUndefined();
    expect(optionalInteger("20", 10, 100)).toBe(20);
    expect(optionalInteger(20, 10, 100)).toBe(20);
    expect(optionalInteger(5, 10, 100)).toBeUndefined();
    expect(optionalInteger(101, 10, 100)).toBeUndefined();
    expect(optionalInteger("2.5", 1)).toBeUndefined();
    expect(optionalInteger("", 0)).toBeUndefined();
    expect(oneOf("fake", ["vapi", "fake"], "vapi")).toBe("fake");
    expect(oneOf("other", ["vapi", "fake"], "vapi")).toBe("vapi");
    expect(oneOf(undefined, ["published", "draft"], undefined)).toBeUndefined();
  });
});
