import { describe, expect, it } from "vitest";
import { documentExpiry, effectiveStatus } from "../../domain/workspace/kyc-documents";
import { type Borrower, emptyProfile, type KycDocument, type LenderRate } from "../../schemas/workspace";
import {
  ageOn,
  calculateFor,
  compareLenders,
  informationGaps,
  rateFor,
  wftDuties,
} from "../../web/features/workspace/dossier";

function borrower(edit: (profile: Borrower["profile"]) => void = () => undefined): Borrower {
  const profile = emptyProfile();
  profile.applicant.firstName = "Jan";
  profile.applicant.lastName = "Jansen";
  profile.applicant.dateOfBirth = "1990-01-01";
  profile.applicant.grossAnnualIncome = 60_000;
  edit(profile);
  return {
    id: "b1",
    version: 1,
    name: "Jan Jansen",
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

const document = (
  type: KycDocument["type"],
  status: KycDocument["status"],
  issuedAt: string | null = null,
  person: KycDocument["person"] = "applicant",
): KycDocument => ({
  id: `${type}-${status}-${person}`,
  borrowerId: "b1",
  type,
  person,
  status,
  fileName: `${type}.pdf`,
  size: 1,
  issuedAt,
  expiresAt: documentExpiry(type, issuedAt),
  uploadedAt: 0,
  note: "",
  indexDocumentId: null,
  indexStatus: null,
});

const keys = (b: Borrower, documents: KycDocument[] = []) =>
  informationGaps(b, documents, "2026-03-01").map((gap) => gap.key);

describe("information gaps", () => {
  it("asks each person of a couple for their own identity, income evidence and BSN, naming the person", () => {
    const couple = borrower((profile) => {
      profile.hasPartner = true;
      profile.partner.firstName = "Sophie";
      profile.partner.lastName = "Kramer";
      profile.partner.dateOfBirth = "1991-05-05";
      profile.partner.grossAnnualIncome = 40_000;
    });
    couple.bsnMasked = "*****2333";
    const applicantOnly = ["identiteitsbewijs", "werkgeversverklaring", "salarisstrook"].map((type) =>
      document(type as KycDocument["type"], "valid", type === "identiteitsbewijs" ? "2024-01-01" : null),
    );
    const gaps = informationGaps(couple, applicantOnly, "2026-03-01");
    const partnerGaps = gaps.filter((gap) => gap.person === "partner").map((gap) => gap.key);
    expect(partnerGaps).toEqual(
      expect.arrayContaining(["identiteitsbewijs", "werkgeversverklaring", "salarisstrook", "bsn"]),
    );
    expect(gaps.filter((gap) => gap.person === "applicant").map((gap) => gap.key)).not.toContain("identiteitsbewijs");

    const hers = ["identiteitsbewijs", "werkgeversverklaring", "salarisstrook"].map((type) =>
      document(type as KycDocument["type"], "pending", type === "identiteitsbewijs" ? "2024-01-01" : null, "partner"),
    );
    couple.partnerBsnMasked = "*****6782";
    const complete = informationGaps(couple, [...applicantOnly, ...hers], "2026-03-01");
    expect(complete.filter((gap) => gap.person === "partner").map((gap) => gap.key)).toEqual([]);
  });

  it("asks an employed borrower for the employer's statement and salary slips, not divorce papers", () => {
    const gaps = keys(borrower());
    expect(gaps).toContain("werkgeversverklaring");
    expect(gaps).toContain("salarisstrook");
    expect(gaps).not.toContain("echtscheidingsstukken");
  });

  it("asks a divorced borrower for the divorce documents, and a self-employed one for income figures", () => {
    const gaps = keys(
      borrower((profile) => {
        profile.maritalStatus = "divorced";
        profile.applicant.employment = "self_employed";
      }),
    );
    expect(gaps).toContain("echtscheidingsstukken");
    expect(gaps).toContain("selfEmployedFigures");
    expect(gaps).not.toContain("werkgeversverklaring");
  });

  it("closes a document gap when a pending or valid document is there, but not for an invalid one", () => {
    const b = borrower();
    expect(keys(b, [document("werkgeversverklaring", "pending")])).not.toContain("werkgeversverklaring");
    expect(keys(b, [document("werkgeversverklaring", "invalid")])).toContain("werkgeversverklaring");
  });

  it("treats an identity document as expired 10 years after issue and asks for a new one", () => {
    const expired = document("identiteitsbewijs", "valid", "2016-02-28");
    expect(expired.expiresAt).toBe("2026-02-28");
    expect(effectiveStatus(expired, "2026-03-01")).toBe("expired");
    expect(keys(borrower(), [expired])).toContain("identiteitsbewijs_expired");
    expect(keys(borrower(), [document("identiteitsbewijs", "valid", "2020-05-01")])).not.toContain("identiteitsbewijs");
  });

  it("needs a valuation for an existing home but not for new build", () => {
    const existing = keys(
      borrower((p) => {
        p.property.value = 400_000;
      }),
    );
    expect(existing).toContain("taxatierapport");
    expect(existing).toContain("koopakte");
    const newBuild = keys(
      borrower((p) => {
        p.property.value = 400_000;
        p.property.newBuild = true;
      }),
    );
    expect(newBuild).not.toContain("taxatierapport");
  });
});

describe("calculation, lenders and duties", () => {
  const rates: LenderRate[] = [
    { lender: "A", fixedPeriodYears: 10, ltvMaxPct: 80, nhg: false, ratePct: 3.5 },
    { lender: "A", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 3.9 },
    { lender: "A", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: true, ratePct: 3.2 },
    { lender: "B", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 3.7 },
  ];

  it("picks the lowest LTV band that fits, or the NHG rate", () => {
    expect(rateFor(rates, "A", 10, 75, false)?.ratePct).toBe(3.5);
    expect(rateFor(rates, "A", 10, 95, false)?.ratePct).toBe(3.9);
    expect(rateFor(rates, "A", 10, 95, true)?.ratePct).toBe(3.2);
    expect(rateFor(rates, "B", 20, 95, false)).toBeNull();
  });

  it("runs the calculator engine on the dossier and compares lenders cheapest net first", () => {
    const b = borrower((p) => {
      p.property.value = 400_000;
      p.wishes.loanAmount = 380_000;
    });
    const outcome = calculateFor(b, rates, "2026-03-01");
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.ratePct).toBe(3.7);
    const quotes = compareLenders(b, rates, "2026-03-01");
    expect(quotes.map((quote) => quote.lender)).toEqual(["B", "A"]);
    expect(quotes[0]?.monthlyNet).toBeLessThan(quotes[1]?.monthlyNet ?? 0);
  });

  it("cannot calculate without income and says so under Wft 4:34", () => {
    const b = borrower((p) => {
      p.applicant.grossAnnualIncome = 0;
    });
    const outcome = calculateFor(b, rates, "2026-03-01");
    expect(outcome.ok).toBe(false);
    const duties = wftDuties(informationGaps(b, [], "2026-03-01"), outcome);
    expect(duties.find((duty) => duty.article === "4:34")?.open).toContain("calculation");
  });

  it("Wft 4:34 counts a valid salary slip as income evidence and names only the document that is missing", () => {
    const b = borrower();
    const outcome = calculateFor(b, rates, "2026-03-01");
    const open = (documents: KycDocument[]) =>
      wftDuties(informationGaps(b, documents, "2026-03-01"), outcome).find((duty) => duty.article === "4:34")?.open;
    expect(open([])).toContain("incomeEvidence");
    const slipOnly = open([document("salarisstrook", "valid")]);
    expect(slipOnly).not.toContain("incomeEvidence");
    expect(slipOnly).toContain("employerStatement");
    expect(open([document("werkgeversverklaring", "valid")])).toContain("salarySlip");
    const both = open([document("salarisstrook", "valid"), document("werkgeversverklaring", "pending")]);
    expect(both?.filter((item) => ["incomeEvidence", "employerStatement", "salarySlip"].includes(item))).toEqual([]);
  });

  it("computes age on a date", () => {
    expect(ageOn("1990-03-02", "2026-03-01")).toBe(35);
    expect(ageOn("1990-03-01", "2026-03-01")).toBe(36);
  });
});

describe("the dossier reaches the calculation (issue 20)", () => {
  const today = "2026-03-01";
  const couple = (afterAow: [number, number]) =>
    borrower((profile) => {
      profile.applicant.dateOfBirth = "1966-01-01"; // 60 on 2026-03-01
      profile.applicant.incomeAfterAow = afterAow[0];
      profile.hasPartner = true;
      profile.partner.dateOfBirth = "1968-01-01"; // 58
      profile.partner.grossAnnualIncome = 40_000;
      profile.partner.incomeAfterAow = afterAow[1];
      profile.property.energyLabel = "A";
    });

  it("AOW within 10 years comes from the dates of birth: 60/58 on EUR 35,000 + 27,000 after AOW gives EUR 369,292", () => {
    const outcome = calculateFor(couple([35_000, 27_000]), [], today, 3.9);
    if (!outcome.ok) throw new Error(outcome.issues.join());
    expect(outcome.result.financeCostTable).toBe("aowBox1");
    expect(outcome.result.maxMortgage).toBe(369_292);
  });

  it("without the income after AOW the gap is named and the calculation says which field", () => {
    const b = couple([0, 27_000]);
    expect(informationGaps(b, [], today)).toContainEqual({ key: "incomeAfterAow", kind: "data", person: "applicant" });
    const outcome = calculateFor(b, [], today, 3.9);
    expect(outcome.ok ? [] : outcome.issues).toContain("applicants.0.incomeAfterAow");
    expect(wftDuties(informationGaps(b, [], today), outcome)[1]?.open).toContain("incomeAfterAow");
  });

  it("the employment type 'retired' no longer decides AOW when the date of birth says 45", () => {
    const b = borrower((profile) => {
      profile.applicant.dateOfBirth = "1981-01-01";
      profile.applicant.employment = "retired";
    });
    const outcome = calculateFor(b, [], today, 4);
    expect(outcome.ok && outcome.result.financeCostTable).toBe("nonAowBox1");
  });

  it("other obligations, partner alimony, new build and the NHG choice reach the calculation", () => {
    const base = (edit: (profile: Borrower["profile"]) => void = () => undefined) =>
      borrower((profile) => {
        profile.property.value = 232_500;
        profile.wishes.loanAmount = 200_000;
        edit(profile);
      });
    const plain = calculateFor(base(), [], today, 3.6);
    const other = calculateFor(
      base((p) => {
        p.obligations.otherMonthly = 350;
      }),
      [],
      today,
      3.6,
    );
    if (!plain.ok || !other.ok) throw new Error("not calculated");
    expect(plain.result.maxByIncome - other.result.maxByIncome).toBe(76_983); // 350 x 219.9517
    const alimony = calculateFor(
      base((p) => {
        p.obligations.alimonyMonthly = 500;
      }),
      [],
      today,
      3.6,
    );
    expect(alimony.ok && alimony.result.toetsinkomen).toBe(60_000 - 6_000);
    const newBuild = calculateFor(
      base((p) => {
        p.property.newBuild = true;
        p.property.firstHome = false;
      }),
      [],
      today,
      3.6,
    );
    expect(newBuild.ok && newBuild.result.purchaseCosts.transferTax).toBe(0);
    const noNhg = calculateFor(
      base((p) => {
        p.wishes.nhg = false;
      }),
      [],
      today,
      3.6,
    );
    expect(noNhg.ok && noNhg.result.purchaseCosts.nhgFee).toBe(0);
    expect(plain.result.purchaseCosts.nhgFee).toBe(0); // the empty profile chooses no NHG
    const nhg = calculateFor(
      base((p) => {
        p.wishes.nhg = true;
      }),
      [],
      today,
      3.6,
    );
    expect(nhg.ok && nhg.result.purchaseCosts.nhgFee).toBe(800); // 0.4% of 200,000
  });

  it("Wft 4:23 is not covered without a client profile and written advice", () => {
    const b = borrower((profile) => {
      profile.wishes.loanAmount = 200_000;
      profile.property.value = 300_000;
      profile.risks.deathCover = true;
    });
    const outcome = calculateFor(b, [], today, 4);
    const gaps = informationGaps(b, [], today);
    expect(wftDuties(gaps, outcome)[0]?.open).toEqual(["clientProfile", "writtenAdvice"]);
    expect(wftDuties(gaps, outcome, { clientProfile: false, writtenAdvice: true })[0]?.open).toEqual(["clientProfile"]);
    expect(wftDuties(gaps, outcome, { clientProfile: true, writtenAdvice: true })[0]?.open).toEqual([]);
  });
});
