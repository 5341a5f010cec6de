import { z } from "zod";
import type { CalculationRequest, ScheduleRow } from "../../schemas/mortgage/calculation";
import { aowSituation } from "./aow";
import { deductionPct, eigenwoningforfait, explainForfait } from "./costs";
import { arithmetic, type Explainer, eur, pct } from "./explain";
import { cashFlows, firstMonthGross, type LoanParts, type MonthFlow, roundCents } from "./finance";
import type { Norms } from "./norms";

export const repaymentForms = ["annuity", "linear", "interest_only"] as const;
export type RepaymentForm = (typeof repaymentForms)[number];

/** One part of a mortgage (leningdeel): its own amount, repayment form, rate, fixed period, term and tax box. */
export const loanPartSchema = z
  .object({
    amount: z.number().finite().positive().max(100_000_000),
    repayment: z.enum(repaymentForms),
    interestRate: z.number().positive().max(20),
    fixedPeriodYears: z.number().int().min(1).max(30),
    /** Remaining term in months; box 1 parts repay within 30 years. */
    termMonths: z.number().int().min(1).max(360).default(360),
    /** 1: interest deductible (own home, repaid at least as an annuity); 3: not deductible. */
    box: z.union([z.literal(1), z.literal(3)]).default(1),
    /** An existing pre-2013 loan under transition law: deductible without a repayment obligation (Wet IB art. 10bis.1). */
    transitionLaw: z.boolean().default(false),
  })
  .superRefine((part, context) => {
    if (part.repayment === "interest_only" && part.box === 1 && !part.transitionLaw) {
      context.addIssue({
        code: "custom",
        path: ["box"],
        message: "An interest-only part is deductible only under transition law (pre-2013); otherwise it is box 3",
      });
    }
    if (part.transitionLaw && part.box === 3) {
      context.addIssue({ code: "custom", path: ["transitionLaw"], message: "A transition-law part is in box 1" });
    }
  });
export type LoanPart = z.infer<typeof loanPartSchema>;

/** Interest on the part is deductible: box 1 (repaid within 30 years, or an existing transition-law loan). */
export const isDeductible = (part: LoanPart) => part.box === 1;

export const loanPartResultSchema = z.object({
  amount: z.number(),
  repayment: z.enum(repaymentForms),
  interestRate: z.number(),
  fixedPeriodYears: z.number(),
  termMonths: z.number(),
  box: z.union([z.literal(1), z.literal(3)]),
  transitionLaw: z.boolean(),
  deductible: z.boolean(),
  firstMonth: z.object({ gross: z.number(), interest: z.number(), repayment: z.number() }),
});
export type LoanPartResult = z.infer<typeof loanPartResultSchema>;

const asFlowParts = (part: LoanPart, addedPoints = 0): LoanParts => ({
  amortising: part.repayment === "interest_only" ? 0 : part.amount,
  interestOnly: part.repayment === "interest_only" ? part.amount : 0,
  type: part.repayment === "linear" ? "linear" : "annuity",
  annualPct: part.interestRate + addedPoints,
  months: part.termMonths,
});

/** An interest-only part keeps its balance to the end of its term; the flows keep its interest in `interest`. */
function partFlows(part: LoanPart): MonthFlow[] {
  return cashFlows(asFlowParts(part));
}

/** Monthly costs of a loan in parts: each part on its own terms, the tax effect on the deductible interest together. */
export function partsCosts(norms: Norms, request: CalculationRequest, parts: LoanPart[], explain: Explainer) {
  const woz = request.wozValue ?? request.propertyValue ?? 0;
  const forfait = eigenwoningforfait(norms, woz);
  const forfaitMonthly = forfait.amount / 12;
  const earner = request.applicants.reduce((best, a) => (a.grossAnnualIncome > best.grossAnnualIncome ? a : best));
  const rate = deductionPct(norms, earner.grossAnnualIncome, aowSituation(norms, earner).reached);
  const hillen = norms.tax.hillenDeductionPct;
  const taxEffect = (deductibleInterest: number) => {
    const balance = deductibleInterest - forfaitMonthly;
    return balance >= 0 ? (balance * rate) / 100 : (balance * (1 - hillen / 100) * rate) / 100;
  };

  const flows = parts.map(partFlows);
  const months = Math.max(...parts.map((part) => part.termMonths));
  const schedule: ScheduleRow[] = [];
  let totalInterest = 0;
  let totalGross = 0;
  let totalNet = 0;
  for (let month = 1; month <= months; month++) {
    let balanceStart = 0;
    let interest = 0;
    let repayment = 0;
    let deductible = 0;
    let balanceEnd = 0;
    parts.forEach((part, index) => {
      const flow = flows[index]?.[month - 1];
      if (!flow) return;
      balanceStart += flow.balanceStart;
      interest += flow.interest;
      repayment += flow.repayment;
      balanceEnd += flow.balanceEnd;
      if (isDeductible(part)) deductible += flow.interest;
    });
    const gross = interest + repayment;
    const deduction = taxEffect(deductible);
    totalInterest += interest;
    totalGross += gross;
    totalNet += gross - deduction;
    schedule.push({
      month,
      balanceStart: roundCents(balanceStart),
      interest: roundCents(interest),
      repayment: roundCents(repayment),
      gross: roundCents(gross),
      deduction: roundCents(deduction),
      net: roundCents(gross - deduction),
      balanceEnd: roundCents(balanceEnd),
    });
  }

  const results: LoanPartResult[] = parts.map((part, index) => {
    const first = flows[index]?.[0] as MonthFlow;
    const result: LoanPartResult = {
      ...part,
      deductible: isDeductible(part),
      firstMonth: {
        gross: roundCents(first.interest + first.repayment),
        interest: roundCents(first.interest),
        repayment: roundCents(first.repayment),
      },
    };
    const form =
      part.repayment === "annuity"
        ? `annuity over ${part.termMonths} months`
        : part.repayment === "linear"
          ? `linear, ${eur(roundCents(part.amount / part.termMonths))} repaid a month over ${part.termMonths} months`
          : "interest only";
    explain.add({
      figure: `loanParts.${index}.firstMonth.gross`,
      value: result.firstMonth.gross,
      unit: "EUR/month",
      rule: `loanPart.${part.repayment}`,
      text: `Part ${index + 1}: ${eur(part.amount)} at ${pct(part.interestRate)}, ${form}, box ${part.box}${part.transitionLaw ? " (transition law)" : ""}: interest ${eur(result.firstMonth.interest)} + repayment ${eur(result.firstMonth.repayment)} = ${eur(result.firstMonth.gross)} in the first month${isDeductible(part) ? "; the interest is deductible" : "; the interest is not deductible"}.`,
      norm: "Leningdeel",
      source: arithmetic,
      inputs: {
        amount: part.amount,
        repayment: part.repayment,
        interestRate: part.interestRate,
        termMonths: part.termMonths,
        box: part.box,
        transitionLaw: part.transitionLaw,
      },
    });
    return result;
  });

  const firstMonths = flows.map((partFlow) => partFlow[0] as MonthFlow);
  const firstGross = firstMonths.reduce((sum, flow) => sum + flow.interest + flow.repayment, 0);
  const firstDeductible = parts.reduce(
    (sum, part, index) => sum + (isDeductible(part) ? (firstMonths[index]?.interest ?? 0) : 0),
    0,
  );
  const monthlyGross = roundCents(firstGross);
  const monthlyNet = roundCents(firstGross - taxEffect(firstDeductible));
  explain.add({
    figure: "monthlyGross",
    value: monthlyGross,
    unit: "EUR/month",
    rule: "monthlyGross.parts",
    text: `${parts.length} loan parts: ${results.map((part) => eur(part.firstMonth.gross)).join(" + ")} = ${eur(monthlyGross)} in the first month.`,
    norm: "Leningdelen",
    source: arithmetic,
    inputs: { parts: parts.length, loanAmount: parts.reduce((sum, part) => sum + part.amount, 0) },
  });
  explainForfait(explain, norms, woz, forfait);
  explain.add({
    figure: "deductionPct",
    value: rate,
    unit: "%",
    rule: "deductionPct",
    text: `Mortgage interest of the box 1 parts is deducted at ${pct(rate)}.`,
    norm: "Hypotheekrenteaftrek",
    source: norms.tax.deductionSource,
    inputs: { highestIncome: earner.grossAnnualIncome, capPct: norms.tax.deductionCapPct },
  });
  explain.add({
    figure: "monthlyNet",
    value: monthlyNet,
    unit: "EUR/month",
    rule: "monthlyNet.parts",
    text: `${eur(monthlyGross)} - ${pct(rate)} x (deductible interest of the box 1 parts ${eur(roundCents(firstDeductible))} - forfait ${eur(roundCents(forfaitMonthly))}) = ${eur(monthlyNet)} in the first month.`,
    norm: "Netto maandlast",
    source: norms.tax.deductionSource,
    inputs: {
      monthlyGross,
      deductibleInterest: roundCents(firstDeductible),
      forfaitMonthly: roundCents(forfaitMonthly),
      deductionPct: rate,
    },
  });
  explain.add({
    figure: "totalInterest",
    value: roundCents(totalInterest),
    unit: "EUR",
    rule: "totalInterest",
    text: `Interest of all parts over their terms, if the rates stayed the same: ${eur(roundCents(totalInterest))}.`,
    norm: "Schedule",
    source: arithmetic,
    inputs: { parts: parts.length, months },
  });
  const stressTest = norms.stressTest.addedPoints.map((added) => {
    const value = roundCents(parts.reduce((sum, part) => sum + firstMonthGross(asFlowParts(part, added)), 0));
    explain.add({
      figure: `stressTest.+${added}`,
      value,
      unit: "EUR/month",
      rule: "stressTest",
      text: `At every part's rate +${added} points the first-month gross payment would be ${eur(value)}.`,
      norm: "Stress test",
      source: norms.stressTest.source,
      inputs: { addedPoints: added, parts: parts.length },
    });
    return {
      addedPoints: added,
      rate: roundCents(Math.max(...parts.map((p) => p.interestRate)) + added),
      monthlyGross: value,
    };
  });

  return {
    costs: {
      monthlyGross,
      monthlyNet,
      eigenwoningforfait: forfait.amount,
      deductionPct: rate,
      totalInterest: roundCents(totalInterest),
      totalGross: roundCents(totalGross),
      totalNet: roundCents(totalNet),
      schedule,
      stressTest,
    },
    parts: results,
  };
}
