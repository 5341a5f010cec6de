import { z } from "zod";
import type { DossierLoanPart } from "../../schemas/advice-profile";
import {
  type CalculationInput,
  type CalculationResult,
  calculationRequestSchema,
} from "../../schemas/mortgage/calculation";
import { type Borrower, type BorrowerProfile, type LenderRate, lenderRateSchema } from "../../schemas/workspace";
import { calculateMortgage } from "./engine";

/** The norms year the dossier is checked against. */
export const NORMS_YEAR = 2026;
/** Used when the workspace has no rate for the borrower's fixed period: a prudent round figure. */
export const FALLBACK_RATE_PCT = 4;

/** Age in whole years and the months past the last birthday on `today` (both YYYY-MM-DD). */
export function ageInYearsAndMonths(dateOfBirth: string | null, today: string) {
  if (!dateOfBirth) return undefined;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const months = (ty - y) * 12 + (tm - m) - (td < d ? 1 : 0);
  return { years: Math.floor(months / 12), months: months % 12 };
}

export function ageOn(dateOfBirth: string | null, today: string): number | undefined {
  return ageInYearsAndMonths(dateOfBirth, today)?.years;
}

/** The rate for a fixed period and loan-to-value: the NHG rate when the loan has NHG, else the lowest band that fits. */
export function rateFor(rates: LenderRate[], lender: string, fixedPeriodYears: number, ltvPct: number, nhg: boolean) {
  const candidates = rates
    .filter((rate) => rate.lender === lender && rate.fixedPeriodYears === fixedPeriodYears && rate.nhg === nhg)
    .filter((rate) => nhg || rate.ltvMaxPct >= ltvPct)
    .sort((a, b) => a.ltvMaxPct - b.ltvMaxPct);
  return candidates[0] ?? null;
}

/** The parts the adviser proposes: those with an amount (a part still being typed with none is left out). */
export const proposedParts = (profile: BorrowerProfile) => profile.wishes.loanParts.filter((part) => part.amount > 0);

/** The loan in the dossier: the parts added up when there are parts, else the single loan amount. */
export const dossierLoanAmount = (profile: BorrowerProfile) => {
  const parts = proposedParts(profile);
  return parts.length ? parts.reduce((sum, part) => sum + part.amount, 0) : profile.wishes.loanAmount;
};

/**
 * A dossier part as the calculator takes it: rate 0 takes the quoted rate, and the box follows the law (an
 * interest-only part is box 3 unless it is an existing pre-2013 loan under transition law, which is box 1).
 */
const calculatorPart = (part: DossierLoanPart, ratePct: number) => ({
  amount: part.amount,
  repayment: part.repayment,
  interestRate: part.interestRate > 0 ? part.interestRate : ratePct,
  fixedPeriodYears: part.fixedPeriodYears,
  termMonths: part.termMonths,
  box: part.transitionLaw ? (1 as const) : part.repayment === "interest_only" ? (3 as const) : part.box,
  transitionLaw: part.transitionLaw,
});

export const loanToValue = (borrower: Borrower) => {
  const { value } = borrower.profile.property;
  const loan = dossierLoanAmount(borrower.profile);
  return value > 0 && loan > 0 ? Math.round((loan / value) * 1000) / 10 : null;
};

/**
 * The calculator's input from the dossier. AOW status comes from the date of birth (not the employment type); the
 * obligations, new build and the NHG choice entered in the dossier all reach the calculation.
 */
export function calculationInputFor(borrower: Borrower, ratePct: number, today: string): CalculationInput {
  const { profile } = borrower;
  const people = [profile.applicant, ...(profile.hasPartner ? [profile.partner] : [])];
  const parts = proposedParts(profile);
  const { bridging } = profile.wishes;
  return {
    year: NORMS_YEAR,
    offerDate: today,
    applicants: people.map((person, index) => {
      const age = ageInYearsAndMonths(person.dateOfBirth, today);
      const known = age !== undefined && age.years >= 18 && age.years <= 120;
      const first = index === 0;
      return {
        grossAnnualIncome: person.grossAnnualIncome,
        // Without a date of birth the employment type is the only hint that AOW age has been reached.
        aow: !known && person.employment === "retired",
        age: known ? age.years : undefined,
        ageMonths: known ? age.months : 0,
        incomeAfterAow: person.incomeAfterAow > 0 ? person.incomeAfterAow : undefined,
        starterExemptionUsed: !profile.property.firstHome,
        studentDebtMonthly: first ? profile.obligations.studentDebtMonthly : 0,
        creditLimits: first ? profile.obligations.creditLimits : 0,
        alimonyMonthly: first ? profile.obligations.alimonyMonthly : 0,
        childAlimonyMonthly: first ? profile.obligations.childAlimonyMonthly : 0,
        otherMonthly: first ? profile.obligations.otherMonthly : 0,
      };
    }),
    ...(parts.length
      ? { loanParts: parts.map((part) => calculatorPart(part, ratePct)) }
      : { interestRate: ratePct, fixedPeriodYears: profile.wishes.fixedPeriodYears }),
    energyLabel: profile.property.energyLabel,
    energySavingMeasures: profile.property.energySavingMeasures,
    propertyValue: profile.property.value > 0 ? profile.property.value : undefined,
    wozValue: profile.property.wozValue > 0 ? profile.property.wozValue : undefined,
    loanAmount: !parts.length && profile.wishes.loanAmount > 0 ? profile.wishes.loanAmount : undefined,
    loanType: profile.wishes.loanType,
    nhg: profile.wishes.nhg,
    ownFunds: profile.wishes.ownFunds,
    purchase: { newBuild: profile.property.newBuild, ...profile.purchaseCosts },
    ...(bridging.enabled
      ? {
          bridging: {
            expectedSalePrice: bridging.expectedSalePrice,
            remainingMortgage: bridging.remainingMortgage,
            interestRate: bridging.interestRate > 0 ? bridging.interestRate : ratePct,
            termMonths: bridging.termMonths,
            soldUnconditionally: bridging.soldUnconditionally,
            oldHomeMonthlyCosts: bridging.oldHomeMonthlyCosts,
          },
        }
      : {}),
  };
}

export type CalculationOutcome =
  | { ok: true; result: CalculationResult; ratePct: number }
  | { ok: false; issues: string[] };

/** The best available rate for the borrower's case: the lowest rate any lender quotes for it. */
export function bestRate(borrower: Borrower, rates: LenderRate[]): number {
  const ltv = loanToValue(borrower) ?? 100;
  const lenders = [...new Set(rates.map((rate) => rate.lender))];
  const quotes = lenders
    .map((lender) => rateFor(rates, lender, borrower.profile.wishes.fixedPeriodYears, ltv, borrower.profile.wishes.nhg))
    .filter((rate): rate is LenderRate => rate !== null)
    .map((rate) => rate.ratePct);
  return quotes.length ? Math.min(...quotes) : FALLBACK_RATE_PCT;
}

export function calculateFor(
  borrower: Borrower,
  rates: LenderRate[],
  today: string,
  ratePct?: number,
): CalculationOutcome {
  const rate = ratePct ?? bestRate(borrower, rates);
  const parsed = calculationRequestSchema.safeParse(calculationInputFor(borrower, rate, today));
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => issue.path.join(".")) };
  if (parsed.data.applicants.every((applicant) => applicant.grossAnnualIncome === 0)) {
    return { ok: false, issues: ["applicants.grossAnnualIncome"] };
  }
  return { ok: true, result: calculateMortgage(parsed.data), ratePct: rate };
}

export const lenderQuoteSchema = z.object({
  lender: z.string(),
  rate: lenderRateSchema,
  monthlyGross: z.number(),
  monthlyNet: z.number(),
  withinMaximum: z.boolean(),
});
export type LenderQuote = z.infer<typeof lenderQuoteSchema>;

/** Lenders compared on this case: each lender's rate for the fixed period and LTV band (or NHG), cheapest net first. */
export function compareLenders(borrower: Borrower, rates: LenderRate[], today: string): LenderQuote[] {
  const ltv = loanToValue(borrower) ?? 100;
  const lenders = [...new Set(rates.map((rate) => rate.lender))];
  const quotes: LenderQuote[] = [];
  for (const lender of lenders) {
    const { wishes } = borrower.profile;
    const rate = rateFor(rates, lender, wishes.fixedPeriodYears, ltv, wishes.nhg);
    if (!rate) continue;
    // Each loan part at this lender's rate for the part's own fixed period (where the lender quotes one).
    const loanParts = wishes.loanParts.map((part) => ({
      ...part,
      interestRate: rateFor(rates, lender, part.fixedPeriodYears, ltv, wishes.nhg)?.ratePct ?? part.interestRate,
    }));
    const atLender = { ...borrower, profile: { ...borrower.profile, wishes: { ...wishes, loanParts } } };
    const outcome = calculateFor(atLender, rates, today, rate.ratePct);
    if (!outcome.ok) continue;
    quotes.push({
      lender,
      rate,
      monthlyGross: outcome.result.monthlyGross,
      monthlyNet: outcome.result.monthlyNet,
      withinMaximum: outcome.result.loan.withinMaximum,
    });
  }
  return quotes.sort((a, b) => a.monthlyNet - b.monthlyNet);
}
