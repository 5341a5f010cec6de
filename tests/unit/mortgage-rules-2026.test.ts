import { describe, expect, it } from "vitest";
import {
  type CalculationInput,
  type CalculationResult,
  calculateMortgage,
  calculationRequestSchema,
  normsFor,
} from "../../domain/mortgage";
import { aowSituation } from "../../domain/mortgage/aow";
import { afmRateFor, quarterOf } from "../../domain/mortgage/max-mortgage";

/** Issue 20: each rule computed by hand from the 2026 sources; the annuity factor is written out, not the engine's. */
const calc = (input: Partial<CalculationInput> & Pick<CalculationInput, "applicants">) =>
  calculateMortgage(calculationRequestSchema.parse({ year: 2026, interestRate: 4, fixedPeriodYears: 10, ...input }));

/** Present value of 1 a month for 360 months at `pct` % a year: (1 - (1 + i)^-360) / i, i = pct / 1200. */
const factor360 = (pct: number) => {
  const i = pct / 1200;
  return (1 - (1 + i) ** -360) / i;
};
const annuity = (principal: number, pct: number) => principal / factor360(pct);

const explanationOf = (result: CalculationResult, figure: string) => {
  const found = result.explanations.find((e) => e.figure === figure);
  if (!found) throw new Error(`no explanation for ${figure}`);
  return found;
};

describe("1. partner alimony comes off the income (NHG V&N 2026 6.6); child alimony is not counted", () => {
  // Single, EUR 85,000, EUR 600 a month partner alimony, 5.2% fixed 10 years, label C:
  // toetsinkomen 85,000 - 12 x 600 = 77,800; Tabel 1 row 77,000, band 5,001-5,500%: 27.6%;
  // 77,800 x 27.6% / 12 = 1,789.40 a month x 182.1126 = 325,872; + label C 5,000 + singles 17,000 = 347,872.
  const input = {
    applicants: [{ grossAnnualIncome: 85_000, alimonyMonthly: 600 }],
    interestRate: 5.2,
    energyLabel: "C" as const,
  };

  it("gives EUR 347,872 (was EUR 277,792 with alimony as a monthly obligation)", () => {
    expect(Math.round(((77_800 * 27.6) / 1200) * factor360(5.2))).toBe(325_872);
    const result = calc(input);
    expect(result.toetsinkomen).toBe(77_800);
    expect(result.financeCostPct).toBe(27.6);
    expect(result.obligationsMonthly).toBe(0);
    expect(result.maxByIncome).toBe(325_872 + 5_000 + 17_000);
    expect(explanationOf(result, "obligations.partnerAlimony").value).toBe(7_200);
  });

  it("child alimony is recorded but does not lower the maximum", () => {
    const without = calc({ applicants: [{ grossAnnualIncome: 85_000 }], interestRate: 5.2 });
    const withChild = calc({
      applicants: [{ grossAnnualIncome: 85_000, childAlimonyMonthly: 400 }],
      interestRate: 5.2,
    });
    expect(withChild.maxByIncome).toBe(without.maxByIncome);
    expect(explanationOf(withChild, "obligations.childAlimony").rule).toBe("childAlimony");
  });
});

describe("2. AOW age within 10 years (TRHK art. 2 lid 4): tested on the income after AOW, on the AOW table", () => {
  // Couple aged 60 and 58 (AOW at 67 and 3 months: 7 and 9 years away), today EUR 60,000 + 40,000, after AOW
  // EUR 35,000 + 27,000 = 62,000; 3.9% fixed 10 years, label A.
  // Tabel 2 row 62,000, band 3,501-4,000%: 32.8%; 62,000 x 32.8% / 12 = 1,694.67 x 212.0134 = 359,292; + 10,000.
  const couple = (ages: [number, number]) => ({
    applicants: [
      { grossAnnualIncome: 60_000, age: ages[0], incomeAfterAow: 35_000 },
      { grossAnnualIncome: 40_000, age: ages[1], incomeAfterAow: 27_000 },
    ],
    interestRate: 3.9,
    energyLabel: "A" as const,
  });

  it("gives EUR 369,292 for a couple aged 60/58 (EUR 471,129 on today's incomes and Tabel 1)", () => {
    expect(Math.round(((62_000 * 32.8) / 1200) * factor360(3.9))).toBe(359_292);
    const result = calc(couple([60, 58]));
    expect(result.toetsinkomen).toBe(62_000);
    expect(result.financeCostTable).toBe("aowBox1");
    expect(result.financeCostPct).toBe(32.8);
    expect(result.maxByIncome).toBe(369_292);
    expect(explanationOf(result, "aowWithin10Years").source.legalBasis).toMatch(/art. 2 lid 4/);
  });

  it("ages 50/45 are outside the horizon: today's incomes on Tabel 1 give EUR 471,129", () => {
    // Tabel 1 row 100,000, band 3,501-4,000%: the cell times 100,000 / 12, capitalised, plus label A 10,000.
    const result = calc(couple([50, 45]));
    expect(result.toetsinkomen).toBe(100_000);
    expect(result.financeCostTable).toBe("nonAowBox1");
    expect(Math.round(((100_000 * result.financeCostPct) / 1200) * factor360(3.9)) + 10_000).toBe(471_129);
    expect(result.maxByIncome).toBe(471_129);
  });

  it("the horizon is counted in months against AOW age 67 and 3 months", () => {
    const norms = normsFor(2026);
    expect(aowSituation(norms, { aow: false, age: 57, ageMonths: 2 }).within).toBe(false); // 57y2m + 10y < 67y3m
    expect(aowSituation(norms, { aow: false, age: 57, ageMonths: 3 }).within).toBe(true);
    expect(aowSituation(norms, { aow: false, age: 67 })).toEqual({ reached: true, within: false });
    expect(aowSituation(norms, { aow: true })).toEqual({ reached: true, within: false });
  });

  it("the age decides AOW status: a single aged 68 is tested on Tabel 2 without the aow flag", () => {
    expect(calc({ applicants: [{ grossAnnualIncome: 40_000, age: 68 }] }).financeCostTable).toBe("aowBox1");
  });

  it("within the horizon the income after AOW is required", () => {
    const parsed = calculationRequestSchema.safeParse({
      year: 2026,
      applicants: [{ grossAnnualIncome: 50_000, age: 62 }],
      interestRate: 4,
      fixedPeriodYears: 10,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain("applicants.0.incomeAfterAow");
  });
});

describe("3. a box 3 part is tested on Tabel 3, not Tabel 1", () => {
  // Couple EUR 60,000 + 35,000 = 95,000, 4.0% fixed 10 years, label A, EUR 240,000 interest-only in box 3.
  // Tabel 1 row 95,000 band 3,501-4,000%: 25.9% -> 2,050.42 a month; Tabel 3 same cell: 21.2% -> 1,678.33 a month.
  // Test annuity on 240,000 at 4% over 360 months: 1,145.80; share of the box 3 capacity 1,145.80 / 1,678.33 = 68.27%.
  // Box 1 left: 2,050.42 x (1 - 0.6827) = 650.62 a month x 209.4612 = 136,278; + 240,000 + label 10,000 = 386,278
  // (to the euro: 386,275 with unrounded intermediate figures). Before the fix the whole loan was tested on Tabel 1:
  // 2,050.42 x 209.4612 = 429,483 + 10,000 = 439,483.
  const input = {
    applicants: [{ grossAnnualIncome: 60_000 }, { grossAnnualIncome: 35_000 }],
    energyLabel: "A" as const,
    loanAmount: 380_000,
    interestOnlyAmount: 240_000,
  };

  it("uses the box 3 table for the box 3 part: EUR 386,275 instead of EUR 439,483", () => {
    const capacity1 = (95_000 * 25.9) / 1200;
    const capacity3 = (95_000 * 21.2) / 1200;
    const share = annuity(240_000, 4) / capacity3;
    const byHand = 240_000 + Math.round(capacity1 * (1 - share) * factor360(4)) + 10_000;
    expect(byHand).toBe(386_275);
    const result = calc(input);
    expect(result.maxByIncome).toBe(byHand);
    const box3 = explanationOf(result, "box3Share");
    expect(box3.source.table).toBe("Bijlage 1, Tabel 3");
    expect(box3.source.cell).toEqual({ row: "95000", column: "3,501-4,000%" });
    expect(calc({ ...input, interestOnlyAmount: 0 }).maxByIncome).toBe(439_483);
  });
});

describe("4. net costs for an AOW client use the AOW first-bracket rate (17.85%)", () => {
  // Single aged 70, EUR 30,000 (first bracket), annuity EUR 160,000 at 4%, WOZ 250,000:
  // interest month 1 = 160,000 x 4% / 12 = 533.33; forfait 0.35% x 250,000 = 875 a year = 72.92 a month;
  // gross 763.86; deduction 17.85% x (533.33 - 72.92) = 82.18; net 681.68. At 35.75% it would be 599.26, EUR 82 less.
  it("net EUR 681.68 a month (EUR 599.26 with the non-AOW rate)", () => {
    const gross = annuity(160_000, 4);
    const base = 160_000 * (0.04 / 12) - 875 / 12;
    expect(Math.round((gross - 0.1785 * base) * 100) / 100).toBe(681.68);
    const result = calc({
      applicants: [{ grossAnnualIncome: 30_000, age: 70 }],
      loanAmount: 160_000,
      propertyValue: 250_000,
    });
    expect(result.deductionPct).toBe(17.85);
    expect(result.monthlyNet).toBe(681.68);
    const younger = calc({ applicants: [{ grossAnnualIncome: 30_000 }], loanAmount: 160_000, propertyValue: 250_000 });
    expect(younger.deductionPct).toBe(35.75);
    expect(Math.round(result.monthlyNet - younger.monthlyNet)).toBe(82);
  });
});

describe("5. a new build bought v.o.n. pays no transfer tax (Wet BRV art. 15 lid 1 a)", () => {
  // Buyer aged 40 (no starter exemption), EUR 232,500: 2% would be EUR 4,650; v.o.n. carries VAT, so EUR 0.
  it("EUR 0 instead of EUR 4,650", () => {
    const applicants = [{ grossAnnualIncome: 70_000, age: 40 }];
    expect(calc({ applicants, propertyValue: 232_500 }).purchaseCosts.transferTax).toBe(4_650);
    const result = calc({ applicants, propertyValue: 232_500, purchase: { newBuild: true } });
    expect(result.purchaseCosts.transferTax).toBe(0);
    expect(explanationOf(result, "purchaseCosts.transferTax").text).toMatch(/newBuild/);
  });
});

describe("6. other obligations count; the NHG fee only when NHG is chosen", () => {
  // EUR 60,000 (one earner of a couple), 3.6% fixed 10 years: factor 219.9517.
  // EUR 350 a month other obligations lower the maximum by 350 x 219.9517 = 76,983.
  it("EUR 350 a month lowers the maximum by EUR 76,983", () => {
    expect(Math.round(350 * factor360(3.6))).toBe(76_983);
    const base = { interestRate: 3.6 };
    const without = calc({ ...base, applicants: [{ grossAnnualIncome: 60_000 }, { grossAnnualIncome: 0 }] });
    const withOther = calc({
      ...base,
      applicants: [{ grossAnnualIncome: 60_000, otherMonthly: 350 }, { grossAnnualIncome: 0 }],
    });
    expect(withOther.obligationsMonthly).toBe(350);
    expect(without.maxByIncome - withOther.maxByIncome).toBe(76_983);
  });

  it("no NHG chosen: eligible is still shown, but no EUR 1,200 fee (0.4% of 300,000) in the costs", () => {
    const applicants = [{ grossAnnualIncome: 100_000 }];
    const chosen = calc({ applicants, loanAmount: 300_000 });
    expect(chosen.purchaseCosts.nhgFee).toBe(1_200);
    const declined = calc({ applicants, loanAmount: 300_000, nhg: false });
    expect(declined.nhg).toMatchObject({ eligible: true, chosen: false, fee: 0 });
    expect(declined.purchaseCosts.nhgFee).toBe(0);
    expect(declined.purchaseCosts.total).toBe(chosen.purchaseCosts.total - 1_200);
  });
});

describe("AFM test rate per quarter", () => {
  it("Q3 2026 is 5%; a quarter not yet listed uses the latest one before it and says so", () => {
    const norms = normsFor(2026);
    expect(quarterOf("2026-08-15")).toBe("2026-Q3");
    expect(afmRateFor(norms, "2026-08-15")).toMatchObject({ quarter: "2026-Q3", rate: 5, listed: true });
    expect(afmRateFor(norms, "2026-11-25")).toMatchObject({ quarter: "2026-Q3", listed: false, requested: "2026-Q4" });
    const result = calc({
      applicants: [{ grossAnnualIncome: 60_000 }],
      interestRate: 3.9,
      fixedPeriodYears: 5,
      offerDate: "2026-08-01",
    });
    expect(result.toetsrente).toBe(5);
    expect(explanationOf(result, "toetsrente").inputs).toMatchObject({ afmQuarter: "2026-Q3", afmRate: 5 });
  });
});

describe("costs and own funds (issue 18 item 3)", () => {
  // Buyer aged 40, EUR 300,000: transfer tax 2% = 6,000; NHG fee 0.4% x 280,000 = 1,120; notary 1,500;
  // valuation 800; advice 2,500: costs 11,920. 300,000 + 11,920 - own funds 31,920 = 280,000 needed.
  it("purchase price + costs - own funds = EUR 280,000 needed, checked against both maxima", () => {
    const result = calc({
      applicants: [{ grossAnnualIncome: 80_000, age: 40 }],
      propertyValue: 300_000,
      loanAmount: 280_000,
      ownFunds: 31_920,
      purchase: { notaryFee: 1_500, valuationFee: 800, adviceFee: 2_500 },
    });
    expect(result.purchaseCosts.total).toBe(6_000 + 1_120 + 1_500 + 800 + 2_500);
    expect(result.financing).toEqual({
      purchasePrice: 300_000,
      purchaseCosts: 11_920,
      ownFunds: 31_920,
      loanNeed: 280_000,
      withinIncome: result.maxByIncome >= 280_000,
      withinValue: true,
    });
    const short = calc({ applicants: [{ grossAnnualIncome: 80_000, age: 40 }], propertyValue: 300_000 });
    expect(short.financing?.withinValue).toBe(false); // 300,000 + costs > 100% of the value
  });
});
