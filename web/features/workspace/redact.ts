/*
 * Identity numbers have no place in a printed advice report: a Dutch passport or ID-card number (nine letters and
 * digits, no O, ending in a digit, e.g. NXC4R8T21) and a BSN (nine digits) are masked in the report's
 * document analysis, whatever the model quoted.
 */
const documentNumber =
  /\b(?=[A-NP-Z0-9]{9}\b)(?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-NP-Z]{2}[A-NP-Z0-9]{6}\d\b/g;
const bsn = /\b\d{9}\b|\b\d{4}\.\d{2}\.\d{3}\b/g;

export const MASK = "•••••••••";

export function redactIdentityNumbers(text: string): string {
  return text.replace(documentNumber, MASK).replace(bsn, MASK);
}
