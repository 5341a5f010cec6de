import { describe, expect, it } from "vitest";
import { type CalculationInput, calculateMortgage, calculationRequestSchema } from "../../domain/mortgage";

/** Issue 18 item 1: loan parts, each first month computed by hand. */
const calc = (input: Partial<CalculationInput>) =>
  calculateMortgage(
    calculationRequestSchema.parse({ year: 2026, applicants: [{ grossAnnualIncome: 150_000 }], ...input }),
  );

describe("loan parts (leningdelen)", () => {
  const parts = [
    // 30-year annuity EUR 200,000 at 4.0%: i = 0.04 / 12 = 0.0033333; 200,000 x i / (1 - (1 + i)^-360) = 954.83;
    // interest 666.67, repayment 288.16.
    { amount: 200_000, repayment: "annuity", interestRate: 4.0, fixedPeriodYears: 10 },
    // Interest-only EUR 100,000 at 4.2% in box 3: 100,000 x 0.042 / 12 = 350.00, no repayment.
    { amount: 100_000, repayment: "interest_only", interestRate: 4.2, fixedPeriodYears: 10, box: 3 },
    // Linear EUR 150,000 over 360 months at 3.8%: 150,000 / 360 = 416.67 repaid + 150,000 x 0.038 / 12 = 475.00.
    { amount: 150_000, repayment: "linear", interestRate: 3.8, fixedPeriodYears: 20, termMonths: 360 },
  ] as const;

  it("gives each part's first month: EUR 954.83, EUR 350.00 and EUR 891.67; EUR 2,196.50 gross in all", () => {
    const i = 0.04 / 12;
    expect(Math.round(((200_000 * i) / (1 - (1 + i) ** -360)) * 100) / 100).toBe(954.83);
    const result = calc({ loanParts: [...parts] });
    expect(result.loanParts?.map((part) => part.firstMonth)).toEqual([
      { gross: 954.83, interest: 666.67, repayment: 288.16 },
      { gross: 350, interest: 350, repayment: 0 },
      { gross: 891.67, interest: 475, repayment: 416.67 },
    ]);
    expect(result.monthlyGross).toBe(2196.5);
    expect(result.loan.amount).toBe(450_000);
  });

  it("net: only the box 1 parts' interest is deducted, 37.56% x (666.67 + 475.00 - forfait 1,400 / 12)", () => {
    const result = calc({ loanParts: [...parts], propertyValue: 400_000 });
    // Forfait 0.35% x 400,000 = 1,400 a year = 116.67 a month; deductible 1,141.67 - 116.67 = 1,025.00 x 37.56%.
    const firstGross = 954.8257 + 350 + 891.6667;
    const deduction = 0.3756 * (200_000 * (0.04 / 12) + 150_000 * (0.038 / 12) - 1400 / 12);
    expect(result.monthlyNet).toBeCloseTo(firstGross - deduction, 1);
    expect(result.loanParts?.map((part) => part.deductible)).toEqual([true, false, true]);
  });

  it("the box 3 part is tested on Tabel 3 by its share; the test rate is the highest of the parts", () => {
    const result = calc({ loanParts: [...parts] });
    expect(result.explanations.find((e) => e.figure === "box3Share")?.source.table).toBe("Bijlage 1, Tabel 3");
    // Parts fixed 10 and 20 years test at their offered rates; the highest is 4.2%.
    expect(result.toetsrente).toBe(4.2);
  });

  it("the schedule runs to the longest term; the interest-only part stays outstanding", () => {
    const result = calc({ loanParts: [...parts] });
    expect(result.schedule).toHaveLength(360);
    expect(result.schedule.at(-1)?.balanceEnd).toBe(100_000);
  });

  it("an interest-only part in box 1 needs transition law; a transition-law part is deductible", () => {
    const parsed = calculationRequestSchema.safeParse({
      year: 2026,
      applicants: [{ grossAnnualIncome: 80_000 }],
      loanParts: [{ amount: 100_000, repayment: "interest_only", interestRate: 4.2, fixedPeriodYears: 10 }],
    });
    expect(parsed.success).toBe(false);
    const existing = calc({
      loanParts: [
        { amount: 100_000, repayment: "interest_only", interestRate: 4.2, fixedPeriodYears: 10, transitionLaw: true },
      ],
    });
    expect(existing.loanParts?.[0]).toMatchObject({ deductible: true, firstMonth: { gross: 350 } });
  });

  it("the single loanAmount form stays valid and needs its rate", () => {
    expect(calc({ interestRate: 4, fixedPeriodYears: 10, loanAmount: 200_000 }).monthlyGross).toBe(954.83);
    const parsed = calculationRequestSchema.safeParse({ year: 2026, applicants: [{ grossAnnualIncome: 1 }] });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."))).toContain("interestRate");
  });
});
