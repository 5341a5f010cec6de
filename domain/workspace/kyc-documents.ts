import type { DocumentType, KycDocument, KycStatus } from "../../schemas/workspace";

/** When a KYC document runs out, and the status it has on a given day. */

/** Identity documents of adults are valid for 10 years from issue. */
export const IDENTITY_VALID_YEARS = 10;

export function documentExpiry(type: DocumentType, issuedAt: string | null): string | null {
  if (type !== "identiteitsbewijs" || !issuedAt) return null;
  const [year, month, day] = issuedAt.split("-");
  return `${Number(year) + IDENTITY_VALID_YEARS}-${month}-${day}`;
}

/** Status as shown on a day: a valid or pending document past its expiry date counts as expired. */
export function effectiveStatus(document: Pick<KycDocument, "status" | "expiresAt">, today: string): KycStatus {
  if (document.expiresAt && document.expiresAt < today && document.status !== "invalid") return "expired";
  return document.status;
}
