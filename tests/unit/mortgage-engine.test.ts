import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type CalculationInput,
  type CalculationResult,
  calculateMortgage,
  calculationRequestSchema,
  normsFor,
} from "../../domain/mortgage";
import { eigenwoningforfait } from "../../domain/mortgage/costs";
import { Explainer } from "../../domain/mortgage/explain";
import { maxByIncome, rateBandIndex } from "../../domain/mortgage/max-mortgage";

const calc = (input: Partial<CalculationInput> & Pick<CalculationInput, "applicants">) =>
  calculateMortgage(calculationRequestSchema.parse({ year: 2026, interestRate: 4.25, fixedPeriodYears: 10, ...input }));

/** One earner in a couple: no singles amount, the partner adds nothing. */
const earner = (grossAnnualIncome: number) => [{ grossAnnualIncome }, { grossAnnualIncome: 0 }];

const explanationOf = (result: CalculationResult, figure: string) => {
  const found = result.explanations.find((e) => e.figure === figure);
  if (!found) throw new Error(`no explanation for ${figure}`);
  return found;
};

describe("maximum on income: Nibud 'Advies hypotheeknormen 2026' examples (amounts as listed in the shared norms reference's provenance)", () => {
  it.each([
    [35_000, 4.25, 23.6, 139_922],
    [50_000, 4.25, 23.6, 199_889],
    [70_000, 4.25, 24.5, 290_517],
    [100_000, 4.25, 27.1, 459_067],
    [50_000, 5, 24.6, 190_939],
    [100_000, 5, 28.0, 434_657],
  ])("EUR %i at %f%%: Tabel 1 gives %f%% and EUR %i", (income, rate, pct, amount) => {
    const result = calc({ applicants: earner(income), interestRate: rate });
    expect(result.financeCostPct).toBe(pct);
    expect(result.maxByIncome).toBe(amount);
    expect(result.maxMortgage).toBe(amount);
  });
});

describe("maximum on income: hand-computed from TRHK 2026 Bijlage 1", () => {
  it("Tabel 1 row EUR 100,000 column 4,501-5,000%: 100,000 x 28.0% / 12 = 2,333.33 a month x 186.2816 = EUR 434,657", () => {
    const result = calc({ applicants: earner(100_000), interestRate: 5 });
    expect(result.allowedMonthly).toBe(2333.33);
    const cell = explanationOf(result, "financeCostPct");
    expect(cell.source.table).toBe("Bijlage 1, Tabel 1");
    expect(cell.source.cell).toEqual({ row: "100000", column: "4,501-5,000%" });
    expect(explanationOf(result, "maxByIncomeBase").text).toContain("186.2816");
  });

  it("DUO EUR 100 a month at a 5% test rate counts x 1.30 (TRHK art. 3a): (1,025 - 130) x 186.2816 = EUR 166,722", () => {
    const result = calc({
      applicants: [{ grossAnnualIncome: 50_000, studentDebtMonthly: 100 }, { grossAnnualIncome: 0 }],
      interestRate: 5,
    });
    expect(result.obligationsMonthly).toBe(130);
    expect(result.maxByIncome).toBe(166_722);
  });

  it("DUO counts x 1 when the interest is not deductible, and Tabel 3 applies", () => {
    const result = calc({
      applicants: [{ grossAnnualIncome: 50_000, studentDebtMonthly: 100 }, { grossAnnualIncome: 0 }],
      interestRate: 5,
      interestDeductible: false,
    });
    expect(result.financeCostTable).toBe("nonAowBox3");
    expect(result.obligationsMonthly).toBe(100);
    expect(explanationOf(result, "financeCostPct").source.table).toBe("Bijlage 1, Tabel 3");
  });

  it("a EUR 5,000 credit limit counts 2% a month: EUR 70,000 at 4.25%, (1,429.17 - 100) x 203.2769 = EUR 270,189", () => {
    const result = calc({
      applicants: [{ grossAnnualIncome: 70_000, creditLimits: 5_000 }, { grossAnnualIncome: 0 }],
    });
    expect(result.obligationsMonthly).toBe(100);
    expect(result.maxByIncome).toBe(270_189);
  });

  it("obligations above the allowed cost leave no room, and no label or singles amount is added", () => {
    const result = calc({
      applicants: [{ grossAnnualIncome: 30_000, creditLimits: 50_000 }],
      energyLabel: "A++++_guarantee",
    });
    expect(result.maxByIncome).toBe(0);
    expect(explanationOf(result, "maxByIncomeBase").rule).toBe("noRoom");
  });

  it("singles amount: EUR 30,000 is not above the threshold, EUR 30,001 is (TRHK art. 3 lid 8)", () => {
    expect(calc({ applicants: [{ grossAnnualIncome: 30_000 }] }).singlesAmount).toBe(0);
    const over = calc({ applicants: [{ grossAnnualIncome: 30_001 }] });
    expect(over.singlesAmount).toBe(17_000);
    expect(over.maxByIncome).toBe(106_216 + 17_000);
  });

  it("an AOW single at EUR 29,500 uses Tabel 2 row 29,000 (20.7%) and the AOW threshold: 103,443 + 17,000", () => {
    const result = calc({ applicants: [{ grossAnnualIncome: 29_500, aow: true }] });
    expect(result.financeCostTable).toBe("aowBox1");
    expect(result.financeCostPct).toBe(20.7);
    expect(result.maxByIncome).toBe(120_443);
  });

  it("with two applicants the higher income decides the AOW table (Tabel 2 row 85,000 at 4.25%: 36.1%)", () => {
    const aowHigher = calc({ applicants: [{ grossAnnualIncome: 40_000 }, { grossAnnualIncome: 45_000, aow: true }] });
    expect(aowHigher.financeCostTable).toBe("aowBox1");
    expect(aowHigher.financeCostPct).toBe(36.1);
    const aowLower = calc({ applicants: [{ grossAnnualIncome: 45_000 }, { grossAnnualIncome: 40_000, aow: true }] });
    expect(aowLower.financeCostPct).toBe(26.5);
  });

  it("incomes outside the table use its first or last row", () => {
    expect(calc({ applicants: earner(20_000) }).financeCostPct).toBe(20.9);
    expect(calc({ applicants: earner(400_000) }).financeCostPct).toBe(
      normsFor(2026).financeCost.tables.nonAowBox1.rows.at(-1)?.[7],
    );
  });

  it("energy label A++++ with guarantee adds EUR 40,000; measures for label E add at most EUR 20,000", () => {
    const base = calc({ applicants: earner(50_000) }).maxByIncome;
    expect(calc({ applicants: earner(50_000), energyLabel: "A++++_guarantee" }).maxByIncome).toBe(base + 40_000);
    const measures = calc({ applicants: earner(50_000), energyLabel: "E", energySavingMeasures: 25_000 });
    expect(measures.energyLabelAmount).toBe(0);
    expect(measures.energySavingAmount).toBe(20_000);
    expect(measures.maxByIncome).toBe(base + 20_000);
  });
});

describe("toetsrente (TRHK art. 3)", () => {
  it("a fixed period under 10 years tests at the AFM rate when the offer is lower", () => {
    const result = calc({ applicants: earner(50_000), interestRate: 3.9, fixedPeriodYears: 5 });
    expect(result.toetsrente).toBe(5);
    expect(explanationOf(result, "toetsrente").rule).toBe("toetsrente.afm");
  });
  it("a fixed period under 10 years tests at the offered rate when it is higher", () => {
    expect(calc({ applicants: earner(50_000), interestRate: 5.4, fixedPeriodYears: 5 }).toetsrente).toBe(5.4);
  });
  it("10 years or longer tests at the offered rate", () => {
    expect(calc({ applicants: earner(50_000), interestRate: 3.9, fixedPeriodYears: 10 }).toetsrente).toBe(3.9);
  });
  it("band edges: 4.5% is in 4,001-4,500%, 4.501% in 4,501-5,000%", () => {
    const norms = normsFor(2026);
    expect(norms.financeCost.rateBands[rateBandIndex(norms, 4.5)]?.label).toBe("4,001-4,500%");
    expect(norms.financeCost.rateBands[rateBandIndex(norms, 4.501)]?.label).toBe("4,501-5,000%");
    expect(norms.financeCost.rateBands[rateBandIndex(norms, 12)]?.label).toBe(">= 6,501%");
  });
});

describe("maximum on value (LTV) and the maximum mortgage", () => {
  it("100% of the value, plus measures up to 106%: 300,000 + min(25,000, 18,000) = EUR 318,000", () => {
    const result = calc({ applicants: earner(150_000), propertyValue: 300_000, energySavingMeasures: 25_000 });
    expect(result.maxByValue).toBe(318_000);
    expect(result.maxMortgage).toBe(318_000);
  });
  it("the lower of income and value", () => {
    const result = calc({ applicants: earner(50_000), propertyValue: 300_000 });
    expect(result.maxMortgage).toBe(199_889);
    expect(calc({ applicants: earner(50_000) }).maxByValue).toBeNull();
  });
});

describe("monthly costs", () => {
  it("annuity EUR 300,000 at 3.9%: EUR 1,415.00 gross; net 1,415.0046 - 37.56% x (975 - 1,225/12) = EUR 1,087.14", () => {
    const result = calc({
      applicants: earner(80_000),
      interestRate: 3.9,
      propertyValue: 350_000,
      loanAmount: 300_000,
    });
    expect(result.monthlyGross).toBe(1415);
    expect(result.eigenwoningforfait).toBe(1225);
    expect(result.monthlyNet).toBe(1087.14);
    expect(result.schedule[0]).toMatchObject({ interest: 975, repayment: 440, gross: 1415 });
  });

  it("linear EUR 360,000 at 4%: 1,000 repaid + 1,200 interest in month 1, 1,000 + 3.33 in month 360", () => {
    const result = calc({ applicants: earner(150_000), interestRate: 4, loanAmount: 360_000, loanType: "linear" });
    expect(result.monthlyGross).toBe(2200);
    expect(result.schedule[359]).toMatchObject({ repayment: 1000, interest: 3.33, balanceEnd: 0 });
    expect(result.totalInterest).toBe(216_600);
  });

  it("an interest-only part adds interest only and stays outstanding", () => {
    const result = calc({
      applicants: earner(150_000),
      interestRate: 4,
      loanAmount: 360_000,
      interestOnlyAmount: 60_000,
    });
    const annuityOnRest = (300_000 * (0.04 / 12)) / (1 - (1 + 0.04 / 12) ** -360);
    expect(result.monthlyGross).toBe(Math.round((annuityOnRest + 200) * 100) / 100);
    expect(result.schedule[359]?.balanceEnd).toBe(60_000);
  });

  it("the schedule has 360 months, repays the loan and sums to the total interest", () => {
    const result = calc({ applicants: earner(80_000), interestRate: 3.9, loanAmount: 300_000 });
    expect(result.schedule).toHaveLength(360);
    expect(result.schedule.at(-1)?.balanceEnd).toBe(0);
    const repaid = result.schedule.reduce((sum, row) => sum + row.repayment, 0);
    expect(repaid).toBeCloseTo(300_000, 0);
    expect(result.totalInterest).toBeCloseTo(result.totalGross - 300_000, 2);
  });

  it("stress test at +2 and +3 points: EUR 1,779.41 and EUR 1,975.80 for 300,000 at 3.9%", () => {
    const result = calc({ applicants: earner(80_000), interestRate: 3.9, loanAmount: 300_000 });
    expect(result.stressTest).toEqual([
      { addedPoints: 2, rate: 5.9, monthlyGross: 1779.41 },
      { addedPoints: 3, rate: 6.9, monthlyGross: 1975.8 },
    ]);
  });

  it("without a loan amount the maximum mortgage is used", () => {
    const result = calc({ applicants: earner(50_000) });
    expect(result.loan).toMatchObject({ amount: 199_889, fromRequest: false, withinMaximum: true });
  });

  it("eigenwoningforfait 2026: 0.35% up to EUR 1,350,000, then 4,725 + 2.35% of the excess", () => {
    const norms = normsFor(2026);
    expect(eigenwoningforfait(norms, 400_000).amount).toBe(1400);
    expect(eigenwoningforfait(norms, 1_500_000).amount).toBe(8250);
    expect(eigenwoningforfait(norms, 60_000).amount).toBe(150);
  });
});

describe("NHG and the costs of buying", () => {
  it("NHG: EUR 400,000 is eligible with a 0.4% fee of EUR 1,600", () => {
    const result = calc({ applicants: earner(120_000), loanAmount: 400_000 });
    expect(result.nhg).toEqual({ eligible: true, chosen: true, limit: 470_000, fee: 1600 });
    expect(result.purchaseCosts.nhgFee).toBe(1600);
  });
  it("NHG: energy-saving measures raise the limit by at most 6% (EUR 498,200)", () => {
    const some = calc({ applicants: earner(150_000), loanAmount: 480_000, energySavingMeasures: 15_000 });
    expect(some.nhg).toMatchObject({ eligible: true, limit: 485_000 });
    const many = calc({ applicants: earner(150_000), loanAmount: 499_000, energySavingMeasures: 50_000 });
    expect(many.nhg).toMatchObject({ eligible: false, limit: 498_200, fee: 0 });
  });
  it("NHG: a loan above the maximum mortgage is not eligible", () => {
    expect(calc({ applicants: earner(50_000), loanAmount: 250_000 }).nhg.eligible).toBe(false);
  });
  it("transfer tax: a starter of 30 is exempt on their half, a buyer of 40 pays 2% on theirs", () => {
    const result = calc({
      applicants: [
        { grossAnnualIncome: 60_000, age: 30 },
        { grossAnnualIncome: 40_000, age: 40 },
      ],
      propertyValue: 500_000,
      purchase: { notaryFee: 1_500, valuationFee: 800, adviceFee: 3_000 },
    });
    // No loan amount: the maximum (EUR 459,067, with NHG) is the loan, so its 0.4% fee (EUR 1,836.27) is a cost too.
    expect(result.purchaseCosts).toMatchObject({
      transferTax: 5_000,
      nhgFee: 1836.27,
      total: 5_000 + 1836.27 + 1_500 + 800 + 3_000,
    });
  });
  it("transfer tax: above EUR 555,000 no starter exemption; a dwelling not lived in costs 8%", () => {
    const young = [{ grossAnnualIncome: 150_000, age: 25 }];
    expect(calc({ applicants: young, propertyValue: 560_000 }).purchaseCosts.transferTax).toBe(11_200);
    expect(calc({ applicants: young, propertyValue: 555_000 }).purchaseCosts.transferTax).toBe(0);
    expect(
      calc({ applicants: young, propertyValue: 300_000, purchase: { ownOccupied: false } }).purchaseCosts.transferTax,
    ).toBe(24_000);
    expect(
      calc({ applicants: [{ ...young[0], starterExemptionUsed: true, grossAnnualIncome: 1 }], propertyValue: 300_000 })
        .purchaseCosts.transferTax,
    ).toBe(6_000);
  });
});

describe("explanations", () => {
  const result = calc({
    applicants: [{ grossAnnualIncome: 60_000, age: 30, studentDebtMonthly: 80 }],
    interestRate: 3.9,
    fixedPeriodYears: 5,
    energyLabel: "A",
    propertyValue: 350_000,
    loanAmount: 300_000,
  });
  it.each([
    "toetsinkomen",
    "toetsrente",
    "financeCostPct",
    "allowedMonthly",
    "maxByIncomeBase",
    "energyLabelAmount",
    "singlesAmount",
    "maxByIncome",
    "maxByValue",
    "maxMortgage",
    "monthlyGross",
    "monthlyNet",
    "eigenwoningforfait",
    "totalInterest",
  ] as const)("%s carries its value, year and source", (figure) => {
    const explanation = explanationOf(result, figure);
    expect(explanation.value).toBe(result[figure]);
    expect(explanation.source.year).toBe(2026);
    expect(explanation.source.legalBasis.length).toBeGreaterThan(10);
    expect(explanation.text.length).toBeGreaterThan(10);
  });
  it("uncertain sources say so", () => {
    expect(explanationOf(result, "obligations.studentDebt").source).toMatchObject({ verified: false });
    expect(explanationOf(result, "obligations.studentDebt").source.uncertain).toMatch(/NOT checked/);
  });
  it("NHG, stress test and purchase costs are explained", () => {
    expect(explanationOf(result, "nhg.eligible").value).toBe(result.nhg.eligible);
    expect(explanationOf(result, "stressTest.+2").value).toBe(result.stressTest[0]?.monthlyGross);
    expect(explanationOf(result, "purchaseCosts.transferTax").value).toBe(result.purchaseCosts.transferTax);
  });
});

describe("properties", () => {
  // A small deterministic generator keeps the runs repeatable.
  const random = (() => {
    let seed = 20_260_101;
    return () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
  })();
  const norms = normsFor(2026);
  // The income maximum alone: the full calculation also builds a 360-month schedule, too slow for thousands of cases.
  const onIncome = (input: Partial<CalculationInput> & Pick<CalculationInput, "applicants">) =>
    maxByIncome(
      norms,
      calculationRequestSchema.parse({ year: 2026, interestRate: 4.25, fixedPeriodYears: 10, ...input }),
      new Explainer(norms),
    ).maxByIncome;

  it("more income never lowers the maximum (2,000 random cases, every table)", () => {
    for (let n = 0; n < 2_000; n++) {
      const aow = random() < 0.3;
      const single = random() < 0.5;
      const interestDeductible = random() < 0.8;
      const income = Math.round(random() * 160_000);
      const more = income + Math.round(random() * 20_000) + 1;
      const rate = Math.round((1 + random() * 8) * 1000) / 1000;
      const debt = Math.round(random() * 300);
      const build = (grossAnnualIncome: number) =>
        single
          ? [{ grossAnnualIncome, aow, studentDebtMonthly: debt }]
          : [
              { grossAnnualIncome, aow, studentDebtMonthly: debt },
              { grossAnnualIncome: 0, aow },
            ];
      const options = { interestRate: rate, interestDeductible, energyLabel: "B" as const };
      expect(onIncome({ ...options, applicants: build(more) })).toBeGreaterThanOrEqual(
        onIncome({ ...options, applicants: build(income) }),
      );
    }
  });

  it("a higher rate never raises the maximum within one rate band (2,000 random cases)", () => {
    const bands = norms.financeCost.rateBands;
    for (let n = 0; n < 2_000; n++) {
      const band = Math.floor(random() * (bands.length - 1)) + 1;
      const low = (bands[band - 1]?.max as number) + 0.001;
      const high = bands[band]?.max ?? 12;
      const a = Math.round((low + random() * (high - low)) * 1000) / 1000;
      const b = Math.round((a + random() * (high - a)) * 1000) / 1000;
      const applicants = earner(Math.round(30_000 + random() * 120_000));
      expect(onIncome({ applicants, interestRate: b })).toBeLessThanOrEqual(onIncome({ applicants, interestRate: a }));
    }
  });

  it("across a band edge the law's table steps up: EUR 100,000 at 5.000% vs 5.001% (28.0% vs 28.9%)", () => {
    // Not a bug in the engine: the TRHK percentage jumps at the band edge by more than the annuity factor falls.
    const at = calc({ applicants: earner(100_000), interestRate: 5 });
    const above = calc({ applicants: earner(100_000), interestRate: 5.001 });
    expect([at.financeCostPct, above.financeCostPct]).toEqual([28.0, 28.9]);
    expect([at.maxByIncome, above.maxByIncome]).toEqual([434_657, 448_577]);
  });

  it("a higher rate never lowers the monthly cost of the same loan", () => {
    for (let n = 0; n < 200; n++) {
      const rate = 1 + random() * 8;
      const loanType = random() < 0.5 ? ("annuity" as const) : ("linear" as const);
      const base = { applicants: earner(100_000), loanAmount: 250_000, loanType };
      expect(calc({ ...base, interestRate: rate + 0.25 }).monthlyGross).toBeGreaterThanOrEqual(
        calc({ ...base, interestRate: rate }).monthlyGross,
      );
    }
  });
});

describe("request validation", () => {
  const valid = { year: 2026, applicants: [{ grossAnnualIncome: 50_000 }], interestRate: 4, fixedPeriodYears: 10 };
  const pathsOf = (value: unknown) => {
    const parsed = calculationRequestSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
  };
  it("accepts a minimal request and fills the defaults", () => {
    expect(calculationRequestSchema.parse(valid)).toMatchObject({ loanType: "annuity", energyLabel: null });
  });
  it.each([
    ["negative income", { applicants: [{ grossAnnualIncome: -1 }] }, "applicants.0.grossAnnualIncome"],
    ["rate above 20%", { interestRate: 20.5 }, "interestRate"],
    ["unknown label", { energyLabel: "H" }, "energyLabel"],
    ["unknown year", { year: 2019 }, "year"],
    ["no applicants", { applicants: [] }, "applicants"],
    ["interest-only above the loan", { loanAmount: 100, interestOnlyAmount: 200 }, "interestOnlyAmount"],
  ])("rejects %s naming the field", (_name, change, field) => {
    expect(pathsOf({ ...valid, ...change })).toContain(field);
  });
});

describe("norms data", () => {
  const reference = path.resolve(import.meta.dirname, "../../../shared/reference/nl-mortgage-norms-2026.json");
  it.skipIf(!existsSync(reference))("holds every cell of the four 2026 tables exactly as the shared reference", () => {
    const ref = JSON.parse(readFileSync(reference, "utf8")) as {
      tables: Record<string, { rows: { income: number; pct: number[] }[] }>;
    };
    const norms = normsFor(2026);
    const pairs = { non_aow_box1: "nonAowBox1", aow_box1: "aowBox1", non_aow_box3: "nonAowBox3", aow_box3: "aowBox3" };
    for (const [refId, id] of Object.entries(pairs)) {
      const rows = norms.financeCost.tables[id as keyof typeof norms.financeCost.tables].rows;
      expect(rows).toEqual(ref.tables[refId]?.rows.map((row) => [row.income, ...row.pct]));
    }
  });
  it("names a legal basis for every table and says which figures were not re-read", () => {
    const norms = normsFor(2026);
    for (const table of Object.values(norms.financeCost.tables))
      expect(table.officialTable).toMatch(/^Bijlage 1, Tabel \d$/);
    expect(norms.tax.eigenwoningforfait.source.verified).toBe(false);
    expect(norms.toetsrente.afmRateSource.uncertain).toBeTruthy();
  });
});

describe("every explanation can be shown in the SPA", () => {
  const en = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../locales/en/calculator.json"), "utf8"),
  ) as { rules: Record<string, string>; inputs: Record<string, string> };
  const cases = [
    calc({
      applicants: [{ grossAnnualIncome: 60_000, age: 30, studentDebtMonthly: 80, creditLimits: 1_000 }],
      interestRate: 3.9,
      fixedPeriodYears: 5,
      energyLabel: "A",
      propertyValue: 350_000,
      loanAmount: 300_000,
    }),
    calc({ applicants: [{ grossAnnualIncome: 30_000, creditLimits: 60_000 }], loanType: "linear" }),
    calc({ applicants: earner(90_000), interestRate: 6, fixedPeriodYears: 5, interestDeductible: false }),
    calc({
      applicants: [
        { grossAnnualIncome: 80_000, age: 60, incomeAfterAow: 40_000, alimonyMonthly: 100, otherMonthly: 50 },
      ],
      propertyValue: 300_000,
      purchase: { newBuild: true },
      offerDate: "2026-08-01",
      loanParts: [
        { amount: 200_000, repayment: "annuity", interestRate: 4, fixedPeriodYears: 10 },
        { amount: 100_000, repayment: "interest_only", interestRate: 4.2, fixedPeriodYears: 5, box: 3 },
        { amount: 50_000, repayment: "linear", interestRate: 3.8, fixedPeriodYears: 20 },
      ],
    }),
    calc({
      applicants: earner(70_000),
      bridging: { expectedSalePrice: 350_000, remainingMortgage: 150_000, interestRate: 6, oldHomeMonthlyCosts: 800 },
    }),
    calc({
      applicants: earner(70_000),
      bridging: { expectedSalePrice: 350_000, remainingMortgage: 150_000, interestRate: 6, soldUnconditionally: true },
    }),
  ];
  it("has a translated rule and input label for everything the engine explains", () => {
    for (const result of cases) {
      for (const explanation of result.explanations) {
        expect(en.rules, explanation.rule).toHaveProperty([explanation.rule.replaceAll(".", "_")]);
        for (const key of Object.keys(explanation.inputs)) {
          expect(en.inputs, key).toHaveProperty([key.replace(/^applicant\d\./, "")]);
        }
      }
    }
  });
});
