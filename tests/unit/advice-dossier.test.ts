import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/workspace.json" with { type: "json" };
import { frozenReportSchema } from "../../schemas/mortgage/report";
import { type Borrower, borrowerProfileSchema, emptyProfile } from "../../schemas/workspace";
import { changeLabel } from "../../web/features/workspace/change-text";
import {
  adviceRecord,
  calculateFor,
  compareLenders,
  informationGaps,
  loanToValue,
  wftDuties,
} from "../../web/features/workspace/dossier";

/** Issue 18: loan parts, costs, bridging loan and the client profile kept in the dossier. */
function borrower(edit: (profile: Borrower["profile"]) => void = () => undefined): Borrower {
  const profile = emptyProfile();
  profile.applicant.firstName = "Jan";
  profile.applicant.dateOfBirth = "1985-01-01";
  profile.applicant.grossAnnualIncome = 150_000;
  profile.property.value = 500_000;
  edit(profile);
  return {
    id: "b1",
    version: 1,
    name: "Jan",
    dateOfBirth: profile.applicant.dateOfBirth,
    status: "active",
    profile,
    bsnMasked: null,
    partnerBsnMasked: null,
    lastAccessed: null,
    recentActivity: "profile_update",
    fieldTimes: {},
    createdAt: 0,
    updatedAt: 0,
  };
}

const today = "2026-03-01";
const partDefaults = borrowerProfileSchema.shape.wishes.parse({ loanParts: [{}] })
  .loanParts[0] as Borrower["profile"]["wishes"]["loanParts"][number];

const withParts = borrower((profile) => {
  profile.wishes.loanParts = [
    {
      amount: 200_000,
      repayment: "annuity",
      interestRate: 4,
      fixedPeriodYears: 10,
      termMonths: 360,
      box: 1,
      transitionLaw: false,
    },
    // Stored as box 1 by mistake: interest only without transition law is box 3 on calculation.
    {
      amount: 100_000,
      repayment: "interest_only",
      interestRate: 4.2,
      fixedPeriodYears: 10,
      termMonths: 360,
      box: 1,
      transitionLaw: false,
    },
    {
      amount: 150_000,
      repayment: "linear",
      interestRate: 3.8,
      fixedPeriodYears: 20,
      termMonths: 360,
      box: 1,
      transitionLaw: false,
    },
  ];
});

describe("loan parts in the dossier", () => {
  it("reach the calculation: EUR 954.83 + 350.00 + 891.67 = 2,196.50 gross in the first month", () => {
    const outcome = calculateFor(withParts, [], today);
    if (!outcome.ok) throw new Error(outcome.issues.join());
    expect(outcome.result.loanParts?.map((part) => part.firstMonth.gross)).toEqual([954.83, 350, 891.67]);
    expect(outcome.result.loanParts?.map((part) => part.box)).toEqual([1, 3, 1]);
    expect(outcome.result.monthlyGross).toBe(2196.5);
    expect(outcome.result.loan.amount).toBe(450_000);
  });

  it("count as the loan: 450,000 / 500,000 = 90.0% LTV and no 'loan amount' gap", () => {
    expect(loanToValue(withParts)).toBe(90);
    expect(informationGaps(withParts, [], today).some((gap) => gap.key === "loanAmount")).toBe(false);
    expect(informationGaps(borrower(), [], today).some((gap) => gap.key === "loanAmount")).toBe(true);
  });

  it("take the quoted rate for a part whose rate is left at 0: 200,000 at 4.0% is EUR 954.83", () => {
    const outcome = calculateFor(
      borrower((profile) => {
        profile.wishes.loanParts = [{ ...partDefaults, amount: 200_000 }];
      }),
      [{ lender: "Bank", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 4 }],
      today,
    );
    if (!outcome.ok) throw new Error(outcome.issues.join());
    expect(outcome.result.loanParts?.[0]?.interestRate).toBe(4);
    expect(outcome.result.monthlyGross).toBe(954.83);
  });

  it("compare lenders at each lender's rate for every part: 200,000 annuity at 4.0% 954.83, at 3.5% 898.09", () => {
    const rates = [
      { lender: "A", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 4 },
      { lender: "B", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 3.5 },
    ];
    const quotes = compareLenders(
      borrower((profile) => {
        profile.wishes.loanParts = [{ ...partDefaults, amount: 200_000, interestRate: 4.4 }];
      }),
      rates,
      today,
    );
    expect(quotes.map((quote) => [quote.lender, quote.monthlyGross])).toEqual([
      ["B", 898.09],
      ["A", 954.83],
    ]);
  });

  it("a part without an amount (still being typed) is left out", () => {
    const outcome = calculateFor(
      borrower((profile) => {
        profile.wishes.loanAmount = 300_000;
        profile.wishes.loanParts = [{ ...partDefaults, amount: 0 }];
      }),
      [],
      today,
    );
    if (!outcome.ok) throw new Error(outcome.issues.join());
    expect(outcome.result.loanParts).toBeUndefined();
    expect(outcome.result.loan.amount).toBe(300_000);
  });
});

describe("costs and the bridging loan in the dossier", () => {
  it("notary, valuation and advice fees are costs of buying: 1,500 + 700 + 2,500 on top of transfer tax", () => {
    const outcome = calculateFor(
      borrower((profile) => {
        profile.wishes.loanAmount = 400_000;
        profile.purchaseCosts = { notaryFee: 1500, valuationFee: 700, adviceFee: 2500 };
      }),
      [],
      today,
    );
    if (!outcome.ok) throw new Error(outcome.issues.join());
    const costs = outcome.result.purchaseCosts;
    expect([costs.notaryFee, costs.valuationFee, costs.adviceFee]).toEqual([1500, 700, 2500]);
    // Not a starter (41 in 2026): 2% of 500,000 = 10,000 transfer tax.
    expect(costs.total).toBe(10_000 + 1500 + 700 + 2500);
  });

  it("a bridging loan from the dossier: 90% x 400,000 - 250,000 = 110,000 at 6% = EUR 550.00 a month", () => {
    const outcome = calculateFor(
      borrower((profile) => {
        profile.wishes.loanAmount = 400_000;
        profile.wishes.bridging = {
          enabled: true,
          expectedSalePrice: 400_000,
          remainingMortgage: 250_000,
          interestRate: 6,
          termMonths: 24,
          soldUnconditionally: false,
          oldHomeMonthlyCosts: 1100,
        };
      }),
      [],
      today,
    );
    if (!outcome.ok) throw new Error(outcome.issues.join());
    expect(outcome.result.bridging).toMatchObject({ amount: 110_000, monthlyInterest: 550, doubleCostsMonthly: 1100 });
    expect(outcome.result.obligationsMonthly).toBe(1100);
  });

  it("an issued report stored before lender quotes were frozen still reads, with none", () => {
    const outcome = calculateFor(withParts, [], today);
    if (!outcome.ok) throw new Error(outcome.issues.join());
    const old = {
      format: 1,
      reportNumber: "20260301-000001-1",
      issuedAt: "2026-03-01T10:00:00.000Z",
      issuedOn: today,
      language: "nl",
      borrower: { id: "b1", name: "Jan", version: 3, bsnMasked: null, profile: { wishes: { loanAmount: 250_000 } } },
      adviser: {},
      normsYear: 2026,
      normsDigest: "abc",
      rates: [],
      ratePct: 4,
      input: {},
      result: outcome.result,
      texts: { analysis: null },
    };
    const parsed = frozenReportSchema.parse(old);
    expect(parsed.lenderQuotes).toEqual([]);
    expect(parsed.borrower.profile.advice.goals).toBe("");
  });

  it("a dossier stored before these fields existed still reads, with no parts and no bridging loan", () => {
    const old = borrowerProfileSchema.parse({ wishes: { loanAmount: 250_000 } });
    expect(old.wishes.loanParts).toEqual([]);
    expect(old.wishes.bridging.enabled).toBe(false);
    expect(old.advice.riskAdvice.death).toBe("");
    expect(old.purchaseCosts.adviceFee).toBe(0);
  });
});

describe("client profile and advice per risk (Wft 4:23)", () => {
  const outcome = calculateFor(withParts, [], today);
  it("keeps 'client profile' open until goals, knowledge and risk appetite are recorded", () => {
    const open = (b: Borrower) => wftDuties([], outcome, adviceRecord(b, 1)).find((d) => d.article === "4:23")?.open;
    expect(open(withParts)).toContain("clientProfile");
    const partly = borrower((profile) => {
      profile.advice.goals = "Buy a family home, fixed costs for 20 years";
      profile.advice.knowledge = "basic";
    });
    expect(open(partly)).toContain("clientProfile");
    const complete = borrower((profile) => {
      profile.advice.goals = "Buy a family home";
      profile.advice.knowledge = "basic";
      profile.advice.riskAppetite = "low";
    });
    expect(open(complete)).not.toContain("clientProfile");
  });

  it("keeps 'risk advice' open until advice is written for death, disability, unemployment and retirement", () => {
    const open = (b: Borrower) => wftDuties([], outcome, adviceRecord(b, 1)).find((d) => d.article === "4:23")?.open;
    const three = borrower((profile) => {
      profile.advice.riskAdvice = {
        death: "ORV 200k",
        disability: "WIA cover",
        unemployment: "Buffer",
        retirement: "",
      };
    });
    expect(open(three)).toContain("riskAdvice");
    const four = borrower((profile) => {
      profile.advice.riskAdvice = {
        death: "ORV",
        disability: "WIA",
        unemployment: "Buffer",
        retirement: "Repaid by 67",
      };
    });
    expect(open(four)).not.toContain("riskAdvice");
  });

  it("labels the advice fields in the history as the advice tab does", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: { en: { workspace: en } }, defaultNS: "workspace" });
    const t = i18n.getFixedT("en", "workspace");
    expect(changeLabel(t, "profile.advice.riskAdvice.death")).toBe(en.advice.risks.death);
    expect(changeLabel(t, "profile.advice.goals")).toBe(en.advice.goals);
    expect(changeLabel(t, "profile.purchaseCosts.adviceFee")).toBe(en.advice.adviceFee);
    expect(changeLabel(t, "profile.wishes.bridging.expectedSalePrice")).toBe(en.advice.bridging.expectedSalePrice);
    expect(changeLabel(t, "profile.wishes.loanParts")).toBe(en.advice.sections.loan);
  });
});
