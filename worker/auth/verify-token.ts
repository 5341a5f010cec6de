import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { AppError } from "../app-error";
import type { Settings } from "../settings";
import { DEV_ISSUER, devSigningKey } from "./dev-keys";

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  groups: string[];
  claims: JWTPayload;
}

interface Verifier {
  issuer: string;
  audience: string;
  algorithms: string[];
  keys: JWTVerifyGetKey;
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();
const localKeySets = new WeakMap<object, JWTVerifyGetKey>();

async function discoverJwksUri(authority: string): Promise<string> {
  const response = await fetch(`${authority.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!response.ok) throw new AppError("OPERATION_FAILED", "The sign-in provider could not be reached.");
  const document = (await response.json()) as { jwks_uri?: string };
  if (!document.jwks_uri) throw new AppError("OPERATION_FAILED", "The sign-in provider has no jwks_uri.");
  return document.jwks_uri;
}

async function verifierFor(settings: Settings, devJwk: string | undefined): Promise<Verifier> {
  if (settings.AUTH_MODE === "dev") {
    const key = await devSigningKey(devJwk);
    let keys = localKeySets.get(key);
    if (!keys) {
      keys = createLocalJWKSet({ keys: [key.publicJwk] });
      localKeySets.set(key, keys);
    }
    return { issuer: DEV_ISSUER, audience: settings.OIDC_AUDIENCE, algorithms: ["RS256"], keys };
  }
  const issuer = settings.OIDC_ISSUER ?? settings.OIDC_AUTHORITY;
  if (!issuer || !settings.OIDC_AUTHORITY) {
    throw new AppError("OPERATION_FAILED", "OIDC_AUTHORITY and OIDC_ISSUER must be set when AUTH_MODE is oidc.");
  }
  const jwksUri = settings.OIDC_JWKS_URI ?? (await discoverJwksUri(settings.OIDC_AUTHORITY));
  let keys = remoteKeySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri));
    remoteKeySets.set(jwksUri, keys);
  }
  return { issuer, audience: settings.OIDC_AUDIENCE, algorithms: settings.OIDC_ALGORITHMS, keys };
}

function reasonFor(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) return new AppError("TOKEN_EXPIRED");
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new AppError("AUTH_ERROR", `The authentication token's "${error.claim}" claim is not valid.`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new AppError("AUTH_ERROR", "The authentication token uses an algorithm that is not allowed.");
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new AppError("AUTH_ERROR", "The authentication token's signature is not valid.");
  }
  if (error instanceof errors.JWKSNoMatchingKey) {
    return new AppError("AUTH_ERROR", "The authentication token was signed with an unknown key.");
  }
  if (error instanceof AppError) return error;
  return new AppError("AUTH_ERROR", "The authentication token is malformed.");
}

const stringClaim = (payload: JWTPayload, name: string): string | undefined => {
  const value = payload[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
};

/** Verifies signature, issuer, audience, expiry, not-before and algorithm; returns who is calling. */
export async function verifyAccessToken(
  token: string,
  settings: Settings,
  devJwk: string | undefined,
): Promise<AuthenticatedUser> {
  const verifier = await verifierFor(settings, devJwk);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, verifier.keys, {
      issuer: verifier.issuer,
      audience: verifier.audience,
      algorithms: verifier.algorithms,
      requiredClaims: ["exp", "iat"],
      clockTolerance: 5,
    }));
  } catch (error) {
    throw reasonFor(error);
  }
  const id = stringClaim(payload, "oid");
  if (!id) throw new AppError("AUTH_ERROR", 'The authentication token has no "oid" claim.');
  const email = stringClaim(payload, "preferred_username") ?? stringClaim(payload, "email") ?? "";
  const groups = Array.isArray(payload.groups) ? payload.groups.filter((g) => typeof g === "string") : [];
  return { id, email, name: stringClaim(payload, "name") ?? email, groups, claims: payload };
}
