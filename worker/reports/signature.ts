import { fromBase64, keyFromSecret, toBase64 } from "../crypto/encryption-secret";

/**
 * Issued reports are signed with HMAC-SHA-256. The key is derived with HKDF from BSN_ENCRYPTION_KEY under its own
 * label, so no second secret has to be managed and the derived key is useless for BSNs (and the other way round).
 * `keyId` is stored with every report, so a dedicated key can replace this one later without losing old reports.
 */
export const REPORT_KEY_ID = "hkdf(BSN_ENCRYPTION_KEY, adviesdesk:report-signature:v1)";

const encoder = new TextEncoder();

export const reportKey = (secret: string | undefined): Promise<CryptoKey> =>
  keyFromSecret("report-signature", secret, "REPORT_KEY_MISSING", (raw) =>
    crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey"]).then((master) =>
      crypto.subtle.deriveKey(
        {
          name: "HKDF",
          hash: "SHA-256",
          salt: new Uint8Array(32),
          info: encoder.encode("adviesdesk:report-signature:v1"),
        },
        master,
        { name: "HMAC", hash: "SHA-256", length: 256 },
        false,
        ["sign", "verify"],
      ),
    ),
  );

/** The signature of the text the user id and report id are bound into, so a payload moved to another row fails. */
const signedBytes = (userId: string, reportId: string, payload: string) =>
  encoder.encode(`adviesdesk:report:v1\n${userId}\n${reportId}\n${payload}`);

export async function signReport(key: CryptoKey, userId: string, reportId: string, payload: string) {
  const signature = await crypto.subtle.sign("HMAC", key, signedBytes(userId, reportId, payload));
  return toBase64(new Uint8Array(signature));
}

export async function verifyReport(
  key: CryptoKey,
  userId: string,
  reportId: string,
  payload: string,
  signature: string,
) {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(signature);
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", key, bytes, signedBytes(userId, reportId, payload));
}
