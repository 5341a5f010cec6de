import type { ErrorCode } from "../../schemas/errors";
import { AppError } from "../app-error";

/**
 * BSN_ENCRYPTION_KEY (32 random bytes, base64) and the keys made from it: the BSN cipher imports it, the report
 * signature derives its own key from it. One reading of the secret, one key per purpose and isolate.
 */

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The key `make` builds from the secret's bytes, once per purpose and secret; a missing or malformed secret refuses
 * with `missing` (nothing is stored or shown without it).
 */
export function keyFromSecret(
  purpose: string,
  secret: string | undefined,
  missing: ErrorCode,
  make: (raw: Uint8Array) => Promise<CryptoKey>,
): Promise<CryptoKey> {
  if (!secret) throw new AppError(missing);
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    let raw: Uint8Array;
    try {
      raw = fromBase64(secret.trim());
    } catch {
      throw new AppError(missing, "BSN_ENCRYPTION_KEY is not base64.");
    }
    if (raw.byteLength !== 32) throw new AppError(missing, "BSN_ENCRYPTION_KEY must be 32 bytes.");
    key = make(raw);
    keys.set(id, key);
  }
  return key;
}
