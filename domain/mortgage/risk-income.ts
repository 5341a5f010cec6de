import type { CalculationRequest } from "../../schemas/mortgage/calculation";
import type { RiskKind, RiskOptions } from "../../schemas/mortgage/risk-analysis";
import type { Norms } from "./norms";
import { maxDailyWageOn, type RiskNorms } from "./risk-norms";

type Applicant = CalculationRequest["applicants"][number];
const inMonths = (age: { years: number; months: number }) => age.years * 12 + age.months;

/**
 * Months from January of the start year until AOW starts (0 when reached). Reaching it in the norms year or the next
 * happens at today's AOW age, later at the future age the norms assume.
 */
export function aowStartMonth(norms: Norms, applicant: Applicant, startYear: number): number {
  const now = (applicant.age ?? 0) * 12 + applicant.ageMonths;
  const reached = inMonths(norms.aowAge.reachedAge);
  if (applicant.aow || now >= reached) return 0;
  const yearReached = startYear + Math.floor((reached - now) / 12);
  return yearReached <= norms.year + 1 ? reached - now : inMonths(norms.aowAge.futureAge) - now;
}

/** WW duration: a month per year of work history for the first years and those before 2016, half after; clamped. */
export function wwMonths(risk: RiskNorms, age: number, startYear: number): number {
  const { fullRateYears, halfRateFromYear, workFromAge, minMonths, maxMonths } = risk.ww;
  const workYears = Math.max(0, age - workFromAge);
  let months = 0;
  for (let k = 0; k < workYears; k++) {
    const year = startYear - workYears + k;
    months += k < fullRateYears || year < halfRateFromYear ? 1 : 0.5;
  }
  return Math.min(maxMonths, Math.max(minMonths, Math.floor(months)));
}

/** The monthly wage the benefits are a percentage of: the daily wage (capped at the maximum) x 21.75. */
export function benefitWage(risk: RiskNorms, grossAnnual: number, date: string): number {
  return Math.min(grossAnnual / risk.dailyWage.daysPerYear, maxDailyWageOn(risk, date)) * risk.dailyWage.daysPerMonth;
}

/** WGA follow-up percentage of the minimum wage for a degree of disability. */
export function followUpPct(risk: RiskNorms, degree: number): number {
  return risk.wia.followUp.filter((step) => degree >= step.fromDegree).at(-1)?.pct ?? 0;
}

/** Statutory AOW a year including holiday allowance, single or as one of a couple. */
export const statutoryAow = (risk: RiskNorms, single: boolean) => {
  const rate = single ? risk.aow.single : risk.aow.couple;
  return (rate.monthly + rate.holidayMonthly) * 12;
};

export interface Person {
  grossAnnual: number;
  age: number;
  aowStart: number;
  incomeAfterAow: number | undefined;
  partnerAlimonyYearly: number;
  childAlimonyYearly: number;
  wwMonths: number;
  wage: number;
}

export function personOf(norms: Norms, risk: RiskNorms, applicant: Applicant, startYear: number, date: string): Person {
  return {
    grossAnnual: applicant.grossAnnualIncome,
    age: applicant.age ?? 0,
    aowStart: aowStartMonth(norms, applicant, startYear),
    incomeAfterAow: applicant.incomeAfterAow,
    partnerAlimonyYearly: applicant.alimonyMonthly * 12,
    childAlimonyYearly: applicant.childAlimonyMonthly * 12,
    wwMonths: wwMonths(risk, applicant.age ?? 0, startYear),
    wage: benefitWage(risk, applicant.grossAnnualIncome, date),
  };
}

/** Income without any event: today's income, and from AOW the income after AOW (or the statutory AOW alone). */
export function baseMonthly(risk: RiskNorms, person: Person, month: number, single: boolean): number {
  if (month < person.aowStart) return person.grossAnnual / 12;
  return (person.incomeAfterAow ?? statutoryAow(risk, single)) / 12;
}

/** Gross monthly income of the person the event happens to, in month `month` after the event (the event is now). */
export function eventMonthly(
  risk: RiskNorms,
  kind: RiskKind,
  person: Person,
  month: number,
  single: boolean,
  options: RiskOptions,
): number {
  if (kind === "death") return 0;
  if (kind === "retirement" || month >= person.aowStart) return baseMonthly(risk, person, month, single);
  const { ww, sickPay, wia } = risk;
  if (kind === "unemployment") {
    if (month >= person.wwMonths) return baseMonthly(risk, person, month, single);
    return ((month < ww.firstMonths ? ww.firstPct : ww.laterPct) * person.wage) / 100;
  }
  if (month < sickPay.months) return (sickPay.pct * person.wage) / 100;
  const degree = options.disabilityDegree;
  if (degree < wia.minDegree) return (person.grossAnnual / 12) * (1 - degree / 100);
  if (options.disabilityPermanent && degree >= wia.ivaFromDegree) return (wia.ivaPct * person.wage) / 100;
  const wiaMonth = month - sickPay.months;
  if (wiaMonth < person.wwMonths) {
    return ((wiaMonth < wia.lguFirstMonths ? wia.lguFirstPct : wia.lguLaterPct) * person.wage) / 100;
  }
  return (followUpPct(risk, degree) * Math.min(risk.minimumWage.monthly, person.wage)) / 100;
}

/** Anw for a surviving partner: while a child is under 18 and before AOW, reduced by 2/3 of own income above the exempt amount. */
export function anwMonthly(risk: RiskNorms, survivor: Person, month: number, ownMonthly: number, childAge?: number) {
  if (childAge === undefined || month >= survivor.aowStart) return 0;
  if (month >= (risk.anw.childUnderAge - childAge) * 12) return 0;
  const full = risk.anw.monthly + risk.anw.holidayMonthly;
  return Math.max(0, full - risk.anw.reductionFraction * Math.max(0, ownMonthly - risk.anw.exemptMonthly));
}

/** Box 1 income tax after the general tax credit (the labour credit is left out: prudent), never below nil. */
export function incomeTax(risk: RiskNorms, taxable: number, aow: boolean): number {
  let tax = 0;
  let lower = 0;
  for (const bracket of risk.incomeTax.brackets) {
    const upper = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (taxable > lower) tax += ((Math.min(taxable, upper) - lower) * (aow ? bracket.aowPct : bracket.pct)) / 100;
    lower = upper;
  }
  const credit = risk.generalCredit;
  const over = Math.max(0, taxable - credit.phaseOutFrom);
  const generalCredit = aow
    ? Math.max(0, credit.aowMax - (over * credit.aowPhaseOutPct) / 100)
    : Math.max(0, credit.max - (over * credit.phaseOutPct) / 100);
  return Math.max(0, tax - generalCredit);
}

/** Net income of a person for a year: gross minus partner alimony (deductible), tax, and child alimony paid. */
export function netIncome(risk: RiskNorms, gross: number, person: Person, paysAlimony: boolean, aow: boolean) {
  const taxable = Math.max(0, gross - (paysAlimony ? person.partnerAlimonyYearly : 0));
  return taxable - incomeTax(risk, taxable, aow) - (paysAlimony ? person.childAlimonyYearly : 0);
}
