import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { calculationResultSchema } from "../../domain/mortgage";
import { type IssuedReport, issuedReportSchema } from "../../schemas/mortgage/report";
import { type BorrowerChange, emptyProfile, syncResponseSchema, workspaceSchema } from "../../schemas/workspace";
import { newBorrowerChange } from "./borrowers";
import { anna, bearer, signToken } from "./tokens";

/** Issue 18: the adviesrapport's profile, advice texts, loan parts and bridging loan, through the Hono app. */
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

async function client() {
  const auth = bearer(await signToken({ user: anna }));
  const json = { "content-type": "application/json", ...auth };
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return {
    initialize: () => call("/api/workspace/initialize", { method: "POST", headers: auth }),
    sync: (body: unknown) => post("/api/workspace/sync", body),
    issue: (id: string, body: Record<string, unknown> = {}) =>
      post(`/api/borrowers/${id}/reports`, { language: "en", ...body }),
    open: (id: string, reportId: string) => call(`/api/borrowers/${id}/reports/${reportId}`, { headers: auth }),
    calculate: (body: unknown) => post("/api/mortgage/calculate", body),
  };
}
type Client = Awaited<ReturnType<typeof client>>;

async function setRates(api: Client, ratePct: number) {
  const { id: _id, version, updatedAt: _at, ...data } = workspaceSchema.parse(await (await api.initialize()).json());
  const lenderRates = [
    { lender: "Testbank", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct },
    { lender: "Otherbank", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: ratePct + 0.2 },
  ];
  expect((await api.sync({ workspace: { ...data, lenderRates, baseVersion: version }, borrowers: [] })).status).toBe(
    200,
  );
}

/** A couple buying before selling: two parts, costs, a bridging loan, a profile and advice for every risk. */
function dossier(): BorrowerChange {
  const profile = emptyProfile();
  profile.applicant.firstName = "Sanne";
  profile.applicant.lastName = "Bakker";
  profile.applicant.dateOfBirth = "1980-03-01";
  profile.applicant.grossAnnualIncome = 140_000;
  profile.property.value = 500_000;
  profile.property.energyLabel = "A";
  profile.wishes.loanParts = [
    // Rate 0: the quoted 4.0% for 10 years; 200,000 as a 30-year annuity is EUR 954.83 in the first month.
    {
      amount: 200_000,
      repayment: "annuity",
      interestRate: 0,
      fixedPeriodYears: 10,
      termMonths: 360,
      box: 1,
      transitionLaw: false,
    },
    // 100,000 interest only at 4.2% (box 3): 100,000 x 0.042 / 12 = EUR 350.00.
    {
      amount: 100_000,
      repayment: "interest_only",
      interestRate: 4.2,
      fixedPeriodYears: 10,
      termMonths: 360,
      box: 3,
      transitionLaw: false,
    },
  ];
  profile.purchaseCosts = { notaryFee: 1_200, valuationFee: 750, adviceFee: 2_950 };
  profile.wishes.bridging = {
    enabled: true,
    expectedSalePrice: 400_000,
    remainingMortgage: 250_000,
    interestRate: 6,
    termMonths: 12,
    soldUnconditionally: false,
    oldHomeMonthlyCosts: 900,
  };
  profile.advice = {
    goals: "A larger home near school; fixed costs for ten years.",
    knowledge: "good",
    experience: "One earlier annuity mortgage (2012).",
    riskAppetite: "low",
    riskAdvice: {
      death: "Term life cover of EUR 150,000 on each partner.",
      disability: "WIA gap cover: the shortfall is EUR 410 a month.",
      unemployment: "Keep EUR 15,000 savings as a buffer.",
      retirement: "The box 3 part is repaid from savings before 2047.",
    },
    lender: "Testbank",
    product: "Testbank Hypotheek 10 jaar vast",
    lenderReasons: "Lowest net costs and free penalty-free moving.",
  };
  return newBorrowerChange(profile);
}

async function issue(api: Client, id: string) {
  const response = await api.issue(id);
  expect(response.status).toBe(201);
  return issuedReportSchema.parse(await response.json()) as IssuedReport;
}

describe("the adviesrapport is issued with the dossier's advice, loan parts, costs and bridging loan", () => {
  it("freezes the profile, advice per risk, parts and lender comparison, and reopens them unchanged", async () => {
    const api = await client();
    await setRates(api, 4);
    const change = dossier();
    const synced = syncResponseSchema.parse(await (await api.sync({ workspace: null, borrowers: [change] })).json());
    const saved = synced.borrowers.find((borrower) => borrower.id === change.id);
    expect(saved?.profile.advice).toEqual(change.profile.advice);

    const first = await issue(api, change.id);
    expect(first.report.borrower.profile.advice).toEqual(change.profile.advice);
    expect(first.report.borrower.profile.wishes.loanParts).toEqual(change.profile.wishes.loanParts);
    const result = first.report.result;
    expect(result.loanParts?.map((part) => part.firstMonth.gross)).toEqual([954.83, 350]);
    expect(result.loanParts?.[0]?.interestRate).toBe(4);
    expect(result.monthlyGross).toBe(1304.83);
    // Bridging: 90% x 400,000 - 250,000 = 110,000 at 6%: EUR 550.00 a month; the old home's 900 counts as obligation.
    expect(result.bridging).toMatchObject({ amount: 110_000, monthlyInterest: 550, doubleCostsMonthly: 900 });
    expect(result.bridging?.monthlyGrossWithBridging).toBe(1854.83);
    expect(result.obligationsMonthly).toBe(900);
    expect(result.purchaseCosts).toMatchObject({ notaryFee: 1_200, valuationFee: 750, adviceFee: 2_950 });
    expect(first.report.lenderQuotes.map((quote) => quote.lender)).toEqual(["Testbank", "Otherbank"]);

    // The adviser changes the advice, the parts and the rates afterwards: the issued version does not move.
    const edited = structuredClone(change.profile);
    edited.advice.riskAdvice.death = "No cover: the client declined.";
    edited.wishes.loanParts = edited.wishes.loanParts.slice(0, 1).map((part) => ({ ...part, amount: 250_000 }));
    const update = {
      ...change,
      baseVersion: saved?.version,
      profile: edited,
      fieldTimes: { "profile.advice.riskAdvice.death": Date.now(), "profile.wishes.loanParts": Date.now() },
    };
    expect((await api.sync({ workspace: null, borrowers: [update] })).status).toBe(200);
    await setRates(api, 4.5);

    const reopened = issuedReportSchema.parse(await (await api.open(change.id, first.id)).json());
    expect(reopened.report).toEqual(first.report);
    expect(reopened.report.borrower.profile.advice.riskAdvice.death).toBe(change.profile.advice.riskAdvice.death);

    const second = await issue(api, change.id);
    expect(second.report.borrower.profile.advice.riskAdvice.death).toBe("No cover: the client declined.");
    expect(second.report.result.loanParts?.map((part) => part.amount)).toEqual([250_000]);
    expect(second.report.lenderQuotes[0]?.rate.ratePct).toBe(4.5);
  });
});

describe("the issued report signs its risk analysis", () => {
  it("freezes the analysis with the assumptions the adviser set, and the defaults when none were set", async () => {
    const api = await client();
    await setRates(api, 4);
    const change = dossier();
    expect((await api.sync({ workspace: null, borrowers: [change] })).status).toBe(200);

    const response = await api.issue(change.id, { riskOptions: { rateAfterFixed: 6.5, disabilityDegree: 50 } });
    expect(response.status).toBe(201);
    const issued = issuedReportSchema.parse(await response.json());
    const frozen = issued.report.riskAnalysis;
    expect(frozen?.options).toMatchObject({ rateAfterFixed: 6.5, disabilityDegree: 50 });
    expect(frozen?.analysis.rateAfterFixed).toBe(6.5);
    expect(frozen?.analysis.scenarios.map((scenario) => scenario.kind)).toEqual(
      expect.arrayContaining(["retirement", "disability", "unemployment"]),
    );
    // Reopened after the rates changed: the analysis is the one signed, figure for figure.
    await setRates(api, 5);
    const reopened = issuedReportSchema.parse(await (await api.open(change.id, issued.id)).json());
    expect(reopened.report.riskAnalysis).toEqual(frozen);

    const plain = issuedReportSchema.parse(await (await api.issue(change.id)).json());
    expect(plain.report.riskAnalysis?.options).toMatchObject({ disabilityDegree: 100, disabilityPermanent: false });
    expect(plain.report.riskAnalysis?.analysis.rateAfterFixed).toBe(5);
  });
});

describe("POST /api/mortgage/calculate with a bridging loan", () => {
  const base = {
    year: 2026,
    applicants: [{ grossAnnualIncome: 80_000 }],
    interestRate: 4,
    fixedPeriodYears: 10,
    loanAmount: 300_000,
  };
  const bridging = { expectedSalePrice: 400_000, remainingMortgage: 250_000, interestRate: 6, termMonths: 24 };

  it("answers the amount, interest and the old home's costs in the maximum, explained", async () => {
    const api = await client();
    const plain = calculationResultSchema.parse(await (await api.calculate(base)).json());
    const response = await api.calculate({ ...base, bridging: { ...bridging, oldHomeMonthlyCosts: 1_000 } });
    expect(response.status).toBe(200);
    const result = calculationResultSchema.parse(await response.json());
    expect(result.bridging).toMatchObject({ amount: 110_000, monthlyInterest: 550, totalInterest: 13_200 });
    expect(result.obligationsMonthly).toBe(plain.obligationsMonthly + 1_000);
    expect(result.maxByIncome).toBeLessThan(plain.maxByIncome);
    expect(result.explanations.find((item) => item.figure === "bridging.amount")?.source.legalBasis).toMatch(
      /overbruggingskrediet/,
    );
  });

  it("refuses a bridging term beyond 36 months with 400", async () => {
    const api = await client();
    const response = await api.calculate({ ...base, bridging: { ...bridging, termMonths: 48 } });
    expect(response.status).toBe(400);
  });
});
