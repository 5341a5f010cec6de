import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));
const page = { headers: { accept: "text/html" } };

function directives(policy: string | null) {
  expect(policy).toBeTruthy();
  return new Map(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

function expectStrictPolicy(response: Response) {
  const policy = directives(response.headers.get("content-security-policy"));
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
}

describe("every HTML page carries a strict Content-Security-Policy", () => {
  it("the landing page (GET / navigation)", async () => {
    const response = await call("/", page);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectStrictPolicy(response);
  });

  it("the SPA's index.html for a deep link", async () => {
    const response = await call("/chat", page);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectStrictPolicy(response);
  });

  it("the built-in sign-in page", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: "adviesdesk-spa",
      redirect_uri: "http://localhost/auth-callback",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
    });
    const response = await call(`/oidc/authorize?${query}`);
    expect(response.status).toBe(200);
    expectStrictPolicy(response);
  });

  it("the built pages hold no inline script the policy would block", async () => {
    for (const path of ["/", "/chat"]) {
      const html = await (await call(path, page)).text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    }
  });
});
