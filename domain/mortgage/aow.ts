import type { Norms } from "./norms";

interface AgeInput {
  aow: boolean;
  age?: number | undefined;
  ageMonths?: number | undefined;
}

const inMonths = (age: { years: number; months: number }) => age.years * 12 + age.months;

/**
 * Where an applicant stands against the AOW age: reached (now), within the TRHK horizon (10 years), or neither.
 * Without an age only the explicit `aow` flag counts.
 */
export function aowSituation(norms: Norms, applicant: AgeInput) {
  const { reachedAge, futureAge, withinYears } = norms.aowAge;
  const months = applicant.age === undefined ? null : applicant.age * 12 + (applicant.ageMonths ?? 0);
  const reached = applicant.aow || (months !== null && months >= inMonths(reachedAge));
  // Anyone reaching it in the norms year or the next reaches it at the current age; later at the future age, which is
  // the higher, so the future age decides whether AOW falls within the horizon.
  const within = !reached && months !== null && months + withinYears * 12 >= inMonths(futureAge);
  return { reached, within };
}
