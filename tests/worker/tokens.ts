import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { demoUsers } from "../../worker/auth/demo-users";
import { DEV_ISSUER } from "../../worker/auth/dev-keys";

export const anna = demoUsers[0] as (typeof demoUsers)[number];
export const bram = demoUsers[1] as (typeof demoUsers)[number];

const devJwk = () => JSON.parse(env.DEV_OIDC_PRIVATE_JWK) as JWK & { kid: string };

interface TokenOptions {
  user?: typeof anna;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  notBefore?: string | number;
  kid?: string;
  key?: CryptoKey;
  claims?: Record<string, unknown>;
}

/** Signs an access token the way an issuer would, with any one part made wrong on purpose. */
export async function signToken(options: TokenOptions = {}): Promise<string> {
  const user = options.user ?? anna;
  const jwk = devJwk();
  const key = options.key ?? ((await importJWK(jwk, "RS256")) as CryptoKey);
  const jwt = new SignJWT({
    oid: user.oid,
    sub: user.oid,
    name: user.name,
    preferred_username: user.email,
    groups: user.groups,
    ...options.claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? jwk.kid })
    .setIssuer(options.issuer ?? DEV_ISSUER)
    .setAudience(options.audience ?? "api://adviesdesk")
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m");
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(key);
}

export async function foreignKey(): Promise<CryptoKey> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return privateKey as CryptoKey;
}

export async function publicJwkOfDevKey(): Promise<JWK> {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest } = devJwk();
  return exportJWK((await importJWK(rest, "RS256")) as CryptoKey);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
