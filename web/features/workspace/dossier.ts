import { normsFor } from "#domain/mortgage";
import { aowSituation } from "#domain/mortgage/aow";
import {
  ageInYearsAndMonths,
  type CalculationOutcome,
  dossierLoanAmount,
  NORMS_YEAR,
} from "#domain/mortgage/from-dossier";
import { effectiveStatus } from "#domain/workspace/kyc-documents";
import { adviceRisks, clientProfileComplete, risksWithoutAdvice } from "#schemas/advice-profile";
import type { Borrower, DocumentType, KycDocument, Person, PersonRole } from "#schemas/workspace";

// The dossier's calculation input lives beside the engine, so the Worker freezes a report with the same code.
export {
  ageOn,
  bestRate,
  type CalculationOutcome,
  calculateFor,
  calculationInputFor,
  compareLenders,
  dossierLoanAmount,
  FALLBACK_RATE_PCT,
  type LenderQuote,
  loanToValue,
  NORMS_YEAR,
  rateFor,
} from "#domain/mortgage/from-dossier";

export interface Gap {
  key: string;
  kind: "document" | "data";
  documentType?: DocumentType;
  /** Which person the gap is about. */
  person?: PersonRole;
}

/** A person's name as the dossier holds it, or the fallback (e.g. "partner") while it is empty. */
export function personName(borrower: Pick<Borrower, "profile">, person: PersonRole, fallback: string): string {
  const { firstName, lastName } = borrower.profile[person];
  return `${firstName} ${lastName}`.trim() || fallback;
}

/** Whose a document is: rows from before couples had their own slots are the applicant's. */
export const documentPerson = (document: Pick<KycDocument, "person">): PersonRole => document.person ?? "applicant";

const isEmployed = (person: Person) =>
  person.employment === "employed_permanent" || person.employment === "employed_temporary";

/**
 * What is missing for this borrower's situation, derived from the profile and the KYC documents: nothing is typed
 * in by hand. A document counts as present when it is pending or valid and not expired.
 */
export function informationGaps(borrower: Borrower, documents: KycDocument[], today: string): Gap[] {
  // Identity and income evidence are each person's own; the other documents are the dossier's, whoever's slot.
  const have = (type: DocumentType, person?: PersonRole) =>
    documents.some(
      (document) =>
        document.type === type &&
        (person === undefined || documentPerson(document) === person) &&
        ["pending", "valid"].includes(effectiveStatus(document, today)),
    );
  const { profile } = borrower;
  const gaps: Gap[] = [];
  const needDocument = (type: DocumentType, key: string = type, person?: PersonRole) => {
    if (!have(type, person))
      gaps.push(
        person ? { key, kind: "document", documentType: type, person } : { key, kind: "document", documentType: type },
      );
  };
  const needData = (ok: boolean, key: string, person?: Gap["person"]) => {
    if (!ok) gaps.push({ key, kind: "data", person });
  };

  const people: [PersonRole, Person][] = [["applicant", profile.applicant]];
  if (profile.hasPartner) people.push(["partner", profile.partner]);
  for (const [who] of people) {
    const expiredIdentity = documents.some(
      (document) =>
        document.type === "identiteitsbewijs" &&
        documentPerson(document) === who &&
        effectiveStatus(document, today) === "expired",
    );
    needDocument("identiteitsbewijs", expiredIdentity ? "identiteitsbewijs_expired" : "identiteitsbewijs", who);
  }
  needDocument("uittreksel_brp");
  if (profile.maritalStatus === "divorced") needDocument("echtscheidingsstukken");

  for (const [who, person] of people) {
    if (!isEmployed(person)) continue;
    needDocument("werkgeversverklaring", "werkgeversverklaring", who);
    needDocument("salarisstrook", "salarisstrook", who);
  }
  for (const [who, person] of people) {
    needData(Boolean(person.firstName && person.lastName), "name", who);
    needData(person.dateOfBirth !== null, "dateOfBirth", who);
    if (person.employment !== "none") needData(person.grossAnnualIncome > 0, "income", who);
    if (person.employment === "employed_temporary" && !person.declarationOfIntent) {
      gaps.push({ key: "declarationOfIntent", kind: "data", person: who });
    }
    if (person.employment === "self_employed") gaps.push({ key: "selfEmployedFigures", kind: "data", person: who });
    const age = ageInYearsAndMonths(person.dateOfBirth, today);
    const aow = aowSituation(normsFor(NORMS_YEAR), { aow: false, age: age?.years, ageMonths: age?.months });
    if (aow.within) needData(person.incomeAfterAow > 0, "incomeAfterAow", who);
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
  needData(dossierLoanAmount(profile) > 0, "loanAmount");
  needData(Boolean(profile.contact.email || profile.contact.phone), "contact");
  needData(borrower.bsnMasked !== null, "bsn", profile.hasPartner ? "applicant" : undefined);
  if (profile.hasPartner) needData((borrower.partnerBsnMasked ?? null) !== null, "bsn", "partner");
  needData(
    profile.risks.unemploymentCover ||
      profile.risks.disabilityCover ||
      profile.risks.deathCover ||
      profile.risks.notes.trim().length > 0 ||
      risksWithoutAdvice(profile.advice).length < adviceRisks.length,
    "risks",
  );
  return gaps;
}

export interface DutyStatus {
  article: "4:23" | "4:34";
  open: string[];
}

/** What the adviser has on file for Wft 4:23 beyond the dossier's data. */
export interface AdviceRecord {
  /** Goals, knowledge and experience, and risk appetite recorded in the dossier's advice tab. */
  clientProfile: boolean;
  /** A report has been issued (signed and frozen) for this borrower. */
  writtenAdvice: boolean;
  /** The adviser wrote what was advised for each risk (death, disability, unemployment, retirement). */
  riskAdvice?: boolean;
}

/** What the dossier records for Wft 4:23, and whether a written (issued) advice exists. */
export const adviceRecord = (borrower: Borrower, issuedReports: number): AdviceRecord => ({
  clientProfile: clientProfileComplete(borrower.profile.advice),
  writtenAdvice: issuedReports > 0,
  riskAdvice: risksWithoutAdvice(borrower.profile.advice).length === 0,
});

/**
 * The Wft duties the dossier covers and what is still open for each. Suitable advice (4:23) is never "covered"
 * without a client profile and written advice, whatever else the dossier holds.
 */
export function wftDuties(
  gaps: Gap[],
  outcome: CalculationOutcome,
  advice: AdviceRecord = { clientProfile: false, writtenAdvice: false },
): DutyStatus[] {
  const has = (key: string) => gaps.some((gap) => gap.key === key);
  const suitability: string[] = [];
  if (!advice.clientProfile) suitability.push("clientProfile");
  if (has("loanAmount")) suitability.push("wishes");
  if (has("risks")) suitability.push("risks");
  if (advice.riskAdvice === false) suitability.push("riskAdvice");
  if (has("propertyValue")) suitability.push("property");
  if (!advice.writtenAdvice) suitability.push("writtenAdvice");
  const credit: string[] = [];
  if (has("income") || has("selfEmployedFigures")) credit.push("income");
  if (has("incomeAfterAow")) credit.push("incomeAfterAow");
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
