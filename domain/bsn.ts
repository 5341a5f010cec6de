/** The Dutch citizen service number (BSN): the elfproef, one stored form and the masked form the dossier shows. */

/** Elfproef: nine digits, weights 9..2 and -1, the sum divisible by 11 (and not all zeros). */
export function isValidBsn(value: string): boolean {
  const digits = value.replace(/[\s.-]/g, "");
  if (!/^\d{8,9}$/.test(digits)) return false;
  const nine = digits.padStart(9, "0");
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(nine[index]) * (9 - index);
  sum -= Number(nine[8]);
  return sum % 11 === 0 && sum !== 0;
}

export const normaliseBsn = (value: string) => value.replace(/[\s.-]/g, "").padStart(9, "0");

export const maskBsn = (bsn: string) => `*****${normaliseBsn(bsn).slice(-4)}`;
