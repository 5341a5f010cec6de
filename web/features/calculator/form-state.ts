import type { CalculationInput, EnergyLabel, LoanType } from "#domain/mortgage";
import type { RepaymentForm } from "#domain/mortgage/loan-parts";

export interface PartForm {
  amount: string;
  repayment: RepaymentForm;
  interestRate: string;
  fixedPeriodYears: string;
  termMonths: string;
  box: "1" | "3";
  transitionLaw: boolean;
}

export const emptyPart: PartForm = {
  amount: "",
  repayment: "annuity",
  interestRate: "",
  fixedPeriodYears: "10",
  termMonths: "360",
  box: "1",
  transitionLaw: false,
};

export interface BridgingForm {
  enabled: boolean;
  expectedSalePrice: string;
  remainingMortgage: string;
  interestRate: string;
  termMonths: string;
  oldHomeMonthlyCosts: string;
  soldUnconditionally: boolean;
}

export const emptyBridging: BridgingForm = {
  enabled: false,
  expectedSalePrice: "",
  remainingMortgage: "",
  interestRate: "",
  termMonths: "24",
  oldHomeMonthlyCosts: "",
  soldUnconditionally: false,
};

export interface ApplicantForm {
  income: string;
  age: string;
  aow: boolean;
  starterExemptionUsed: boolean;
  studentDebtMonthly: string;
  creditLimits: string;
  alimonyMonthly: string;
  childAlimonyMonthly: string;
  otherMonthly: string;
  incomeAfterAow: string;
}

export interface CalculatorForm {
  applicants: ApplicantForm[];
  interestRate: string;
  fixedPeriodYears: string;
  loanType: LoanType;
  loanAmount: string;
  interestOnlyAmount: string;
  interestDeductible: boolean;
  /** Loan parts; when there are any they replace the loan amount, repayment and interest-only fields. */
  parts: PartForm[];
  propertyValue: string;
  wozValue: string;
  energyLabel: EnergyLabel | "";
  energySavingMeasures: string;
  ownOccupied: boolean;
  newBuild: boolean;
  nhg: boolean;
  ownFunds: string;
  notaryFee: string;
  valuationFee: string;
  adviceFee: string;
  bridging: BridgingForm;
}

export const emptyApplicant: ApplicantForm = {
  income: "",
  age: "",
  aow: false,
  starterExemptionUsed: false,
  studentDebtMonthly: "",
  creditLimits: "",
  alimonyMonthly: "",
  childAlimonyMonthly: "",
  otherMonthly: "",
  incomeAfterAow: "",
};

export const initialForm: CalculatorForm = {
  applicants: [emptyApplicant],
  interestRate: "",
  fixedPeriodYears: "10",
  loanType: "annuity",
  loanAmount: "",
  interestOnlyAmount: "",
  interestDeductible: true,
  parts: [],
  propertyValue: "",
  wozValue: "",
  energyLabel: "",
  energySavingMeasures: "",
  ownOccupied: true,
  newBuild: false,
  nhg: true,
  ownFunds: "",
  notaryFee: "",
  valuationFee: "",
  adviceFee: "",
  bridging: emptyBridging,
};

/**
 * Reads a number as the adviser types it in their locale: "250.000" and "4,25" in Dutch, "250,000" and "4.25" in
 * English. A lone separator followed by one or two digits is read as a decimal comma or point in any locale.
 */
export function parseLocaleNumber(text: string, locale: string): number | undefined {
  const trimmed = text.replace(/[\s\u00a0€%]/g, "");
  if (trimmed === "") return undefined;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === "group")?.value ?? ",";
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  let normalised: string;
  const lone = /^-?\d+[.,]\d{1,2}$/.test(trimmed);
  if (lone) normalised = trimmed.replace(",", ".");
  else normalised = trimmed.split(group).join("").replace(decimal, ".");
  if (!/^-?\d*(\.\d+)?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** Turns the form into the API/engine request; empty optional fields are left out. */
export function toRequest(form: CalculatorForm, locale: string): CalculationInput {
  const num = (text: string) => parseLocaleNumber(text, locale);
  const money = (text: string) => num(text) ?? 0;
  const withParts = form.parts.length > 0;
  return {
    year: 2026,
    applicants: form.applicants.map((a) => ({
      grossAnnualIncome: num(a.income) ?? Number.NaN,
      aow: a.aow,
      age: num(a.age),
      starterExemptionUsed: a.starterExemptionUsed,
      studentDebtMonthly: money(a.studentDebtMonthly),
      creditLimits: money(a.creditLimits),
      alimonyMonthly: money(a.alimonyMonthly),
      childAlimonyMonthly: money(a.childAlimonyMonthly),
      otherMonthly: money(a.otherMonthly),
      incomeAfterAow: num(a.incomeAfterAow),
    })),
    interestRate: withParts ? num(form.interestRate) : (num(form.interestRate) ?? Number.NaN),
    fixedPeriodYears: num(form.fixedPeriodYears) ?? Number.NaN,
    loanParts: withParts
      ? form.parts.map((part) => ({
          amount: num(part.amount) ?? Number.NaN,
          repayment: part.repayment,
          interestRate: num(part.interestRate) ?? Number.NaN,
          fixedPeriodYears: num(part.fixedPeriodYears) ?? Number.NaN,
          termMonths: num(part.termMonths) ?? Number.NaN,
          box: part.box === "3" ? 3 : 1,
          transitionLaw: part.transitionLaw,
        }))
      : undefined,
    energyLabel: form.energyLabel === "" ? null : form.energyLabel,
    energySavingMeasures: money(form.energySavingMeasures),
    propertyValue: num(form.propertyValue),
    wozValue: num(form.wozValue),
    loanAmount: num(form.loanAmount),
    loanType: form.loanType,
    interestOnlyAmount: money(form.interestOnlyAmount),
    interestDeductible: form.interestDeductible,
    nhg: form.nhg,
    ownFunds: money(form.ownFunds),
    bridging: form.bridging.enabled
      ? {
          expectedSalePrice: num(form.bridging.expectedSalePrice) ?? Number.NaN,
          remainingMortgage: money(form.bridging.remainingMortgage),
          interestRate: num(form.bridging.interestRate) ?? Number.NaN,
          termMonths: num(form.bridging.termMonths) ?? Number.NaN,
          oldHomeMonthlyCosts: money(form.bridging.oldHomeMonthlyCosts),
          soldUnconditionally: form.bridging.soldUnconditionally,
        }
      : undefined,
    purchase: {
      ownOccupied: form.ownOccupied,
      newBuild: form.newBuild,
      notaryFee: money(form.notaryFee),
      valuationFee: money(form.valuationFee),
      adviceFee: money(form.adviceFee),
    },
  };
}

/** Maps a validation issue path ("applicants.0.grossAnnualIncome") to the form field that holds it. */
export function fieldOfIssue(path: PropertyKey[]): string {
  const [first, index, field] = path.map(String);
  if (first === "applicants" && index !== undefined) {
    const names: Record<string, string> = { grossAnnualIncome: "income" };
    return `applicants.${index}.${names[field ?? ""] ?? field ?? ""}`;
  }
  if (first === "purchase") return index ?? "";
  if (first === "loanParts" && index !== undefined) return `loanParts.${index}.${field ?? ""}`;
  if (first === "bridging" && index !== undefined) return `bridging.${index}`;
  return first ?? "";
}
