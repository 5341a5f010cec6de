import { and, eq, isNotNull } from "drizzle-orm";
import { normaliseBsn } from "../../domain/bsn";
import type { PersonRole } from "../../schemas/workspace";
import { AppError } from "../app-error";
import type { Database } from "../db/client";
import { borrowers } from "../db/tables/workspace";
import { bsnKey, openBsn, sealBsn } from "./bsn-crypto";

type BorrowerRow = typeof borrowers.$inferSelect;

/**
 * The partner's BSN is bound to the borrower and the role, so the applicant's ciphertext copied into the partner's
 * columns (or back) does not decrypt. The applicant keeps the binding of the single-BSN era.
 */
const sealedFor = (borrowerId: string, person: PersonRole) =>
  person === "partner" ? `${borrowerId}:partner` : borrowerId;

/** The columns that hold a confirmed BSN: ciphertext, nonce and the last four digits; the legacy column cleared. */
export async function bsnColumns(secret: string | undefined, userId: string, borrowerId: string, bsn: string) {
  const plain = normaliseBsn(bsn);
  const sealed = await sealBsn(await bsnKey(secret), plain, userId, sealedFor(borrowerId, "applicant"));
  return { bsn: null, bsnCiphertext: sealed.ciphertext, bsnIv: sealed.iv, bsnLast4: plain.slice(-4) } as const;
}

/** The same for the partner's columns. */
export async function partnerBsnColumns(secret: string | undefined, userId: string, borrowerId: string, bsn: string) {
  const plain = normaliseBsn(bsn);
  const sealed = await sealBsn(await bsnKey(secret), plain, userId, sealedFor(borrowerId, "partner"));
  return {
    partnerBsnCiphertext: sealed.ciphertext,
    partnerBsnIv: sealed.iv,
    partnerBsnLast4: plain.slice(-4),
  } as const;
}

/** The BSN of one person of the caller's own row (looked up by user id), or NOT_FOUND when none is stored. */
export async function revealBsn(
  secret: string | undefined,
  row: BorrowerRow,
  person: PersonRole = "applicant",
): Promise<string> {
  if (person === "partner") {
    if (!row.partnerBsnCiphertext || !row.partnerBsnIv)
      throw new AppError("NOT_FOUND", "No BSN is stored for this partner.");
    const sealed = { ciphertext: row.partnerBsnCiphertext, iv: row.partnerBsnIv };
    return openBsn(await bsnKey(secret), sealed, row.userId, sealedFor(row.id, "partner"));
  }
  if (row.bsnCiphertext && row.bsnIv) {
    return openBsn(await bsnKey(secret), { ciphertext: row.bsnCiphertext, iv: row.bsnIv }, row.userId, row.id);
  }
  if (row.bsn) return normaliseBsn(row.bsn);
  throw new AppError("NOT_FOUND", "No BSN is stored for this borrower.");
}

/**
 * Early builds stored the BSN in plain digits. Migration 0007 only added the encrypted columns (SQL cannot encrypt);
 * the Worker seals what is left of the adviser's plaintext when their workspace is opened, and clears it. The update
 * is conditional on the plaintext being unchanged, so a concurrent confirmation is never overwritten.
 * Without a key configured nothing is touched (and nothing can be revealed either).
 */
export async function sealLegacyBsns(db: Database, secret: string | undefined, userId: string): Promise<number> {
  const legacy = await db
    .select({ id: borrowers.id, bsn: borrowers.bsn })
    .from(borrowers)
    .where(and(eq(borrowers.userId, userId), isNotNull(borrowers.bsn)));
  if (legacy.length === 0 || !secret) return 0;
  for (const row of legacy) {
    if (!row.bsn) continue;
    await db
      .update(borrowers)
      .set(await bsnColumns(secret, userId, row.id, row.bsn))
      .where(and(eq(borrowers.userId, userId), eq(borrowers.id, row.id), eq(borrowers.bsn, row.bsn)));
  }
  return legacy.length;
}
