import { type CryptoKey, importJWK, type JWK } from "jose";

/** Fixed issuer of the built-in provider: tokens stay valid whatever host or port serves them. */
export const DEV_ISSUER = "urn:adviesdesk:dev-sign-in";
export const DEV_ALGORITHM = "RS256";

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const privateParts = new Set(["d", "p", "q", "dp", "dq", "qi", "oth"]);

let cached: { source: string; key: Promise<DevSigningKey> } | undefined;

/** The signing key `npm start` creates once in .dev.vars (never committed). */
export function devSigningKey(serialisedJwk: string | undefined): Promise<DevSigningKey> {
  if (!serialisedJwk) {
    return Promise.reject(new Error("DEV_OIDC_PRIVATE_JWK is not set: run `npm start` once to create it."));
  }
  if (cached?.source === serialisedJwk) return cached.key;
  const jwk = JSON.parse(serialisedJwk) as JWK;
  const publicJwk = Object.fromEntries(Object.entries(jwk).filter(([name]) => !privateParts.has(name))) as JWK;
  const key = importJWK(jwk, DEV_ALGORITHM).then((privateKey) => ({
    kid: jwk.kid ?? "dev",
    privateKey: privateKey as CryptoKey,
    publicJwk: { ...publicJwk, alg: DEV_ALGORITHM, use: "sig" },
  }));
  cached = { source: serialisedJwk, key };
  return key;
}
