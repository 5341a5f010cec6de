import { describe, expect, it } from "vitest";
import {
  annuityFactor,
  type CalculationInput,
  calculateMortgage,
  calculationRequestSchema,
} from "../../domain/mortgage";

/** Issue 18: the bridging loan (overbruggingskrediet), each figure computed by hand. */
const calc = (input: Partial<CalculationInput>) =>
  calculateMortgage(
    calculationRequestSchema.parse({
      year: 2026,
      applicants: [{ grossAnnualIncome: 80_000 }],
      interestRate: 4,
      fixedPeriodYears: 10,
      loanAmount: 300_000,
      ...input,
    }),
  );

const bridging = { expectedSalePrice: 400_000, remainingMortgage: 250_000, interestRate: 6, termMonths: 24 };

describe("bridging loan", () => {
  it("lends at most 90% of the sale price minus the remaining mortgage: 360,000 - 250,000 = EUR 110,000", () => {
    const result = calc({ bridging: { ...bridging, soldUnconditionally: true } });
    expect(result.bridging).toMatchObject({ equity: 150_000, limit: 110_000, limitPct: 90, amount: 110_000 });
  });

  it("charges interest only: 110,000 x 6% / 12 = EUR 550.00 a month, EUR 13,200.00 over 24 months", () => {
    const result = calc({ bridging: { ...bridging, soldUnconditionally: true } });
    expect(result.bridging?.monthlyInterest).toBe(550);
    expect(result.bridging?.totalInterest).toBe(13_200);
    expect(result.bridging?.monthlyGrossWithBridging).toBe(Math.round((result.monthlyGross + 550) * 100) / 100);
  });

  it("never lends more than the equity: sale 400,000, owed 50,000 gives the equity limit 310,000 (90%)", () => {
    const result = calc({ bridging: { ...bridging, remainingMortgage: 50_000, soldUnconditionally: true } });
    // Equity 350,000; 90% x 400,000 - 50,000 = 310,000.
    expect(result.bridging?.amount).toBe(310_000);
  });

  it("lends nothing when the old mortgage is above 90% of the sale price", () => {
    const result = calc({ bridging: { ...bridging, expectedSalePrice: 300_000, remainingMortgage: 290_000 } });
    expect(result.bridging?.equity).toBe(10_000);
    expect(result.bridging?.amount).toBe(0);
    expect(result.bridging?.monthlyInterest).toBe(0);
  });

  it("counts the old home's EUR 1,000 a month against the maximum until it is sold unconditionally", () => {
    const without = calc({});
    const sold = calc({ bridging: { ...bridging, soldUnconditionally: true, oldHomeMonthlyCosts: 1000 } });
    const notSold = calc({ bridging: { ...bridging, soldUnconditionally: false, oldHomeMonthlyCosts: 1000 } });
    expect(sold.maxByIncome).toBe(without.maxByIncome);
    expect(notSold.obligationsMonthly).toBe(without.obligationsMonthly + 1000);
    expect(notSold.bridging?.doubleCostsMonthly).toBe(1000);
    // 1,000 a month capitalised as a 360-month annuity at the 4% test rate (factor 209.4612), to the euro.
    const drop = 1000 * annuityFactor(4, 360);
    expect(drop).toBeCloseTo(209_461.2, 0);
    expect(Math.abs(without.maxByIncome - notSold.maxByIncome - drop)).toBeLessThanOrEqual(1);
  });

  it("explains every bridging figure with its source", () => {
    const result = calc({ bridging: { ...bridging, oldHomeMonthlyCosts: 900 } });
    const rules = result.explanations.filter((item) => item.figure.startsWith("bridging.")).map((item) => item.rule);
    expect(rules).toEqual(["bridging.amount", "bridging.interest", "bridging.doubleCosts", "bridging.withMortgage"]);
    const amount = result.explanations.find((item) => item.figure === "bridging.amount");
    expect(amount?.source.verified).toBe(false);
    expect(amount?.source.uncertain).toMatch(/90%/);
  });
});
