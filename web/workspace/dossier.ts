import {
  type CalculationInput,
  type CalculationResult,
  calculateMortgage,
  calculationRequestSchema,
} from "#schemas/mortgage";
import {
  type Borrower,
  type DocumentType,
  effectiveStatus,
  type KycDocument,
  type LenderRate,
  type Person,
} from "#schemas/workspace";

/** The norms year the dossier is checked against. */
export const NORMS_YEAR = 2026;
/** Used when the workspace has no rate for the borrower's fixed period: a prudent round figure. */
export const FALLBACK_RATE_PCT = 4;

export function ageOn(dateOfBirth: string | null, today: string): number | undefined {
  if (!dateOfBirth) return undefined;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export interface Gap {
  key: string;
  kind: "document" | "data";
  documentType?: DocumentType;
  /** Which person the gap is about. */
  person?: "applicant" | "partner";
}

const isEmployed = (person: Person) =>
  person.employment === "employed_permanent" || person.employment === "employed_temporary";

/**
 * What is missing for this borrower's situation, derived from the profile and the KYC documents: nothing is typed
 * in by hand. A document counts as present when it is pending or valid and not expired.
 */
export function informationGaps(borrower: Borrower, documents: KycDocument[], today: string): Gap[] {
  const have = (type: DocumentType) =>
    documents.some(
      (document) => document.type === type && ["pending", "valid"].includes(effectiveStatus(document, today)),
    );
  const { profile } = borrower;
  const gaps: Gap[] = [];
  const needDocument = (type: DocumentType, key: string = type) => {
    if (!have(type)) gaps.push({ key, kind: "document", documentType: type });
  };
  const needData = (ok: boolean, key: string, person?: Gap["person"]) => {
    if (!ok) gaps.push({ key, kind: "data", person });
  };

  const expiredIdentity = documents.some(
    (document) => document.type === "identiteitsbewijs" && effectiveStatus(document, today) === "expired",
  );
  needDocument("identiteitsbewijs", expiredIdentity ? "identiteitsbewijs_expired" : "identiteitsbewijs");
  needDocument("uittreksel_brp");
  if (profile.maritalStatus === "divorced") needDocument("echtscheidingsstukken");

  const people: [Gap["person"], Person][] = [["applicant", profile.applicant]];
  if (profile.hasPartner) people.push(["partner", profile.partner]);
  if (people.some(([, person]) => isEmployed(person))) {
    needDocument("werkgeversverklaring");
    needDocument("salarisstrook");
  }
  for (const [who, person] of people) {
    needData(Boolean(person.firstName && person.lastName), "name", who);
    needData(person.dateOfBirth !== null, "dateOfBirth", who);
    if (person.employment !== "none") needData(person.grossAnnualIncome > 0, "income", who);
    if (person.employment === "employed_temporary" && !person.declarationOfIntent) {
      gaps.push({ key: "declarationOfIntent", kind: "data", person: who });
    }
    if (person.employment === "self_employed") gaps.push({ key: "selfEmployedFigures", kind: "data", person: who });
  }
  const obligations = profile.obligations;
  if (profile.wishes.ownFunds > 0 || obligations.creditLimits > 0 || obligations.studentDebtMonthly > 0) {
    needDocument("bankafschriften");
  }
  if (profile.property.value > 0) {
    needDocument("koopakte");
    if (!profile.property.newBuild) needDocument("taxatierapport");
  }
  needData(profile.property.value > 0, "propertyValue");
  needData(profile.property.energyLabel !== null, "energyLabel");
  needData(profile.wishes.loanAmount > 0, "loanAmount");
  needData(Boolean(profile.contact.email || profile.contact.phone), "contact");
  needData(borrower.bsnMasked !== null, "bsn");
  needData(
    profile.risks.unemploymentCover ||
      profile.risks.disabilityCover ||
      profile.risks.deathCover ||
      profile.risks.notes.trim().length > 0,
    "risks",
  );
  return gaps;
}

/** The rate for a fixed period and loan-to-value: the NHG rate when the loan has NHG, else the lowest band that fits. */
export function rateFor(rates: LenderRate[], lender: string, fixedPeriodYears: number, ltvPct: number, nhg: boolean) {
  const candidates = rates
    .filter((rate) => rate.lender === lender && rate.fixedPeriodYears === fixedPeriodYears && rate.nhg === nhg)
    .filter((rate) => nhg || rate.ltvMaxPct >= ltvPct)
    .sort((a, b) => a.ltvMaxPct - b.ltvMaxPct);
  return candidates[0] ?? null;
}

export const loanToValue = (borrower: Borrower) => {
  const { value } = borrower.profile.property;
  const loan = borrower.profile.wishes.loanAmount;
  return value > 0 && loan > 0 ? Math.round((loan / value) * 1000) / 10 : null;
};

/** The calculator's input from the dossier. */
export function calculationInputFor(borrower: Borrower, ratePct: number, today: string): CalculationInput {
  const { profile } = borrower;
  const people = [profile.applicant, ...(profile.hasPartner ? [profile.partner] : [])];
  return {
    year: NORMS_YEAR,
    applicants: people.map((person, index) => {
      const age = ageOn(person.dateOfBirth, today);
      return {
        grossAnnualIncome: person.grossAnnualIncome,
        aow: person.employment === "retired",
        age: age !== undefined && age >= 18 && age <= 120 ? age : undefined,
        starterExemptionUsed: !profile.property.firstHome,
        studentDebtMonthly: index === 0 ? profile.obligations.studentDebtMonthly : 0,
        creditLimits: index === 0 ? profile.obligations.creditLimits : 0,
        alimonyMonthly: index === 0 ? profile.obligations.alimonyMonthly : 0,
      };
    }),
    interestRate: ratePct,
    fixedPeriodYears: profile.wishes.fixedPeriodYears,
    energyLabel: profile.property.energyLabel,
    energySavingMeasures: profile.property.energySavingMeasures,
    propertyValue: profile.property.value > 0 ? profile.property.value : undefined,
    wozValue: profile.property.wozValue > 0 ? profile.property.wozValue : undefined,
    loanAmount: profile.wishes.loanAmount > 0 ? profile.wishes.loanAmount : undefined,
    loanType: profile.wishes.loanType,
  };
}

export type CalculationOutcome =
  | { ok: true; result: CalculationResult; ratePct: number }
  | { ok: false; issues: string[] };

/** The best available rate for the borrower's case: the lowest rate any lender quotes for it. */
export function bestRate(borrower: Borrower, rates: LenderRate[]): number {
  const ltv = loanToValue(borrower) ?? 100;
  const lenders = [...new Set(rates.map((rate) => rate.lender))];
  const quotes = lenders
    .map((lender) => rateFor(rates, lender, borrower.profile.wishes.fixedPeriodYears, ltv, borrower.profile.wishes.nhg))
    .filter((rate): rate is LenderRate => rate !== null)
    .map((rate) => rate.ratePct);
  return quotes.length ? Math.min(...quotes) : FALLBACK_RATE_PCT;
}

export function calculateFor(
  borrower: Borrower,
  rates: LenderRate[],
  today: string,
  ratePct?: number,
): CalculationOutcome {
  const rate = ratePct ?? bestRate(borrower, rates);
  const parsed = calculationRequestSchema.safeParse(calculationInputFor(borrower, rate, today));
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => issue.path.join(".")) };
  if (parsed.data.applicants.every((applicant) => applicant.grossAnnualIncome === 0)) {
    return { ok: false, issues: ["applicants.grossAnnualIncome"] };
  }
  return { ok: true, result: calculateMortgage(parsed.data), ratePct: rate };
}

export interface LenderQuote {
  lender: string;
  rate: LenderRate;
  monthlyGross: number;
  monthlyNet: number;
  withinMaximum: boolean;
}

/** Lenders compared on this case: each lender's rate for the fixed period and LTV band (or NHG), cheapest net first. */
export function compareLenders(borrower: Borrower, rates: LenderRate[], today: string): LenderQuote[] {
  const ltv = loanToValue(borrower) ?? 100;
  const lenders = [...new Set(rates.map((rate) => rate.lender))];
  const quotes: LenderQuote[] = [];
  for (const lender of lenders) {
    const rate = rateFor(rates, lender, borrower.profile.wishes.fixedPeriodYears, ltv, borrower.profile.wishes.nhg);
    if (!rate) continue;
    const outcome = calculateFor(borrower, rates, today, rate.ratePct);
    if (!outcome.ok) continue;
    quotes.push({
      lender,
      rate,
      monthlyGross: outcome.result.monthlyGross,
      monthlyNet: outcome.result.monthlyNet,
      withinMaximum: outcome.result.loan.withinMaximum,
    });
  }
  return quotes.sort((a, b) => a.monthlyNet - b.monthlyNet);
}

export interface DutyStatus {
  article: "4:23" | "4:34";
  open: string[];
}

/** The Wft duties the dossier covers and what is still open for each. */
export function wftDuties(gaps: Gap[], outcome: CalculationOutcome): DutyStatus[] {
  const has = (key: string) => gaps.some((gap) => gap.key === key);
  const suitability: string[] = [];
  if (has("loanAmount")) suitability.push("wishes");
  if (has("risks")) suitability.push("risks");
  if (has("propertyValue")) suitability.push("property");
  const credit: string[] = [];
  if (has("income") || has("selfEmployedFigures")) credit.push("income");
  // Income evidence is missing only when neither document is there; one missing is named as itself, so a dossier
  // with a valid salary slip never reads "income evidence is missing".
  const noStatement = has("werkgeversverklaring");
  const noSlip = has("salarisstrook");
  if (noStatement && noSlip) credit.push("incomeEvidence");
  else if (noStatement) credit.push("employerStatement");
  else if (noSlip) credit.push("salarySlip");
  if (has("bankafschriften")) credit.push("obligationsEvidence");
  if (!outcome.ok) credit.push("calculation");
  else if (!outcome.result.loan.withinMaximum) credit.push("aboveMaximum");
  if (has("identiteitsbewijs") || has("identiteitsbewijs_expired") || has("bsn")) credit.push("identity");
  return [
    { article: "4:23", open: suitability },
    { article: "4:34", open: credit },
  ];
}

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
