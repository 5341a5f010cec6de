import type { LoanType, ScheduleRow } from "../../schemas/mortgage/calculation";

export const roundCents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
export const roundEuro = (value: number) => Math.round(value);

/** Present value of 1 per month for `months` months at `annualPct` % a year, paid monthly in arrears. */
export function annuityFactor(annualPct: number, months: number): number {
  const i = annualPct / 100 / 12;
  if (i === 0) return months;
  return (1 - (1 + i) ** -months) / i;
}

/** The constant monthly payment (interest + repayment) that repays `principal` in `months` months. */
export const annuityPayment = (principal: number, annualPct: number, months: number) =>
  principal / annuityFactor(annualPct, months);

export interface LoanParts {
  /** Amortising part (annuity or linear). */
  amortising: number;
  /** Interest-only part. */
  interestOnly: number;
  type: LoanType;
  annualPct: number;
  months: number;
}

export interface MonthFlow {
  month: number;
  balanceStart: number;
  interest: number;
  /** Interest on the amortising part (deductible when the loan qualifies). */
  amortisingInterest: number;
  repayment: number;
  balanceEnd: number;
}

/** Month-by-month interest and repayment over the whole term, unrounded. */
export function cashFlows(parts: LoanParts): MonthFlow[] {
  const i = parts.annualPct / 100 / 12;
  const payment = parts.type === "annuity" ? annuityPayment(parts.amortising, parts.annualPct, parts.months) : 0;
  const linearRepayment = parts.amortising / parts.months;
  const flows: MonthFlow[] = [];
  let amortising = parts.amortising;
  for (let month = 1; month <= parts.months; month++) {
    const amortisingInterest = amortising * i;
    const last = month === parts.months;
    const scheduled = parts.type === "annuity" ? payment - amortisingInterest : linearRepayment;
    // The last month repays exactly what is left, so the balance ends at zero whatever the float drift.
    const repayment = last ? amortising : Math.min(scheduled, amortising);
    const interestOnlyInterest = parts.interestOnly * i;
    flows.push({
      month,
      balanceStart: amortising + parts.interestOnly,
      interest: amortisingInterest + interestOnlyInterest,
      amortisingInterest,
      repayment,
      balanceEnd: amortising - repayment + parts.interestOnly,
    });
    amortising -= repayment;
  }
  return flows;
}

/** First-month gross payment (interest + repayment). */
export function firstMonthGross(parts: LoanParts): number {
  const i = parts.annualPct / 100 / 12;
  const interestOnly = parts.interestOnly * i;
  if (parts.type === "annuity") return annuityPayment(parts.amortising, parts.annualPct, parts.months) + interestOnly;
  return parts.amortising * i + parts.amortising / parts.months + interestOnly;
}

export type { ScheduleRow };
