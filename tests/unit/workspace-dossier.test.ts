import { describe, expect, it } from "vitest";
import {
  type Borrower,
  documentExpiry,
  effectiveStatus,
  emptyProfile,
  type KycDocument,
  type LenderRate,
} from "../../schemas/workspace";
import { ageOn, calculateFor, compareLenders, informationGaps, rateFor, wftDuties } from "../../web/workspace/dossier";

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
): KycDocument => ({
  id: `${type}-${status}`,
  borrowerId: "b1",
  type,
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
