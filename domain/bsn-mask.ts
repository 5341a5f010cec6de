import { isValidBsn, maskBsn } from "./bsn";

/**
 * Masks Dutch citizen service numbers (BSN) in free text: any run of 9 digits, written together or grouped with
 * single dots or spaces (123456782, 1234.56.782, 123 456 782), that passes the 11-proef becomes `*****6782`, the
 * same masked form the dossier shows. A run that continues into more digits (an amount like 1.234.567.890,
 * an IBAN) is left alone. Zod-free and pure so the Worker (indexing, answers) and the browser can share it.
 */
const CANDIDATE = /(?<!\d|\d[.,])\d(?:[. ]?\d){8}(?!\d|[.,]\d)/g;

export function maskBsns(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(CANDIDATE, (match) => {
    const digits = match.replace(/[. ]/g, "");
    return isValidBsn(digits) ? maskBsn(digits) : match;
  });
}
