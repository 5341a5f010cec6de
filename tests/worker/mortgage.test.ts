import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type CalculationResult, calculationResultSchema } from "../../schemas/mortgage";
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
