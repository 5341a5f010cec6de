import { Hono } from "hono";
import { base64url, jwtVerify } from "jose";
import { z } from "zod";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";
import { clientAddress, enforceRateLimit } from "../http/rate-limit";
import { pickLanguage } from "../locale-texts";
import { formBody, parseWith } from "../validate";
import { authorizePage } from "./authorize-page";
import { demoUsers, findDemoUser } from "./demo-users";
import { DEV_ALGORITHM, DEV_ISSUER, devSigningKey } from "./dev-keys";
import {
  ACCESS_TOKEN_SECONDS,
  CODE_AUDIENCE,
  REFRESH_AUDIENCE,
  signAccessToken,
  signAuthorizationCode,
  signIdToken,
  signRefreshToken,
} from "./issue-tokens";
import { consumeAuthorizationCode } from "./single-use-codes";

const authorizeQuery = z.object({
  response_type: z.literal("code"),
  client_id: z.string().min(1),
  redirect_uri: z.string().url(),
  scope: z.string().default("openid"),
  state: z.string().max(512).optional(),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal("S256"),
  ui_locales: z.string().optional(),
  response_mode: z.enum(["query"]).optional(),
  prompt: z.string().optional(),
});

const tokenRequest = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("authorization_code"),
    code: z.string().min(1),
    code_verifier: z.string().min(43).max(128),
    redirect_uri: z.string().url(),
    client_id: z.string().min(1),
  }),
  z.object({
    grant_type: z.literal("refresh_token"),
    refresh_token: z.string().min(1),
    client_id: z.string().min(1),
    scope: z.string().optional(),
  }),
]);

/** False for anything that is not an absolute URL of this site ("//evil.example/", "javascript:…", garbage). */
const sameOrigin = (candidate: string, requestUrl: string) => {
  try {
    return new URL(candidate).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};

async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}

/**
 * The embedded OpenID provider: discovery, JWKS, a demo-user picker, an authorization-code flow with
 * PKCE, refresh, and logout. Its tokens pass through the same jose verification as a real issuer's.
 */
export const devProvider = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.var.settings.AUTH_MODE !== "dev") throw new AppError("NOT_FOUND");
    await next();
  })
  .get("/.well-known/openid-configuration", (c) => {
    const base = `${new URL(c.req.url).origin}/oidc`;
    return c.json({
      issuer: DEV_ISSUER,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      end_session_endpoint: `${base}/logout`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: [DEV_ALGORITHM],
      code_challenge_methods_supported: ["S256"],
      scopes_supported: ["openid", "profile", "email", "offline_access", ...c.var.settings.OIDC_API_SCOPES],
      claims_supported: ["sub", "oid", "name", "preferred_username", "email", "groups", "roles"],
    });
  })
  .get("/jwks", async (c) => {
    const key = await devSigningKey(c.env.DEV_OIDC_PRIVATE_JWK as string | undefined);
    return c.json({ keys: [key.publicJwk] });
  })
  .get("/authorize", (c) => {
    const params = parseWith(authorizeQuery, c.req.query());
    if (params.client_id !== c.var.settings.OIDC_CLIENT_ID) throw new AppError("BAD_REQUEST", "Unknown client_id.");
    if (!sameOrigin(params.redirect_uri, c.req.url)) {
      throw new AppError("BAD_REQUEST", "redirect_uri must be on this site.");
    }
    const language = pickLanguage(params.ui_locales ?? c.req.header("accept-language"));
    const hidden = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    return c.html(authorizePage(hidden, demoUsers, language));
  })
  .post("/authorize", async (c) => {
    await enforceRateLimit(c.env.SIGNIN_LIMITER, `ip:${clientAddress(c.req.raw)}`);
    const form = await formBody(c, authorizeQuery.extend({ login_hint: z.string().min(1) }));
    if (form.client_id !== c.var.settings.OIDC_CLIENT_ID) throw new AppError("BAD_REQUEST", "Unknown client_id.");
    if (!sameOrigin(form.redirect_uri, c.req.url))
      throw new AppError("BAD_REQUEST", "redirect_uri must be on this site.");
    const user = findDemoUser(form.login_hint);
    if (!user) throw new AppError("BAD_REQUEST", "Unknown demo user.");
    const key = await devSigningKey(c.env.DEV_OIDC_PRIVATE_JWK as string | undefined);
    const code = await signAuthorizationCode(key, {
      sub: user.oid,
      client_id: form.client_id,
      redirect_uri: form.redirect_uri,
      code_challenge: form.code_challenge,
      nonce: form.nonce,
      scope: form.scope,
    });
    const target = new URL(form.redirect_uri);
    target.searchParams.set("code", code);
    if (form.state) target.searchParams.set("state", form.state);
    return c.redirect(target.toString(), 302);
  })
  .post("/token", async (c) => {
    const request = await formBody(c, tokenRequest);
    const settings = c.var.settings;
    if (request.client_id !== settings.OIDC_CLIENT_ID) throw new AppError("BAD_REQUEST", "Unknown client_id.");
    const key = await devSigningKey(c.env.DEV_OIDC_PRIVATE_JWK as string | undefined);
    const verifyOwn = async (token: string, audience: string) => {
      try {
        return (await jwtVerify(token, key.publicJwk, { issuer: DEV_ISSUER, audience, algorithms: [DEV_ALGORITHM] }))
          .payload;
      } catch {
        throw new AppError("AUTH_ERROR", "The grant is invalid or has expired.");
      }
    };
    let subject: string;
    let nonce: string | undefined;
    let scope = ["openid", "profile", "email", "offline_access", ...settings.OIDC_API_SCOPES].join(" ");
    if (request.grant_type === "authorization_code") {
      const grant = await verifyOwn(request.code, CODE_AUDIENCE);
      if (grant.redirect_uri !== request.redirect_uri || grant.client_id !== request.client_id) {
        throw new AppError("AUTH_ERROR", "The grant does not belong to this client.");
      }
      if ((await pkceChallenge(request.code_verifier)) !== grant.code_challenge) {
        throw new AppError("AUTH_ERROR", "The PKCE code_verifier does not match.");
      }
      if (typeof grant.jti !== "string" || typeof grant.exp !== "number")
        throw new AppError("AUTH_ERROR", "The grant is invalid or has expired.");
      if (!(await consumeAuthorizationCode(c.env.DB, grant.jti, grant.exp * 1000))) {
        throw new AppError("AUTH_ERROR", "The authorization code was used already.");
      }
      subject = String(grant.sub);
      nonce = typeof grant.nonce === "string" ? grant.nonce : undefined;
      if (typeof grant.scope === "string") scope = grant.scope;
    } else {
      const grant = await verifyOwn(request.refresh_token, REFRESH_AUDIENCE);
      if (grant.client_id !== request.client_id)
        throw new AppError("AUTH_ERROR", "The grant does not belong to this client.");
      subject = String(grant.sub);
      if (request.scope) scope = request.scope;
    }
    const user = findDemoUser(subject);
    if (!user) throw new AppError("AUTH_ERROR", "The user no longer exists.");
    c.header("Cache-Control", "no-store");
    return c.json({
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      scope,
      access_token: await signAccessToken(key, user, settings.OIDC_AUDIENCE),
      id_token: await signIdToken(key, user, request.client_id, nonce),
      refresh_token: await signRefreshToken(key, user, request.client_id),
    });
  })
  .get("/logout", (c) => {
    const target = c.req.query("post_logout_redirect_uri");
    const state = c.req.query("state");
    const destination = new URL(target && sameOrigin(target, c.req.url) ? target : "/", c.req.url);
    if (state) destination.searchParams.set("state", state);
    return c.redirect(destination.toString(), 302);
  });
