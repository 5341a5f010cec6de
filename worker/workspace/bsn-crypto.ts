import { AppError } from "../app-error";
import { fromBase64, keyFromSecret, toBase64 } from "../crypto/encryption-secret";

/**
 * The BSN at rest: AES-256-GCM through WebCrypto with the key in the BSN_ENCRYPTION_KEY secret (32 random bytes,
 * base64). Every encryption takes a fresh 96-bit nonce, and the adviser's and borrower's ids are the additional
 * authenticated data, so a ciphertext copied onto another row (or another adviser's row) does not decrypt.
 */

export interface SealedBsn {
  ciphertext: string;
  iv: string;
}

/** The imported key, once per isolate; a missing or malformed secret refuses to store or show any BSN. */
export const bsnKey = (secret: string | undefined): Promise<CryptoKey> =>
  keyFromSecret("bsn", secret, "BSN_KEY_MISSING", (raw) =>
    crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]),
  );

const associatedData = (userId: string, borrowerId: string) =>
  new TextEncoder().encode(`adviesdesk:bsn:v1:${userId}:${borrowerId}`);

export async function sealBsn(key: CryptoKey, bsn: string, userId: string, borrowerId: string): Promise<SealedBsn> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: associatedData(userId, borrowerId) },
    key,
    new TextEncoder().encode(bsn),
  );
  return { ciphertext: toBase64(new Uint8Array(sealed)), iv: toBase64(iv) };
}

/** The BSN, or OPERATION_FAILED when the ciphertext was altered, moved to another row or sealed with another key. */
export async function openBsn(key: CryptoKey, sealed: SealedBsn, userId: string, borrowerId: string): Promise<string> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(sealed.iv), additionalData: associatedData(userId, borrowerId) },
      key,
      fromBase64(sealed.ciphertext),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new AppError("OPERATION_FAILED", "The stored BSN cannot be decrypted with the configured key.");
  }
}
