import { SignJWT } from "jose";
import type { DemoUser } from "./demo-users";
import { DEV_ALGORITHM, DEV_ISSUER, type DevSigningKey } from "./dev-keys";

export const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_SECONDS = 8 * 3600;
const CODE_SECONDS = 120;

/** Audiences that keep the provider's own short-lived artefacts from passing as access tokens. */
export const CODE_AUDIENCE = `${DEV_ISSUER}/authorization-code`;
export const REFRESH_AUDIENCE = `${DEV_ISSUER}/refresh`;

function sign(key: DevSigningKey, claims: Record<string, unknown>, audience: string, seconds: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: DEV_ALGORITHM, kid: key.kid, typ: "JWT" })
    .setIssuer(DEV_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(`${seconds}s`)
    .sign(key.privateKey);
}

const identityClaims = (user: DemoUser) => ({
  sub: user.oid,
  oid: user.oid,
  name: user.name,
  preferred_username: user.email,
  email: user.email,
  groups: user.groups,
  roles: [user.role],
});

export function signAccessToken(key: DevSigningKey, user: DemoUser, audience: string) {
  return sign(key, { ...identityClaims(user), scp: "access_as_user" }, audience, ACCESS_TOKEN_SECONDS);
}

export function signIdToken(key: DevSigningKey, user: DemoUser, clientId: string, nonce?: string) {
  return sign(key, { ...identityClaims(user), ...(nonce ? { nonce } : {}) }, clientId, ACCESS_TOKEN_SECONDS);
}

export function signRefreshToken(key: DevSigningKey, user: DemoUser, clientId: string) {
  return sign(key, { sub: user.oid, client_id: clientId }, REFRESH_AUDIENCE, REFRESH_TOKEN_SECONDS);
}

export interface CodeGrant {
  sub: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce?: string;
  scope: string;
}

export function signAuthorizationCode(key: DevSigningKey, grant: CodeGrant) {
  // The jti is what makes the code single use (auth/single-use-codes.ts).
  return sign(key, { ...grant, jti: crypto.randomUUID() }, CODE_AUDIENCE, CODE_SECONDS);
}
