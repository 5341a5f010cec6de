import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { base64url } from "jose";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { authed } from "./rag-helpers";
import { anna, bram } from "./tokens";

const origin = "http://localhost";
const redirectUri = `${origin}/auth-callback`;
const call = (path: string, init?: RequestInit, base = origin) =>
  exports.default.fetch(new Request(`${base}${path}`, { redirect: "manual", ...init }));
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

async function signIn(address: string) {
  const verifier = base64url.encode(crypto.getRandomValues(new Uint8Array(48)));
  const challenge = base64url.encode(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))),
  );
  const response = await call(
    "/oidc/authorize",
    form(
      {
        response_type: "code",
        client_id: "adviesdesk-spa",
        redirect_uri: redirectUri,
        scope: "openid profile email offline_access api://adviesdesk/access_as_user",
        code_challenge: challenge,
        code_challenge_method: "S256",
        login_hint: "anna@adviesdesk.example",
      },
      { "cf-connecting-ip": address },
    ),
  );
  return { response, verifier };
}

const exchange = (code: string, verifier: string) =>
  call(
    "/oidc/token",
    form({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: "adviesdesk-spa",
    }),
  );

describe("the built-in sign-in provider", () => {
  it("exchanges an authorization code once; a replay is refused, also when racing", async () => {
    const { response, verifier } = await signIn("198.51.100.1");
    const code = new URL(response.headers.get("location") ?? "").searchParams.get("code") ?? "";
    expect((await exchange(code, verifier)).status).toBe(200);
    expect((await exchange(code, verifier)).status).toBe(401);

    const second = await signIn("198.51.100.1");
    const raced = new URL(second.response.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const statuses = (await Promise.all([1, 2, 3].map(() => exchange(raced, second.verifier)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it("limits sign-ins per network address (cf-connecting-ip), not per made-up header", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const { response } = await signIn("203.0.113.7");
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await signIn("203.0.113.7")).response.headers.get("retry-after")).toBe("60");
    // Another address is not held up by the first one's attempts.
    expect((await signIn("203.0.113.8")).response.status).toBe(302);
  });

  it("logout with a scheme-relative redirect (//evil.example/) goes home instead of failing", async () => {
    const response = await call(`/oidc/logout?post_logout_redirect_uri=${encodeURIComponent("//evil.example/")}`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "").origin).toBe(origin);
  });

  it("refuses to run the development sign-in on a deployed host", async () => {
    const context = createExecutionContext();
    const request = new Request("https://adviesdesk.example.com/oidc/.well-known/openid-configuration");
    const response = await app.fetch(request, env, context);
    await waitOnExecutionContext(context);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "DEV_AUTH_NOT_ALLOWED" });
    const page = await app.fetch(new Request("https://adviesdesk.example.com/api/me"), env, createExecutionContext());
    expect(page.status).toBe(503);
  });

  it("refuses the development sign-in on localhost too when the environment is staging or production", async () => {
    for (const environment of ["staging", "production"]) {
      const deployed = { ...env, ENVIRONMENT: environment };
      const context = createExecutionContext();
      const request = new Request("http://localhost/oidc/.well-known/openid-configuration");
      const response = await app.fetch(request, deployed, context);
      await waitOnExecutionContext(context);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "DEV_AUTH_NOT_ALLOWED" });
      const off = await app.fetch(
        new Request("http://localhost/api/me"),
        { ...deployed, AUTH_MODE: "off" },
        createExecutionContext(),
      );
      expect(off.status).toBe(503);
    }
    // The same request in development is served.
    const local = await app.fetch(
      new Request("http://localhost/oidc/.well-known/openid-configuration"),
      env,
      createExecutionContext(),
    );
    expect(local.status).toBe(200);
  });
});

async function ask(user: typeof anna, question: string) {
  return call("/ask", {
    method: "POST",
    headers: { ...(await authed(user)), "content-type": "application/json" },
    body: JSON.stringify({ question, overrides: { top: 1 } }),
  });
}

/**
 * The rate-limiting binding counts per wall-clock window (a minute, aligned to the clock): 65 questions asked across
 * a window's end would be counted in two windows. Starts the questions early in a window.
 */
async function earlyInAWindow() {
  const into = Date.now() % 60_000;
  if (into > 20_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 100));
}

describe("chat rate limit", () => {
  it("holds one user to the chat limit while another user still gets answers", { timeout: 120_000 }, async () => {
    await earlyInAWindow();
    const statuses: number[] = [];
    for (let index = 0; index < 65; index += 1) {
      statuses.push((await ask(bram, `Vraag ${index}?`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    expect((await ask(anna, "Nog een vraag?")).status).toBe(200);
  });
});
