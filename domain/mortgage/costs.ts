import type { CalculationRequest, ScheduleRow } from "../../schemas/mortgage/calculation";
import { aowSituation } from "./aow";
import { arithmetic, type Explainer, eur, pct } from "./explain";
import { cashFlows, firstMonthGross, type LoanParts, roundCents } from "./finance";
import type { Norms } from "./norms";

/** Eigenwoningforfait for a year: a percentage of the WOZ value by band, a base plus a percentage at the top. */
export function eigenwoningforfait(norms: Norms, woz: number): { amount: number; pct: number } {
  const bands = norms.tax.eigenwoningforfait.bands;
  const band = bands.find((b) => b.upTo === null || woz <= b.upTo) ?? (bands.at(-1) as (typeof bands)[number]);
  if (band.base !== undefined && band.over !== undefined) {
    return { amount: roundCents(band.base + ((woz - band.over) * band.pct) / 100), pct: band.pct };
  }
  return { amount: roundCents((woz * band.pct) / 100), pct: band.pct };
}

/**
 * Rate at which interest is deducted: the first bracket for a low highest income (without the AOW premium once the
 * earner has reached AOW age), otherwise the 2026 cap.
 */
/** How the eigenwoningforfait was found: its percentage of the WOZ value, yearly and monthly. */
export function explainForfait(
  explain: Explainer,
  norms: Norms,
  woz: number,
  forfait: { amount: number; pct: number },
) {
  explain.add({
    figure: "eigenwoningforfait",
    value: forfait.amount,
    unit: "EUR/year",
    rule: woz > 0 ? "eigenwoningforfait" : "eigenwoningforfait.noValue",
    text:
      woz > 0
        ? `${pct(forfait.pct)} of the WOZ value ${eur(woz)}: ${eur(forfait.amount)} a year (${eur(roundCents(forfait.amount / 12))} a month).`
        : "No WOZ or property value given: the eigenwoningforfait is left out.",
    norm: "Eigenwoningforfait",
    source: norms.tax.eigenwoningforfait.source,
    inputs: { wozValue: woz, pct: forfait.pct },
  });
}

export function deductionPct(norms: Norms, highestIncome: number, aow = false): number {
  const { deductionCapPct } = norms.tax;
  const firstBracket = aow ? norms.tax.aowFirstBracket : norms.tax.firstBracket;
  return highestIncome <= firstBracket.upTo ? Math.min(firstBracket.pct, deductionCapPct) : deductionCapPct;
}

export interface MonthlyCosts {
  monthlyGross: number;
  monthlyNet: number;
  eigenwoningforfait: number;
  deductionPct: number;
  totalInterest: number;
  totalGross: number;
  totalNet: number;
  schedule: ScheduleRow[];
  stressTest: { addedPoints: number; rate: number; monthlyGross: number }[];
}

export function monthlyCosts(
  norms: Norms,
  request: CalculationRequest,
  loanAmount: number,
  explain: Explainer,
): MonthlyCosts {
  const interestOnly = Math.min(request.interestOnlyAmount, loanAmount);
  const parts: LoanParts = {
    amortising: loanAmount - interestOnly,
    interestOnly,
    type: request.loanType,
    annualPct: request.interestRate,
    months: norms.annuity.months,
  };
  const woz = request.wozValue ?? request.propertyValue ?? 0;
  const forfait = eigenwoningforfait(norms, woz);
  const forfaitMonthly = forfait.amount / 12;
  const earner = request.applicants.reduce((best, a) => (a.grossAnnualIncome > best.grossAnnualIncome ? a : best));
  const highestIncome = earner.grossAnnualIncome;
  const earnerAow = aowSituation(norms, earner).reached;
  const rate = deductionPct(norms, highestIncome, earnerAow);
  const bracket = earnerAow ? norms.tax.aowFirstBracket : norms.tax.firstBracket;
  const hillen = norms.tax.hillenDeductionPct;

  // Net: the deductible interest minus the forfait is deducted at `rate`; when the forfait is higher, only the part
  // of the excess the Hillen phase-out no longer exempts is taxed.
  const taxEffect = (deductibleInterest: number) => {
    const balance = deductibleInterest - forfaitMonthly;
    return balance >= 0 ? (balance * rate) / 100 : (balance * (1 - hillen / 100) * rate) / 100;
  };

  const flows = cashFlows(parts);
  const schedule: ScheduleRow[] = flows.map((flow) => {
    const gross = flow.interest + flow.repayment;
    const deductible = request.interestDeductible ? flow.amortisingInterest : 0;
    const deduction = taxEffect(deductible);
    return {
      month: flow.month,
      balanceStart: roundCents(flow.balanceStart),
      interest: roundCents(flow.interest),
      repayment: roundCents(flow.repayment),
      gross: roundCents(gross),
      deduction: roundCents(deduction),
      net: roundCents(gross - deduction),
      balanceEnd: roundCents(flow.balanceEnd),
    };
  });
  const first = flows[0] as (typeof flows)[number];
  const monthlyGross = roundCents(firstMonthGross(parts));
  const firstDeductible = request.interestDeductible ? first.amortisingInterest : 0;
  const firstDeduction = taxEffect(firstDeductible);
  const monthlyNet = roundCents(firstMonthGross(parts) - firstDeduction);
  const totalInterest = roundCents(flows.reduce((sum, f) => sum + f.interest, 0));
  const totalGross = roundCents(flows.reduce((sum, f) => sum + f.interest + f.repayment, 0));
  const totalNet = roundCents(
    flows.reduce(
      (sum, f) => sum + f.interest + f.repayment - taxEffect(request.interestDeductible ? f.amortisingInterest : 0),
      0,
    ),
  );

  explain.add({
    figure: "monthlyGross",
    value: monthlyGross,
    unit: "EUR/month",
    rule: `monthlyGross.${request.loanType}`,
    text:
      request.loanType === "annuity"
        ? `Annuity on ${eur(parts.amortising)} at ${pct(parts.annualPct)} over ${parts.months} months${interestOnly > 0 ? ` plus interest only on ${eur(interestOnly)}` : ""}: ${eur(monthlyGross)} in the first month.`
        : `Linear: ${eur(parts.amortising)} / ${parts.months} repaid each month plus interest at ${pct(parts.annualPct)} on the balance${interestOnly > 0 ? ` plus interest only on ${eur(interestOnly)}` : ""}: ${eur(monthlyGross)} in the first month.`,
    norm: "Annuity / linear repayment",
    source: arithmetic,
    inputs: {
      loanAmount,
      interestOnlyAmount: interestOnly,
      interestRate: parts.annualPct,
      months: parts.months,
      loanType: request.loanType,
    },
  });
  explainForfait(explain, norms, woz, forfait);
  explain.add({
    figure: "deductionPct",
    value: rate,
    unit: "%",
    rule: "deductionPct",
    text: `Mortgage interest is deducted at ${pct(rate)} (the highest income, ${eur(highestIncome)}, ${highestIncome <= bracket.upTo ? `falls in the first bracket${earnerAow ? " for someone who has reached AOW age (no AOW premium)" : ""}` : `is above the first bracket; the deduction is capped at ${pct(norms.tax.deductionCapPct)}`}).`,
    norm: "Hypotheekrenteaftrek",
    source: earnerAow && highestIncome <= bracket.upTo ? norms.tax.aowDeductionSource : norms.tax.deductionSource,
    inputs: {
      highestIncome,
      aow: earnerAow,
      firstBracketUpTo: bracket.upTo,
      firstBracketPct: bracket.pct,
      capPct: norms.tax.deductionCapPct,
    },
  });
  explain.add({
    figure: "monthlyNet",
    value: monthlyNet,
    unit: "EUR/month",
    rule: request.interestDeductible ? "monthlyNet" : "monthlyNet.notDeductible",
    text: request.interestDeductible
      ? `${eur(monthlyGross)} - ${pct(rate)} x (deductible interest ${eur(roundCents(firstDeductible))} - forfait ${eur(roundCents(forfaitMonthly))}) = ${eur(monthlyNet)} in the first month.`
      : `The interest is not deductible; only the forfait of ${eur(roundCents(forfaitMonthly))} a month is taxed (Hillen: ${pct(hillen)} exempt): ${eur(monthlyNet)}.`,
    norm: "Netto maandlast",
    source: request.interestDeductible ? norms.tax.deductionSource : norms.tax.hillenSource,
    inputs: {
      monthlyGross,
      deductibleInterest: roundCents(firstDeductible),
      forfaitMonthly: roundCents(forfaitMonthly),
      deductionPct: rate,
      hillenPct: hillen,
    },
  });
  explain.add({
    figure: "totalInterest",
    value: totalInterest,
    unit: "EUR",
    rule: "totalInterest",
    text: `Interest over all ${parts.months} months at ${pct(parts.annualPct)}, if the rate stayed the same: ${eur(totalInterest)}.`,
    norm: "Schedule",
    source: arithmetic,
    inputs: { loanAmount, interestRate: parts.annualPct, months: parts.months },
  });

  const stressTest = norms.stressTest.addedPoints.map((added) => {
    const value = roundCents(firstMonthGross({ ...parts, annualPct: parts.annualPct + added }));
    explain.add({
      figure: `stressTest.+${added}`,
      value,
      unit: "EUR/month",
      rule: "stressTest",
      text: `At ${pct(parts.annualPct + added)} (+${added} points) the first-month gross payment would be ${eur(value)}.`,
      norm: "Stress test",
      source: norms.stressTest.source,
      inputs: { interestRate: parts.annualPct, addedPoints: added, loanAmount },
    });
    return { addedPoints: added, rate: roundCents(parts.annualPct + added), monthlyGross: value };
  });

  return {
    monthlyGross,
    monthlyNet,
    eigenwoningforfait: forfait.amount,
    deductionPct: rate,
    totalInterest,
    totalGross,
    totalNet,
    schedule,
    stressTest,
  };
}
