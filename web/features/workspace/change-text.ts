import type { TFunction } from "i18next";
import type { FieldChange } from "#schemas/workspace";

// i18next 27 types t() by namespace; a plain (key, options) => string signature no longer accepts it.
type Translate = TFunction<"workspace">;

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** A version's changes as an adviser reads them: a change from nothing to nothing (a new dossier's defaults) is none. */
export const visibleChanges = (changes: FieldChange[]) =>
  changes.filter((change) => !(isEmpty(change.from) && isEmpty(change.to)));

/** Where a field's label is not `fields.<last segment>` of the form. */
const labelKeys: Record<string, string> = {
  status: "history.status",
  bsn: "history.bsn",
  "partner.bsn": "history.bsn",
  "profile.risks.notes": "fields.riskNotes",
  "profile.property.value": "fields.propertyValue",
};

/** Fields of the advice tab are labelled as that tab labels them (`advice.*`). */
function adviceLabelKey(field: string): string | undefined {
  const last = field.split(".").at(-1) ?? field;
  if (field.startsWith("profile.advice.riskAdvice.")) return `advice.risks.${last}`;
  if (field.startsWith("profile.advice.") || field.startsWith("profile.purchaseCosts.")) return `advice.${last}`;
  if (field.startsWith("profile.wishes.bridging.")) return `advice.bridging.${last}`;
  if (field === "profile.wishes.loanParts") return "advice.sections.loan";
  return undefined;
}

/** Which person or part of the dossier a field belongs to, when the label alone does not say. */
const groupKeys: Record<string, string> = {
  applicant: "history.groups.applicant",
  partner: "history.groups.partner",
  property: "history.groups.property",
};

/** The label of a changed field in the interface language ("Partner · Gross annual income (EUR)"). */
export function changeLabel(t: Translate, field: string): string {
  const [, partner, type] = field.match(/^(partner\.)?documents\.(.+)$/) ?? [];
  if (type) {
    const label = t(`kyc.types.${type}`, { defaultValue: type });
    return partner ? `${t("history.groups.partner")} · ${label}` : label;
  }
  const parts = field.replace(/^profile\./, "").split(".");
  const last = parts.at(-1) ?? field;
  const label = t(labelKeys[field] ?? adviceLabelKey(field) ?? `fields.${last}`, { defaultValue: last });
  const group = parts.length > 1 ? groupKeys[parts[0] ?? ""] : undefined;
  return group ? `${t(group)} · ${label}` : label;
}

/** Lists of choices whose stored values have their own texts. */
const choiceKeys: Record<string, string> = {
  status: "status",
  title: "titles",
  maritalStatus: "marital",
  employment: "employment",
  loanType: "loanTypes",
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A changed value in the interface language: choices by their text, yes/no, amounts and dates as the locale writes them. */
export function changeValue(t: Translate, language: string, field: string, value: unknown): string {
  if (isEmpty(value)) return "—";
  const last = field.split(".").at(-1) ?? field;
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  if (typeof value === "number") {
    if (last === "fixedPeriodYears") return t("years", { count: value });
    return new Intl.NumberFormat(language).format(value);
  }
  const text = String(value);
  const choices = choiceKeys[last];
  if (choices) return t(`${choices}.${text}`, { defaultValue: text });
  if (isoDate.test(text))
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(text));
  return text;
}
