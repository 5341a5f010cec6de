import type { CalculationRequest } from "../../schemas/mortgage/calculation";
import { eigenwoningforfait } from "./costs";
import { annuityPayment } from "./finance";
import type { Norms } from "./norms";
import { hillenPctIn, type RiskNorms } from "./risk-norms";

/** One loan part as the term projection needs it. */
export interface TermPart {
  amount: number;
  repayment: "annuity" | "linear" | "interest_only";
  interestRate: number;
  fixedPeriodYears: number;
  termMonths: number;
  deductible: boolean;
  transitionLaw: boolean;
}

/** The loan of a calculation as parts: its loan parts, or the single loan split in its amortising and interest-only part. */
export function termParts(norms: Norms, request: CalculationRequest, loanAmount: number): TermPart[] {
  if (request.loanParts) {
    return request.loanParts.map((part) => ({
      amount: part.amount,
      repayment: part.repayment,
      interestRate: part.interestRate,
      fixedPeriodYears: part.fixedPeriodYears,
      termMonths: part.termMonths,
      deductible: part.box === 1,
      transitionLaw: part.transitionLaw,
    }));
  }
  const interestOnly = Math.min(request.interestOnlyAmount, loanAmount);
  const common = {
    interestRate: request.interestRate,
    fixedPeriodYears: request.fixedPeriodYears,
    termMonths: norms.annuity.months,
    transitionLaw: false,
  };
  const parts: TermPart[] = [];
  if (loanAmount - interestOnly > 0) {
    parts.push({
      ...common,
      amount: loanAmount - interestOnly,
      repayment: request.loanType,
      deductible: request.interestDeductible,
    });
  }
  if (interestOnly > 0) parts.push({ ...common, amount: interestOnly, repayment: "interest_only", deductible: false });
  return parts;
}

/** A calendar year of the loan: what is paid, what may be deducted, and the rate band the norm looks at. */
export interface TermYear {
  year: number;
  gross: number;
  interest: number;
  deductibleInterest: number;
  /** Balance-weighted rate in the year's first month: the column of the TRHK table. */
  rate: number;
}

interface Month {
  interest: number;
  repayment: number;
  deductibleInterest: number;
  balance: number;
  rate: number;
}

/**
 * A part month by month from January of `startYear`: when the fixed period ends the rate becomes `rateAfterFixed`
 * and an annuity is recalculated on the balance over the months left. Interest stays deductible for at most 30
 * years; for a transition-law part those years count from its start year (at the earliest 2001).
 */
function partMonths(
  part: TermPart,
  rateAfterFixed: number,
  startYear: number,
  risk: RiskNorms,
  transitionStart: number,
) {
  const months: Month[] = [];
  const fixedMonths = part.fixedPeriodYears * 12;
  const transitionEndYear =
    Math.max(transitionStart, risk.deductibility.transitionCountsFromYear) + risk.deductibility.maxYears;
  let balance = part.amount;
  let rate = part.interestRate;
  let payment = part.repayment === "annuity" ? annuityPayment(balance, rate, part.termMonths) : 0;
  for (let month = 0; month < part.termMonths; month++) {
    if (month === fixedMonths) {
      rate = rateAfterFixed;
      if (part.repayment === "annuity") payment = annuityPayment(balance, rate, part.termMonths - month);
    }
    const interest = (balance * rate) / 100 / 12;
    const last = month === part.termMonths - 1;
    const scheduled =
      part.repayment === "annuity"
        ? payment - interest
        : part.repayment === "linear"
          ? part.amount / part.termMonths
          : 0;
    // An interest-only part is not repaid from income; an amortising part ends at zero whatever the float drift.
    const repayment = part.repayment === "interest_only" ? 0 : last ? balance : Math.min(scheduled, balance);
    const year = startYear + Math.floor(month / 12);
    const withinDeduction = part.transitionLaw ? year < transitionEndYear : month < risk.deductibility.maxYears * 12;
    months.push({
      interest,
      repayment,
      deductibleInterest: part.deductible && withinDeduction ? interest : 0,
      balance,
      rate,
    });
    balance -= repayment;
  }
  return months;
}

/** The loan's costs per calendar year over the whole term, before tax. */
export function termYears(
  parts: TermPart[],
  rateAfterFixed: number,
  startYear: number,
  risk: RiskNorms,
  transitionStart: number,
): TermYear[] {
  const flows = parts.map((part) => partMonths(part, rateAfterFixed, startYear, risk, transitionStart));
  const longest = Math.max(...parts.map((part) => part.termMonths));
  const years: TermYear[] = [];
  for (let month = 0; month < longest; month++) {
    const index = Math.floor(month / 12);
    const current = years[index] ?? { year: startYear + index, gross: 0, interest: 0, deductibleInterest: 0, rate: 0 };
    years[index] = current;
    let weighted = 0;
    let balance = 0;
    for (const part of flows) {
      const flow = part[month];
      if (!flow) continue;
      current.gross += flow.interest + flow.repayment;
      current.interest += flow.interest;
      current.deductibleInterest += flow.deductibleInterest;
      weighted += flow.balance * flow.rate;
      balance += flow.balance;
    }
    if (month % 12 === 0) current.rate = balance > 0 ? weighted / balance : 0;
  }
  return years;
}

/**
 * The tax effect of owning the home in a year: deductible interest minus the forfait at the deduction rate; when the
 * forfait is higher, only the part Wet Hillen no longer exempts that year is taxed.
 */
export function taxEffect(norms: Norms, risk: RiskNorms, year: TermYear, woz: number, deductionPct: number) {
  const balance = year.deductibleInterest - eigenwoningforfait(norms, woz).amount;
  const hillenPct = hillenPctIn(risk, year.year);
  const effect = balance >= 0 ? (balance * deductionPct) / 100 : (balance * (1 - hillenPct / 100) * deductionPct) / 100;
  return { effect, hillenPct };
}
