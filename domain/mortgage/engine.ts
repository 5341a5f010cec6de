import type { CalculationRequest, CalculationResult } from "../../schemas/mortgage/calculation";
import { bridgingLoan } from "./bridging";
import { monthlyCosts } from "./costs";
import { arithmetic, Explainer, eur, pct } from "./explain";
import { roundCents } from "./finance";
import { partsCosts } from "./loan-parts";
import { maxByIncome, maxByValue } from "./max-mortgage";
import { type Norms, normsFor } from "./norms";

/**
 * NHG: the loan must stay within the cost limit (raised by up to 6% for energy-saving measures) and the norms. The
 * fee is a cost only when the client chose NHG.
 */
export function nhg(norms: Norms, loan: number, maxMortgage: number, energySavingMeasures: number, chosen = true) {
  const { costLimit, costLimitWithSavingMeasures, feePct } = norms.nhg;
  const limit = costLimit + Math.min(energySavingMeasures, costLimitWithSavingMeasures - costLimit);
  const eligible = loan > 0 && loan <= limit && loan <= maxMortgage;
  return { eligible, chosen, limit, fee: eligible && chosen ? roundCents((loan * feePct) / 100) : 0 };
}

/** Transfer tax per buyer share: new build (VAT) 0%, starters 0%, own home 2%, any other dwelling 8%. */
export function transferTax(norms: Norms, request: CalculationRequest) {
  const value = request.propertyValue ?? 0;
  const t = norms.transferTax;
  const share = value / request.applicants.length;
  const perBuyer = request.applicants.map((a) => {
    if (request.purchase.newBuild) return { pct: t.newBuildPct, reason: "newBuild" as const };
    if (!request.purchase.ownOccupied) return { pct: t.otherDwellingPct, reason: "otherDwelling" as const };
    const starter =
      a.age !== undefined &&
      a.age >= t.starterMinAge &&
      a.age <= t.starterMaxAge &&
      !a.starterExemptionUsed &&
      value <= t.starterValueLimit;
    return starter ? { pct: 0, reason: "starter" as const } : { pct: t.ownHomePct, reason: "ownHome" as const };
  });
  const amount = roundCents(perBuyer.reduce((sum, b) => sum + (share * b.pct) / 100, 0));
  return { amount, perBuyer, share };
}

export function calculateMortgage(
  request: CalculationRequest,
  norms: Norms = normsFor(request.year),
): CalculationResult {
  const explain = new Explainer(norms);
  const income = maxByIncome(norms, request, explain);
  const byValue = maxByValue(norms, request, explain);
  const maxMortgage = byValue === null ? income.maxByIncome : Math.min(income.maxByIncome, byValue);
  explain.add({
    figure: "maxMortgage",
    value: maxMortgage,
    unit: "EUR",
    rule: byValue === null ? "maxMortgage.incomeOnly" : "maxMortgage",
    text:
      byValue === null
        ? `No property value given: the maximum on income applies, ${eur(maxMortgage)}.`
        : `The lower of the maximum on income ${eur(income.maxByIncome)} and on value ${eur(byValue)}: ${eur(maxMortgage)}.`,
    norm: "Maximale hypotheek",
    source: arithmetic,
    inputs: { maxByIncome: income.maxByIncome, maxByValue: byValue },
  });

  const fromRequest = request.loanAmount !== undefined;
  const loanAmount = request.loanAmount ?? maxMortgage;
  const split = request.loanParts ? partsCosts(norms, request, request.loanParts, explain) : null;
  const costs = split ? split.costs : monthlyCosts(norms, request, loanAmount, explain);

  const guarantee = nhg(norms, loanAmount, maxMortgage, request.energySavingMeasures, request.nhg);
  explain.add({
    figure: "nhg.eligible",
    value: guarantee.eligible,
    unit: "flag",
    rule: guarantee.eligible ? "nhg.eligible" : "nhg.notEligible",
    text: `Loan ${eur(loanAmount)} against the NHG limit ${eur(guarantee.limit)} (EUR ${norms.nhg.costLimit} + energy-saving measures up to EUR ${norms.nhg.costLimitWithSavingMeasures}) and the maximum mortgage ${eur(maxMortgage)}: ${guarantee.eligible ? "eligible" : "not eligible"}.`,
    norm: "Nationale Hypotheek Garantie",
    source: norms.nhg.source,
    inputs: { loanAmount, limit: guarantee.limit, maxMortgage, energySavingMeasures: request.energySavingMeasures },
  });
  explain.add({
    figure: "nhg.fee",
    value: guarantee.fee,
    unit: "EUR",
    rule: "nhg.fee",
    text: !guarantee.chosen
      ? "The client chose no NHG: no guarantee fee."
      : guarantee.eligible
        ? `One-off guarantee fee: ${pct(norms.nhg.feePct)} of ${eur(loanAmount)} = ${eur(guarantee.fee)}.`
        : "No NHG, no guarantee fee.",
    norm: "NHG borgtochtprovisie",
    source: norms.nhg.source,
    inputs: { loanAmount, feePct: norms.nhg.feePct, nhgChosen: guarantee.chosen },
  });

  const tax = transferTax(norms, request);
  explain.add({
    figure: "purchaseCosts.transferTax",
    value: tax.amount,
    unit: "EUR",
    rule: "transferTax",
    text:
      request.propertyValue === undefined
        ? "No property value given: no transfer tax computed."
        : `Value ${eur(request.propertyValue)} in ${request.applicants.length} equal share(s) of ${eur(roundCents(tax.share))}; per buyer: ${tax.perBuyer.map((b) => `${pct(b.pct)} (${b.reason})`).join(", ")}: ${eur(tax.amount)}.`,
    norm: "Overdrachtsbelasting",
    source: request.purchase.newBuild ? norms.transferTax.newBuildSource : norms.transferTax.source,
    inputs: {
      propertyValue: request.propertyValue ?? null,
      ownOccupied: request.purchase.ownOccupied,
      newBuild: request.purchase.newBuild,
      starterValueLimit: norms.transferTax.starterValueLimit,
      ...Object.fromEntries(request.applicants.map((a, index) => [`applicant${index + 1}.age`, a.age ?? null])),
    },
  });
  const { notaryFee, valuationFee, adviceFee } = request.purchase;
  const total = roundCents(tax.amount + guarantee.fee + notaryFee + valuationFee + adviceFee);
  explain.add({
    figure: "purchaseCosts.total",
    value: total,
    unit: "EUR",
    rule: "purchaseCosts",
    text: `Transfer tax ${eur(tax.amount)} + NHG fee ${eur(guarantee.fee)} + notary ${eur(notaryFee)} + valuation ${eur(valuationFee)} + advice ${eur(adviceFee)} = ${eur(total)}.`,
    norm: "Kosten koper",
    source: arithmetic,
    inputs: { transferTax: tax.amount, nhgFee: guarantee.fee, notaryFee, valuationFee, adviceFee },
  });

  const financing =
    request.propertyValue === undefined
      ? undefined
      : (() => {
          const loanNeed = Math.max(0, roundCents(request.propertyValue + total - request.ownFunds));
          return {
            purchasePrice: request.propertyValue,
            purchaseCosts: total,
            ownFunds: request.ownFunds,
            loanNeed,
            withinIncome: loanNeed <= income.maxByIncome,
            withinValue: byValue === null ? null : loanNeed <= byValue,
          };
        })();
  if (financing) {
    explain.add({
      figure: "financing.loanNeed",
      value: financing.loanNeed,
      unit: "EUR",
      rule: "loanNeed",
      text: `Purchase price ${eur(financing.purchasePrice)} + costs of buying ${eur(total)} - own funds ${eur(request.ownFunds)} = ${eur(financing.loanNeed)} needed; maximum on income ${eur(income.maxByIncome)} (${financing.withinIncome ? "within" : "above"}), on value ${eur(byValue ?? 0)} (${financing.withinValue ? "within" : "above"}).`,
      norm: "Financieringsbehoefte",
      source: arithmetic,
      inputs: { propertyValue: financing.purchasePrice, purchaseCosts: total, ownFunds: request.ownFunds },
    });
  }

  const bridging = request.bridging ? bridgingLoan(norms, request.bridging, explain) : undefined;
  const monthlyGrossWithBridging = bridging ? roundCents(costs.monthlyGross + bridging.monthlyInterest) : 0;
  if (bridging) {
    explain.add({
      figure: "bridging.monthlyGrossWithBridging",
      value: monthlyGrossWithBridging,
      unit: "EUR/month",
      rule: "bridging.withMortgage",
      text: `While the bridging loan runs: mortgage ${eur(costs.monthlyGross)} + bridging interest ${eur(bridging.monthlyInterest)} = ${eur(monthlyGrossWithBridging)} gross a month.`,
      norm: "Overbruggingskrediet",
      source: arithmetic,
      inputs: { monthlyGross: costs.monthlyGross, bridgingInterest: bridging.monthlyInterest },
    });
  }

  return {
    year: norms.year,
    ...income,
    maxByValue: byValue,
    maxMortgage,
    loan: {
      amount: loanAmount,
      fromRequest,
      withinMaximum: loanAmount <= maxMortgage,
      type: request.loanType,
      interestOnlyAmount: Math.min(request.interestOnlyAmount, loanAmount),
    },
    ...(split ? { loanParts: split.parts } : {}),
    ...costs,
    nhg: guarantee,
    purchaseCosts: { transferTax: tax.amount, nhgFee: guarantee.fee, notaryFee, valuationFee, adviceFee, total },
    ...(financing ? { financing } : {}),
    ...(bridging ? { bridging: { ...bridging, monthlyGrossWithBridging } } : {}),
    explanations: explain.items,
  };
}
