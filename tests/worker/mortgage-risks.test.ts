import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { riskAnalysisSchema } from "../../domain/mortgage";
import { bearer, bram, signToken } from "./tokens";

const post = (body: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request("http://localhost/api/mortgage/risks", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );

const calculation = {
  year: 2026,
  applicants: [
    { grossAnnualIncome: 60_000, age: 40 },
    { grossAnnualIncome: 30_000, age: 38 },
  ],
  interestRate: 4,
  fixedPeriodYears: 10,
  loanAmount: 300_000,
  propertyValue: 350_000,
};

describe("POST /api/mortgage/risks", () => {
  it("requires a signed-in caller", async () => {
    expect((await post({ calculation })).status).toBe(401);
  });

  it("answers every scenario year by year with the figures it rests on", async () => {
    const response = await post(
      { calculation, options: { youngestChildAge: 5 } },
      bearer(await signToken({ user: bram })),
    );
    expect(response.status).toBe(200);
    const body = riskAnalysisSchema.parse(await response.json());
    expect(body.scenarios.map((s) => `${s.kind}:${s.applicant}`)).toEqual([
      "retirement:null",
      "death:0",
      "disability:0",
      "unemployment:0",
      "death:1",
      "disability:1",
      "unemployment:1",
    ]);
    expect(body.costs).toHaveLength(30);
    expect(body.rateAfterFixed).toBe(5);
    // Unemployment of the first partner: 2 x 75% + 10 x 70% of 60,000 / 261 x 21.75 = 5,000, plus 30,000.
    const unemployment = body.scenarios.find((s) => s.kind === "unemployment" && s.applicant === 0);
    expect(unemployment?.years[0]?.grossIncome).toBe(72_500);
    expect(unemployment?.basis.find((b) => b.figure === "wwMonths")?.value).toBe(17);
    expect(unemployment?.basis.find((b) => b.figure === "maxDailyWage")).toMatchObject({
      value: 304.25,
      unit: "EUR/day",
    });
    // Death of the first partner: the survivor's 30,000 plus Anw 12 x (1,796.67 - 2/3 x 1,352.80) = 40,737.64.
    const death = body.scenarios.find((s) => s.kind === "death" && s.applicant === 0);
    expect(death?.years[0]?.grossIncome).toBe(40_737.64);
    expect(death?.firstShortfallYear).toBe(2026);
    expect(death?.basis[0]?.source.legalBasis).toContain("Algemene nabestaandenwet");
  });

  it("takes the adviser's rate after the fixed period, and uses the offer's half year for the maximum daily wage", async () => {
    const response = await post(
      {
        calculation: { ...calculation, offerDate: "2026-08-01", applicants: [{ grossAnnualIncome: 100_000, age: 40 }] },
        options: { rateAfterFixed: 6 },
      },
      bearer(await signToken({ user: bram })),
    );
    const body = riskAnalysisSchema.parse(await response.json());
    expect(body.rateAfterFixed).toBe(6);
    const unemployment = body.scenarios.find((s) => s.kind === "unemployment");
    // Capped: 309.91 x 21.75 = 6,740.5425 a month; 2 x 75% + 10 x 70%.
    expect(unemployment?.years[0]?.grossIncome).toBe(Math.round((2 * 0.75 + 10 * 0.7) * 6740.5425 * 100) / 100);
  });

  it("refuses an analysis without the applicants' ages (400) and names the field", async () => {
    const response = await post(
      { calculation: { ...calculation, applicants: [{ grossAnnualIncome: 60_000 }] } },
      bearer(await signToken({ user: bram })),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("age");
  });
});
