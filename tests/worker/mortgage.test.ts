import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type CalculationResult, calculationResultSchema } from "../../domain/mortgage";
import { bearer, bram, signToken } from "./tokens";

const post = (body: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request("http://localhost/api/mortgage/calculate", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const valid = {
  year: 2026,
  applicants: [
    { grossAnnualIncome: 100_000, aow: false, studentDebtMonthly: 0, creditLimits: 0, alimonyMonthly: 0 },
    { grossAnnualIncome: 0 },
  ],
  interestRate: 5,
  fixedPeriodYears: 10,
  energyLabel: "A",
  energySavingMeasures: 0,
  propertyValue: 500_000,
  loanAmount: 400_000,
  loanType: "annuity",
};

describe("POST /api/mortgage/calculate", () => {
  it("requires a signed-in caller", async () => {
    const response = await post(valid);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "AUTH_ERROR", error: "Authentication token is required" });
  });

  it("returns the maximum, monthly costs, NHG and explanations in the documented shape", async () => {
    const response = await post(valid, bearer(await signToken({ user: bram })));
    expect(response.status).toBe(200);
    const body = calculationResultSchema.parse(await response.json()) as CalculationResult;
    // Tabel 1, row EUR 100,000, band 4,501-5,000%: 28.0% -> EUR 434,657, plus EUR 10,000 for label A.
    expect(body).toMatchObject({
      toetsrente: 5,
      financeCostPct: 28,
      maxByIncome: 444_657,
      maxByValue: 500_000,
      maxMortgage: 444_657,
      nhg: { eligible: true, fee: 1600 },
    });
    expect(body.monthlyGross).toBe(2147.29);
    expect(body.monthlyNet).toBeLessThan(body.monthlyGross);
    expect(body.schedule).toHaveLength(360);
    expect(body.explanations.find((e) => e.figure === "financeCostPct")?.source.cell).toEqual({
      row: "100000",
      column: "4,501-5,000%",
    });
  });

  it.each([
    ["a negative income", { applicants: [{ grossAnnualIncome: -5 }] }, "applicants.0.grossAnnualIncome"],
    ["a rate above 20%", { interestRate: 21 }, "interestRate"],
    ["an unknown energy label", { energyLabel: "A+++++" }, "energyLabel"],
    ["a year without norms", { year: 2031 }, "year"],
    ["a loan type that does not exist", { loanType: "bullet" }, "loanType"],
  ])("answers 400 naming the field for %s", async (_name, change, field) => {
    const response = await post({ ...valid, ...change }, bearer(await signToken()));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.issues.map((issue) => issue.path)).toContain(field);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("{not json", bearer(await signToken()));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_JSON" });
  });
});

describe("POST /api/mortgage/calculate: the issue-20 cases (hand computations in tests/unit/mortgage-rules-2026.test.ts)", () => {
  const calculate = async (body: Record<string, unknown>) => {
    const response = await post({ year: 2026, fixedPeriodYears: 10, ...body }, bearer(await signToken({ user: bram })));
    expect(response.status).toBe(200);
    return calculationResultSchema.parse(await response.json()) as CalculationResult;
  };

  it("partner alimony comes off the income: EUR 347,872", async () => {
    const body = await calculate({
      applicants: [{ grossAnnualIncome: 85_000, alimonyMonthly: 600 }],
      interestRate: 5.2,
      energyLabel: "C",
    });
    expect(body.maxMortgage).toBe(347_872);
  });

  it("AOW within 10 years for a couple aged 60/58: EUR 369,292", async () => {
    const body = await calculate({
      applicants: [
        { grossAnnualIncome: 60_000, age: 60, incomeAfterAow: 35_000 },
        { grossAnnualIncome: 40_000, age: 58, incomeAfterAow: 27_000 },
      ],
      interestRate: 3.9,
      energyLabel: "A",
    });
    expect(body.maxMortgage).toBe(369_292);
    expect(body.financeCostTable).toBe("aowBox1");
  });

  it("AOW within 10 years without the income after AOW is refused with the field named", async () => {
    const response = await post(
      { year: 2026, fixedPeriodYears: 10, interestRate: 4, applicants: [{ grossAnnualIncome: 50_000, age: 62 }] },
      bearer(await signToken({ user: bram })),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("incomeAfterAow");
  });

  it("a box 3 interest-only part of EUR 240,000 is tested on Tabel 3: EUR 386,275, not 439,483", async () => {
    const body = await calculate({
      applicants: [{ grossAnnualIncome: 60_000 }, { grossAnnualIncome: 35_000 }],
      interestRate: 4,
      energyLabel: "A",
      loanAmount: 380_000,
      interestOnlyAmount: 240_000,
    });
    expect(body.maxByIncome).toBe(386_275);
  });

  it("an AOW client's net costs use 17.85%; a new build pays no transfer tax; no NHG, no fee", async () => {
    const body = await calculate({
      applicants: [{ grossAnnualIncome: 30_000, age: 70 }],
      interestRate: 4,
      loanAmount: 160_000,
      propertyValue: 250_000,
      nhg: false,
      purchase: { newBuild: true },
    });
    expect(body.deductionPct).toBe(17.85);
    expect(body.monthlyNet).toBe(681.68);
    expect(body.purchaseCosts).toMatchObject({ transferTax: 0, nhgFee: 0 });
  });

  it("other obligations of EUR 350 a month lower the maximum by EUR 76,983", async () => {
    const base = { interestRate: 3.6 };
    const without = await calculate({ ...base, applicants: [{ grossAnnualIncome: 60_000 }, { grossAnnualIncome: 0 }] });
    const withOther = await calculate({
      ...base,
      applicants: [{ grossAnnualIncome: 60_000, otherMonthly: 350 }, { grossAnnualIncome: 0 }],
    });
    expect(without.maxMortgage - withOther.maxMortgage).toBe(76_983);
  });
});

describe("POST /api/mortgage/calculate with loanParts (issue 18)", () => {
  it("answers per part its first month and the totals gross and net", async () => {
    const response = await post(
      {
        year: 2026,
        applicants: [{ grossAnnualIncome: 150_000 }],
        propertyValue: 600_000,
        loanParts: [
          { amount: 200_000, repayment: "annuity", interestRate: 4, fixedPeriodYears: 10 },
          { amount: 100_000, repayment: "interest_only", interestRate: 4.2, fixedPeriodYears: 10, box: 3 },
          { amount: 150_000, repayment: "linear", interestRate: 3.8, fixedPeriodYears: 20, termMonths: 360 },
        ],
      },
      bearer(await signToken({ user: bram })),
    );
    expect(response.status).toBe(200);
    const body = calculationResultSchema.parse(await response.json()) as CalculationResult;
    // 954.83 (annuity) + 350.00 (interest only) + 891.67 (416.67 repaid + 475.00 interest) = 2,196.50.
    expect(body.loanParts?.map((part) => part.firstMonth.gross)).toEqual([954.83, 350, 891.67]);
    expect(body.monthlyGross).toBe(2196.5);
    expect(body.monthlyNet).toBeLessThan(body.monthlyGross);
    expect(body.loan.amount).toBe(450_000);
  });
});
