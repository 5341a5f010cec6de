import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { exportJWK, generateKeyPair } from "jose";

const DEV_VARS = ".dev.vars";
const KEY_NAME = "DEV_OIDC_PRIVATE_JWK";

export function readDevVars(): Record<string, string> {
  if (!existsSync(DEV_VARS)) return {};
  const entries = readFileSync(DEV_VARS, "utf8")
    .split("\n")
    .map((line) => /^([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, name, value]) => [name, (value ?? "").replace(/^'(.*)'$/, "$1").replace(/^"(.*)"$/, "$1")]);
  return Object.fromEntries(entries);
}

export async function createSigningJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return JSON.stringify({ ...jwk, kid: randomUUID(), alg: "RS256", use: "sig" });
}

/** Creates the built-in sign-in provider's key on first start; it stays in .dev.vars (git-ignored). */
export async function ensureDevSigningKey(): Promise<string> {
  const existing = readDevVars()[KEY_NAME];
  if (existing) return existing;
  const jwk = await createSigningJwk();
  const previous = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8").trimEnd() : "";
  writeFileSync(DEV_VARS, `${previous ? `${previous}\n` : ""}${KEY_NAME}='${jwk}'\n`, { mode: 0o600 });
  console.log("✓ created a local signing key for the built-in sign-in provider in .dev.vars");
  return jwk;
}

const BSN_KEY_NAME = "BSN_ENCRYPTION_KEY";

/** A fresh AES-256 key for BSNs at rest: 32 random bytes, base64. */
export const createBsnKey = () => randomBytes(32).toString("base64");

/**
 * Creates the key that encrypts BSNs at rest on first start; it stays in .dev.vars (git-ignored). Losing it makes
 * the stored BSNs unreadable (they are re-entered from the identity document); production sets it as a secret.
 */
export function ensureBsnEncryptionKey(): string {
  const existing = readDevVars()[BSN_KEY_NAME];
  if (existing) return existing;
  const key = createBsnKey();
  const previous = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8").trimEnd() : "";
  writeFileSync(DEV_VARS, `${previous ? `${previous}\n` : ""}${BSN_KEY_NAME}='${key}'\n`, { mode: 0o600 });
  console.log("✓ created a local key for BSNs at rest in .dev.vars");
  return key;
}
