import { z } from "zod";
import type { Explainer } from "./explain";
import { arithmetic, eur, pct } from "./explain";
import { roundCents } from "./finance";
import type { Norms } from "./norms";

/** A bridging loan (overbruggingskrediet): the client buys the new home before the old one is sold. */
export const bridgingSchema = z.object({
  /** Expected sale price of the old home (the valuation or the agreed price). */
  expectedSalePrice: z.number().finite().positive().max(100_000_000),
  /** What is still owed on the old home's mortgage. */
  remainingMortgage: z.number().finite().min(0).max(100_000_000),
  /** Interest rate of the bridging loan, % per year (interest only, paid monthly). */
  interestRate: z.number().positive().max(20),
  /** Expected months until the old home is sold and the loan repaid. */
  termMonths: z.number().int().min(1).max(36).default(24),
  /** The sale is unconditional (the term of the dissolving conditions has passed): no double housing costs. */
  soldUnconditionally: z.boolean().default(false),
  /** Gross monthly costs of the old home's mortgage while it is not sold. */
  oldHomeMonthlyCosts: z.number().finite().min(0).max(100_000).default(0),
});
export type Bridging = z.infer<typeof bridgingSchema>;

export const bridgingResultSchema = z.object({
  /** Sale price minus the remaining mortgage. */
  equity: z.number(),
  /** The lender's usual percentage of the sale price minus the remaining mortgage. */
  limit: z.number(),
  limitPct: z.number(),
  amount: z.number(),
  interestRate: z.number(),
  termMonths: z.number(),
  monthlyInterest: z.number(),
  totalInterest: z.number(),
  soldUnconditionally: z.boolean(),
  /** The old home's costs counted against the maximum as double housing costs (0 once sold unconditionally). */
  doubleCostsMonthly: z.number(),
});
export type BridgingResult = z.infer<typeof bridgingResultSchema>;

/** The old home's monthly costs the maximum counts while it is not sold unconditionally. */
export const doubleHousingCosts = (bridging: Bridging | undefined) =>
  bridging && !bridging.soldUnconditionally ? bridging.oldHomeMonthlyCosts : 0;

/**
 * Amount = the lower of the equity (sale price - remaining mortgage) and the lender's usual percentage of the sale
 * price minus the remaining mortgage; interest only, so its monthly cost is amount x rate / 12.
 */
export function bridgingLoan(norms: Norms, bridging: Bridging, explain: Explainer): BridgingResult {
  const rule = norms.bridging;
  const equity = Math.max(0, roundCents(bridging.expectedSalePrice - bridging.remainingMortgage));
  const limit = Math.max(
    0,
    roundCents((bridging.expectedSalePrice * rule.maxPctOfSalePrice) / 100 - bridging.remainingMortgage),
  );
  const amount = Math.min(equity, limit);
  const monthlyInterest = roundCents((amount * bridging.interestRate) / 100 / 12);
  const totalInterest = roundCents(monthlyInterest * bridging.termMonths);
  const doubleCostsMonthly = doubleHousingCosts(bridging);
  explain.add({
    figure: "bridging.amount",
    value: amount,
    unit: "EUR",
    rule: "bridging.amount",
    text: `Expected sale price ${eur(bridging.expectedSalePrice)} - remaining mortgage ${eur(bridging.remainingMortgage)} = equity ${eur(equity)}; at most ${pct(rule.maxPctOfSalePrice)} of the sale price minus the remaining mortgage = ${eur(limit)}: bridging loan ${eur(amount)}.`,
    norm: "Overbruggingskrediet",
    source: rule.source,
    inputs: {
      expectedSalePrice: bridging.expectedSalePrice,
      remainingMortgage: bridging.remainingMortgage,
      maxPctOfSalePrice: rule.maxPctOfSalePrice,
    },
  });
  explain.add({
    figure: "bridging.monthlyInterest",
    value: monthlyInterest,
    unit: "EUR/month",
    rule: "bridging.interest",
    text: `${eur(amount)} x ${pct(bridging.interestRate)} / 12 = ${eur(monthlyInterest)} interest a month (interest only), ${eur(totalInterest)} over ${bridging.termMonths} months.`,
    norm: "Overbruggingskrediet",
    source: arithmetic,
    inputs: { amount, interestRate: bridging.interestRate, termMonths: bridging.termMonths },
  });
  explain.add({
    figure: "bridging.doubleCostsMonthly",
    value: doubleCostsMonthly,
    unit: "EUR/month",
    rule: bridging.soldUnconditionally ? "bridging.sold" : "bridging.doubleCosts",
    text: bridging.soldUnconditionally
      ? "The old home is sold unconditionally: its costs are not counted against the maximum."
      : `The old home is not sold unconditionally: its costs of ${eur(bridging.oldHomeMonthlyCosts)} a month count in full against the maximum (double housing costs).`,
    norm: "Dubbele woonlasten",
    source: rule.doubleCostsSource,
    inputs: { soldUnconditionally: bridging.soldUnconditionally, oldHomeMonthlyCosts: bridging.oldHomeMonthlyCosts },
  });
  return {
    equity,
    limit,
    limitPct: rule.maxPctOfSalePrice,
    amount,
    interestRate: bridging.interestRate,
    termMonths: bridging.termMonths,
    monthlyInterest,
    totalInterest,
    soldUnconditionally: bridging.soldUnconditionally,
    doubleCostsMonthly,
  };
}
