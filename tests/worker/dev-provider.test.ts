import { exports } from "cloudflare:workers";
import { base64url } from "jose";
import { describe, expect, it } from "vitest";

const origin = "http://localhost";
const redirectUri = `${origin}/auth-callback`;
const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init }));
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function pkcePair() {
  const verifier = base64url.encode(crypto.getRandomValues(new Uint8Array(48)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url.encode(new Uint8Array(digest)) };
}

const authorizeParams = (challenge: string) => ({
  response_type: "code",
  client_id: "adviesdesk-spa",
  redirect_uri: redirectUri,
  scope: "openid profile email offline_access api://adviesdesk/access_as_user",
  state: "state-123",
  nonce: "nonce-456",
  code_challenge: challenge,
  code_challenge_method: "S256",
});

async function authorizationCode(challenge: string, user = "anna@adviesdesk.example") {
  const response = await call("/oidc/authorize", form({ ...authorizeParams(challenge), login_hint: user }));
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  expect(location.origin + location.pathname).toBe(redirectUri);
  expect(location.searchParams.get("state")).toBe("state-123");
  return location.searchParams.get("code") ?? "";
}

describe("built-in OpenID provider", () => {
  it("publishes discovery and a JWKS without private parts", async () => {
    const discovery = (await (await call("/oidc/.well-known/openid-configuration")).json()) as Record<string, string>;
    expect(discovery.authorization_endpoint).toBe(`${origin}/oidc/authorize`);
    expect(discovery.token_endpoint).toBe(`${origin}/oidc/token`);
    const jwks = (await (await call("/oidc/jwks")).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty("d");
    expect(jwks.keys[0]?.kty).toBe("RSA");
  });

  it("shows a page listing the demo users, in the asked language", async () => {
    const { challenge } = await pkcePair();
    const response = await call(
      `/oidc/authorize?${new URLSearchParams({ ...authorizeParams(challenge), ui_locales: "nl" })}`,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("anna@adviesdesk.example");
    expect(page).toContain("bram@adviesdesk.example");
    expect(page).toContain('lang="nl"');
  });

  it("refuses to send codes to another site", async () => {
    const { challenge } = await pkcePair();
    const params = { ...authorizeParams(challenge), redirect_uri: "https://evil.example/cb" };
    const response = await call(`/oidc/authorize?${new URLSearchParams(params)}`);
    expect(response.status).toBe(400);
  });

  it("exchanges a code with the right PKCE verifier for tokens the API accepts, and refreshes them", async () => {
    const { verifier, challenge } = await pkcePair();
    const code = await authorizationCode(challenge, "bram@adviesdesk.example");
    const tokenResponse = await call(
      "/oidc/token",
      form({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: "adviesdesk-spa",
      }),
    );
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; refresh_token: string };
    const me = (await (
      await call("/api/me", { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json()) as {
      email: string;
      groups: string[];
    };
    expect(me.email).toBe("bram@adviesdesk.example");
    expect(me.groups).toContain("team-utrecht");

    // Neither the id token (audience: the SPA) nor the refresh token passes as an access token.
    for (const wrong of [tokens.id_token, tokens.refresh_token]) {
      expect((await call("/api/me", { headers: { authorization: `Bearer ${wrong}` } })).status).toBe(401);
    }

    const refreshed = await call(
      "/oidc/token",
      form({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: "adviesdesk-spa" }),
    );
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string };
    expect((await call("/api/me", { headers: { authorization: `Bearer ${renewed.access_token}` } })).status).toBe(200);
  });

  it("refuses a code with the wrong verifier", async () => {
    const { challenge } = await pkcePair();
    const other = await pkcePair();
    const code = await authorizationCode(challenge);
    const response = await call(
      "/oidc/token",
      form({
        grant_type: "authorization_code",
        code,
        code_verifier: other.verifier,
        redirect_uri: redirectUri,
        client_id: "adviesdesk-spa",
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "The PKCE code_verifier does not match." });
  });

  it("logs out back to a page of this site only", async () => {
    const home = await call(`/oidc/logout?post_logout_redirect_uri=${encodeURIComponent(redirectUri)}&state=s1`);
    expect(home.headers.get("location")).toBe(`${redirectUri}?state=s1`);
    const away = await call("/oidc/logout?post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F");
    expect(new URL(away.headers.get("location") ?? "").origin).toBe(origin);
  });
});
