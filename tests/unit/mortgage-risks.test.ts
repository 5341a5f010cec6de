import { describe, expect, it } from "vitest";
import {
  analyseRisks,
  type CalculationInput,
  calculationRequestSchema,
  normsFor,
  riskNormsFor,
  riskOptionsSchema,
} from "../../domain/mortgage";
import { termYears } from "../../domain/mortgage/risk-costs";
import { anwMonthly, benefitWage, incomeTax, personOf, wwMonths } from "../../domain/mortgage/risk-income";
import { hillenPctIn, maxDailyWageOn } from "../../domain/mortgage/risk-norms";

/** Issue 18 item 2: the risk analysis, each rule computed by hand from the 2026 figures. */
const risk = riskNormsFor(2026);
const norms = normsFor(2026);
const cents = (value: number) => Math.round(value * 100) / 100;

const couple: CalculationInput = {
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
const analyse = (input: CalculationInput = couple, options = {}) =>
  analyseRisks(calculationRequestSchema.parse(input), riskOptionsSchema.parse(options));

describe("risk figures 2026 (versioned data)", () => {
  it("picks the maximum daily wage in force on the date: EUR 304.25 from January, EUR 309.91 from July", () => {
    expect(maxDailyWageOn(risk, "2026-01-01")).toBe(304.25);
    expect(maxDailyWageOn(risk, "2026-06-30")).toBe(304.25);
    expect(maxDailyWageOn(risk, "2026-07-01")).toBe(309.91);
  });

  it("names a source for every figure and a reason for every unverified one", () => {
    const sources: { verified: boolean; uncertain?: string; legalBasis: string }[] = [];
    const walk = (value: unknown) => {
      if (value && typeof value === "object") {
        if ("legalBasis" in value) sources.push(value as (typeof sources)[number]);
        for (const child of Object.values(value)) walk(child);
      }
    };
    walk(risk);
    expect(sources.length).toBeGreaterThanOrEqual(12);
    for (const source of sources) {
      expect(source.legalBasis.length).toBeGreaterThan(10);
      if (!source.verified) expect(source.uncertain?.length ?? 0).toBeGreaterThan(10);
    }
  });
});

describe("benefit rules", () => {
  it("WW duration at 40 in 2026: 10 + 2 (2014-2015) + 10 x 0.5 (2016-2025) = 17 months; at 25: 7 months; at 60: 24", () => {
    expect(wwMonths(risk, 40, 2026)).toBe(17);
    expect(wwMonths(risk, 25, 2026)).toBe(7);
    expect(wwMonths(risk, 60, 2026)).toBe(24);
    expect(wwMonths(risk, 19, 2026)).toBe(3);
  });

  it("benefit wage: EUR 60,000 / 261 x 21.75 = EUR 5,000.00; EUR 100,000 is capped at 304.25 x 21.75 = EUR 6,617.44", () => {
    expect(cents(benefitWage(risk, 60_000, "2026-01-01"))).toBe(5000);
    expect(cents(benefitWage(risk, 100_000, "2026-01-01"))).toBe(6617.44);
    expect(cents(benefitWage(risk, 100_000, "2026-07-01"))).toBe(6740.54);
  });

  it("Anw with EUR 2,500 own income: 1,668.49 + 128.18 - 2/3 x (2,500 - 1,147.20) = EUR 894.80", () => {
    const survivor = personOf(norms, risk, { grossAnnualIncome: 30_000, age: 38 } as never, 2026, "2026-01-01");
    expect(cents(anwMonthly(risk, survivor, 0, 2500, 5))).toBe(894.8);
    // Until the youngest child is 18: a child of 5 gives 13 years = 156 months.
    expect(anwMonthly(risk, survivor, 155, 2500, 5)).toBeGreaterThan(0);
    expect(anwMonthly(risk, survivor, 156, 2500, 5)).toBe(0);
    expect(anwMonthly(risk, survivor, 0, 2500, undefined)).toBe(0);
  });

  it("income tax on EUR 60,000: 38,883 x 35.75% + 21,117 x 37.56% - (3,115 - 6.40% x 30,261) = EUR 20,653.92", () => {
    expect(cents(incomeTax(risk, 60_000, false))).toBe(20_653.92);
    // From AOW age: 38,883 x 17.85% + 1,117 x 37.56% - (1,556 - 3.195% x 10,261) = 7,360.16 - 1,228.16 = EUR 6,132.00.
    expect(cents(incomeTax(risk, 40_000, true))).toBe(6132);
  });

  it("Wet Hillen: 73.33% exempt in 2026, 40% in 2036, nil from 2048", () => {
    expect(cents(hillenPctIn(risk, 2026))).toBe(73.33);
    expect(cents(hillenPctIn(risk, 2036))).toBe(40);
    expect(hillenPctIn(risk, 2048)).toBe(0);
    expect(hillenPctIn(risk, 2050)).toBe(0);
  });
});

describe("net costs over the term", () => {
  it("an annuity of EUR 200,000 at 4% fixed 10 years is recalculated at 5% on the balance over 240 months", () => {
    const part = {
      amount: 200_000,
      repayment: "annuity" as const,
      interestRate: 4,
      fixedPeriodYears: 10,
      termMonths: 360,
      deductible: true,
      transitionLaw: false,
    };
    const years = termYears([part], 5, 2026, risk, 2001);
    const i = 0.04 / 12;
    const payment = (200_000 * i) / (1 - (1 + i) ** -360); // 954.83
    expect(cents(years[0]?.gross ?? 0)).toBe(cents(payment * 12)); // 11,457.96
    // Balance after 120 payments: P x ((1+i)^360 - (1+i)^120) / ((1+i)^360 - 1) = 157,567.92
    const balance = (200_000 * ((1 + i) ** 360 - (1 + i) ** 120)) / ((1 + i) ** 360 - 1);
    expect(cents(balance)).toBe(157_567.92);
    const j = 0.05 / 12;
    const after = (balance * j) / (1 - (1 + j) ** -240); // 1,039.88
    expect(cents(after)).toBe(1039.88);
    expect(cents(years[10]?.gross ?? 0)).toBe(cents(after * 12));
    expect(years[10]?.rate).toBe(5);
    expect(years).toHaveLength(30);
  });

  it("a transition-law part begun in 2005 is deductible up to 2034 and not from 2035 (30 years)", () => {
    const part = {
      amount: 100_000,
      repayment: "interest_only" as const,
      interestRate: 4.2,
      fixedPeriodYears: 30,
      termMonths: 360,
      deductible: true,
      transitionLaw: true,
    };
    const years = termYears([part], 5, 2026, risk, 2005);
    expect(cents(years.find((y) => y.year === 2034)?.deductibleInterest ?? -1)).toBe(4200);
    expect(years.find((y) => y.year === 2035)?.deductibleInterest).toBe(0);
    // Begun before 2001: the 30 years count from 2001, so the deduction ends after 2030.
    const early = termYears([part], 5, 2026, risk, 1995);
    expect(early.find((y) => y.year === 2031)?.deductibleInterest).toBe(0);
  });

  it("net costs in 2026 for EUR 300,000 at 4%: gross - (interest - forfait 1,225) x 37.56%", () => {
    const analysis = analyse();
    const i = 0.04 / 12;
    const payment = (300_000 * i) / (1 - (1 + i) ** -360);
    let balance = 300_000;
    let interest = 0;
    for (let m = 0; m < 12; m++) {
      interest += balance * i;
      balance -= payment - balance * i;
    }
    // Forfait: WOZ 350,000 x 0.35% = 1,225.
    const net = payment * 12 - ((interest - 1225) * 37.56) / 100;
    expect(analysis.costs[0]?.net).toBe(cents(net));
    expect(analysis.rateAfterFixed).toBe(5);
    // Year 11 at the assumed 5%: the gross costs rise.
    expect(analysis.costs[10]?.gross ?? 0).toBeGreaterThan(analysis.costs[9]?.gross ?? 0);
  });
});

describe("scenarios", () => {
  it("lists retirement, and per partner death, disability and unemployment", () => {
    expect(analyse().scenarios.map((s) => `${s.kind}:${s.applicant}`)).toEqual([
      "retirement:null",
      "death:0",
      "disability:0",
      "unemployment:0",
      "death:1",
      "disability:1",
      "unemployment:1",
    ]);
    const single = analyse({ ...couple, applicants: [{ grossAnnualIncome: 60_000, age: 40 }] });
    expect(single.scenarios.map((s) => s.kind)).toEqual(["retirement", "disability", "unemployment"]);
  });

  it("unemployment of the first partner in 2026: 2 x 75% + 10 x 70% of EUR 5,000 + EUR 30,000 = EUR 72,500", () => {
    const year = analyse().scenarios.find((s) => s.kind === "unemployment" && s.applicant === 0)?.years[0];
    expect(year?.grossIncome).toBe(72_500);
  });

  it("disability of the first partner: 70% sick pay for two years, then WGA 75%/70% for 17 months, then 70% of the minimum wage", () => {
    const years = analyse().scenarios.find((s) => s.kind === "disability" && s.applicant === 0)?.years ?? [];
    expect(years[0]?.grossIncome).toBe(42_000 + 30_000);
    // 2028: WGA month 1-2 at 75%, 3-12 at 70% of 5,000.
    expect(years[2]?.grossIncome).toBe(2 * 3750 + 10 * 3500 + 30_000);
    // 2029: 5 months left of the 17 (70%), then 7 months of the follow-up benefit, 70% x 2,294.40 (80-100%).
    expect(years[3]?.grossIncome).toBe(cents(5 * 3500 + 7 * 0.7 * 2294.4 + 30_000));
    expect(years[4]?.grossIncome).toBe(cents(12 * 0.7 * 2294.4 + 30_000));
    // At 50%, the follow-up benefit is 35% of the minimum wage.
    const half = analyse(couple, { disabilityDegree: 50 }).scenarios.find((s) => s.kind === "disability")?.years[4];
    expect(half?.grossIncome).toBe(cents(12 * 0.35 * 2294.4 + 30_000));
    // Permanent and 100%: IVA 75% of EUR 5,000 from the third year.
    const iva = analyse(couple, { disabilityPermanent: true }).scenarios.find((s) => s.kind === "disability")?.years[4];
    expect(iva?.grossIncome).toBe(12 * 3750 + 30_000);
  });

  it("death of the first partner: the survivor's EUR 30,000 plus Anw 12 x 894.80 with a child of 5; the norm budget at Tabel 1", () => {
    const analysis = analyse(couple, { youngestChildAge: 5 });
    const year = analysis.scenarios.find((s) => s.kind === "death" && s.applicant === 0)?.years[0];
    const anw = 1668.49 + 128.18 - (2 / 3) * (2500 - 1147.2);
    expect(year?.grossIncome).toBe(cents(30_000 + 12 * anw)); // 40,737.64
    // Tabel 1 row EUR 40,000, band 3,501-4,000% (4.0%): the percentage the budget uses.
    const row = norms.financeCost.tables.nonAowBox1.rows.find((r) => r[0] === 40_000) as number[];
    expect(year?.financeCostPct).toBe(row[6]);
    expect(year?.budget).toBe(cents(((30_000 + 12 * anw) * (row[6] as number)) / 100));
    expect(year?.shortfall).toBe(cents((year?.grossCosts ?? 0) - (year?.budget ?? 0)));
    expect(year?.shortfall).toBeGreaterThan(0);
    // Without a child under 18 there is no Anw.
    const none = analyse().scenarios.find((s) => s.kind === "death" && s.applicant === 0)?.years[0];
    expect(none?.grossIncome).toBe(30_000);
  });

  it("retirement: with AOW reached and no pension given, the couple AOW (2 x (1,122.12 + 76.10) x 12 = EUR 28,757.28)", () => {
    const analysis = analyse({
      ...couple,
      applicants: [
        { grossAnnualIncome: 20_000, age: 68 },
        { grossAnnualIncome: 20_000, age: 67 },
      ],
    });
    expect(analysis.scenarios[0]?.years[0]?.grossIncome).toBe(28_757.28);
    // A survivor gets the single AOW: (1,637.57 + 106.55) x 12 = EUR 20,929.44.
    expect(analysis.scenarios.find((s) => s.kind === "death")?.years[0]?.grossIncome).toBe(20_929.44);
  });

  it("retirement: AOW at 67 for those reaching it in 2026-2027 and at 67 and 3 months later; income after AOW from then", () => {
    const analysis = analyse({
      ...couple,
      applicants: [{ grossAnnualIncome: 60_000, age: 60, incomeAfterAow: 24_000 }],
    });
    // Aged 60 in January 2026: 67 in January 2033, plus 3 months: AOW from April 2033 (3 months of wages, 9 of 24,000 / 12).
    const year = analysis.scenarios[0]?.years.find((y) => y.year === 2033);
    expect(year?.grossIncome).toBe(3 * 5000 + 9 * 2000);
  });

  it("partner alimony paid lowers the net income and the toetsinkomen; child alimony the net income only", () => {
    const base = analyse().scenarios[0]?.years[0];
    const paying = analyse({
      ...couple,
      applicants: [
        { grossAnnualIncome: 60_000, age: 40, alimonyMonthly: 500, childAlimonyMonthly: 200 },
        couple.applicants[1],
      ],
    } as CalculationInput).scenarios[0]?.years[0];
    expect(paying?.budget).toBeLessThan(base?.budget ?? 0);
    // Taxable 54,000: tax 38,883 x 35.75% + 15,117 x 37.56% - (3,115 - 6.40% x 24,261) = 19,578.62 - 1,562.30 = 18,016.32.
    expect(cents(incomeTax(risk, 54_000, false))).toBe(18_016.32);
    const netFirst = 54_000 - incomeTax(risk, 54_000, false) - 2400;
    const netSecond = 30_000 - incomeTax(risk, 30_000, false);
    expect(paying?.netIncome).toBe(cents(netFirst + netSecond));
  });
});
