import { env, exports } from "cloudflare:workers";
import { base64url } from "jose";
import { describe, expect, it } from "vitest";
import { anna, bearer, foreignKey, publicJwkOfDevKey, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

async function expectUnauthorized(token: string, message: RegExp | string) {
  const response = await call("/api/me", { headers: bearer(token) });
  expect(response.status).toBe(401);
  const body = (await response.json()) as { error: string; code: string };
  if (typeof message === "string") expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
  expect(response.headers.get("www-authenticate")).toContain("Bearer");
}

describe("token verification on /api/me", () => {
  it("asks for a token when none is sent", async () => {
    const response = await call("/api/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "Authentication token is required", code: "AUTH_ERROR" });
  });

  it("returns the verified user and records the sign-in under their own id", async () => {
    const response = await call("/api/me", { headers: bearer(await signToken()) });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { id: string; email: string; groups: string[]; claims: { oid: string } };
    expect(me).toMatchObject({ id: anna.oid, email: anna.email, name: anna.name, groups: anna.groups });
    expect(me.claims.oid).toBe(anna.oid);
    const row = await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(anna.oid).first();
    expect(row).toEqual({ email: anna.email });
  });

  it("refuses an expired token", async () => {
    const token = await signToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expectUnauthorized(token, "The authentication token has expired.");
  });

  it("refuses a token from another issuer", async () => {
    await expectUnauthorized(await signToken({ issuer: "https://evil.example/" }), /"iss" claim/);
  });

  it("refuses a token for another audience", async () => {
    await expectUnauthorized(await signToken({ audience: "api://someone-else" }), /"aud" claim/);
  });

  it("refuses a token that is not yet valid", async () => {
    await expectUnauthorized(await signToken({ notBefore: "5m" }), /"nbf" claim/);
  });

  it("refuses a token signed with another key under the same key id", async () => {
    await expectUnauthorized(await signToken({ key: await foreignKey() }), /signature is not valid/);
  });

  it("refuses a token signed with an unknown key", async () => {
    await expectUnauthorized(await signToken({ key: await foreignKey(), kid: "unknown" }), /unknown key/);
  });

  it('refuses alg "none"', async () => {
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    const payload = base64url.encode(
      JSON.stringify({ oid: anna.oid, iss: "urn:adviesdesk:dev-sign-in", aud: "api://adviesdesk", exp: 9e9, iat: 1 }),
    );
    await expectUnauthorized(
      `${header}.${payload}.`,
      "The authentication token uses an algorithm that is not allowed.",
    );
  });

  it("refuses an HS256 token keyed with the public key (algorithm confusion)", async () => {
    const publicJwk = await publicJwkOfDevKey();
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const { SignJWT } = await import("jose");
    const token = await new SignJWT({ oid: anna.oid })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("urn:adviesdesk:dev-sign-in")
      .setAudience("api://adviesdesk")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(secret);
    await expectUnauthorized(token, "The authentication token uses an algorithm that is not allowed.");
  });

  it("refuses a malformed token and a malformed header", async () => {
    await expectUnauthorized("not-a-jwt", "The authentication token is malformed.");
    const response = await call("/api/me", { headers: { authorization: "Basic abc" } });
    expect(response.status).toBe(401);
  });

  it("refuses a token without an oid claim", async () => {
    await expectUnauthorized(await signToken({ claims: { oid: undefined } }), /"oid"/);
  });
});
