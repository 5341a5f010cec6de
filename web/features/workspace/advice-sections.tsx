import { PlusIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { repaymentForms } from "#domain/mortgage/loan-parts";
import {
  type AdviceRisk,
  adviceRisks,
  type DossierLoanPart,
  dossierLoanPartSchema,
  knowledgeLevels,
  riskAppetites,
} from "#schemas/advice-profile";
import type { Borrower } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { CheckField, inputClass, NumberField, Section, SelectField, TextAreaField, TextField } from "./fields";

type Update = (fields: Record<string, unknown>) => void;

/** The loan in parts as proposed: the whole list is one field, so a sync never merges half of one part. */
function LoanPartsEditor({ borrower, update }: { borrower: Borrower; update: Update }) {
  const { t } = useTranslation("workspace");
  const parts = borrower.profile.wishes.loanParts;
  const save = (next: DossierLoanPart[]) => update({ "profile.wishes.loanParts": next });
  const change = (index: number, patch: Partial<DossierLoanPart>) =>
    save(parts.map((part, i) => (i === index ? { ...part, ...patch } : part)));
  const number = (value: string) => {
    const parsed = Number(value.replace(",", "."));
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
  };
  return (
    <div className="grid gap-3 sm:col-span-2 lg:col-span-3" data-testid="dossier-loan-parts">
      <p className="text-xs text-muted-foreground">{t("advice.parts.help")}</p>
      {parts.map((part, index) => {
        const id = (name: string) => `dossier-part-${index}-${name}`;
        const cell = (name: string, label: string, control: ReactNode) => (
          <div className="grid gap-1">
            <label htmlFor={id(name)} className="text-xs font-medium text-muted-foreground">
              {label}
            </label>
            {control}
          </div>
        );
        const numberInput = (name: keyof DossierLoanPart, step: number) => (
          <input
            id={id(name)}
            data-testid={id(name)}
            type="number"
            min={0}
            step={step}
            className={inputClass}
            value={part[name] as number}
            onChange={(event) => {
              const parsed = dossierLoanPartSchema.shape[name].safeParse(number(event.target.value));
              if (parsed.success) change(index, { [name]: parsed.data });
            }}
          />
        );
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place in the list
            key={index}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3"
            data-testid={`dossier-part-${index}`}
          >
            <div className="flex items-center justify-between sm:col-span-3">
              <h4 className="text-sm font-semibold">{t("advice.parts.part", { number: index + 1 })}</h4>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => save(parts.filter((_, i) => i !== index))}
                data-testid={id("remove")}
              >
                <Trash2Icon aria-hidden className="size-4" />
                {t("advice.parts.remove")}
              </Button>
            </div>
            {cell("amount", t("advice.parts.amount"), numberInput("amount", 1000))}
            {cell(
              "repayment",
              t("advice.parts.repayment"),
              <select
                id={id("repayment")}
                data-testid={id("repayment")}
                className={inputClass}
                value={part.repayment}
                onChange={(event) => {
                  const repayment = repaymentForms.find((form) => form === event.target.value);
                  // Interest only is box 3 unless it is an existing transition-law loan (then box 1).
                  if (repayment)
                    change(index, {
                      repayment,
                      box: repayment === "interest_only" && !part.transitionLaw ? 3 : part.box,
                    });
                }}
              >
                {repaymentForms.map((form) => (
                  <option key={form} value={form}>
                    {t(`advice.parts.forms.${form}`)}
                  </option>
                ))}
              </select>,
            )}
            {cell("interestRate", t("advice.parts.interestRate"), numberInput("interestRate", 0.01))}
            {cell("fixedPeriodYears", t("fields.fixedPeriodYears"), numberInput("fixedPeriodYears", 1))}
            {cell("termMonths", t("advice.parts.termMonths"), numberInput("termMonths", 12))}
            {cell(
              "box",
              t("advice.parts.box"),
              <select
                id={id("box")}
                data-testid={id("box")}
                className={inputClass}
                value={String(part.box)}
                onChange={(event) => change(index, { box: event.target.value === "3" ? 3 : 1 })}
              >
                <option value="1">{t("advice.parts.box1")}</option>
                <option value="3">{t("advice.parts.box3")}</option>
              </select>,
            )}
            <label className="flex items-center gap-2 text-sm sm:col-span-3">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                data-testid={id("transitionLaw")}
                checked={part.transitionLaw}
                onChange={(event) =>
                  change(index, { transitionLaw: event.target.checked, ...(event.target.checked ? { box: 1 } : {}) })
                }
              />
              {t("advice.parts.transitionLaw")}
            </label>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={parts.length >= 10}
        onClick={() => save([...parts, dossierLoanPartSchema.parse({})])}
        data-testid="dossier-add-part"
      >
        <PlusIcon aria-hidden className="size-4" />
        {t("advice.parts.add")}
      </Button>
    </div>
  );
}

/** The advice tab: client profile, the loan as proposed, costs, bridging loan, advice per risk and lender choice. */
export function AdviceSections({ borrower, update }: { borrower: Borrower; update: Update }) {
  const { t } = useTranslation("workspace");
  const bridging = borrower.profile.wishes.bridging.enabled;
  return (
    <div className="grid gap-4" data-testid="advice-sections">
      <Section title={t("advice.sections.clientProfile")} testId="section-client-profile">
        <TextAreaField borrower={borrower} path="profile.advice.goals" label={t("advice.goals")} update={update} />
        <SelectField
          borrower={borrower}
          path="profile.advice.knowledge"
          label={t("advice.knowledge")}
          update={update}
          nullable
          options={knowledgeLevels.map((value) => ({ value, label: t(`advice.knowledgeLevels.${value}`) }))}
        />
        <SelectField
          borrower={borrower}
          path="profile.advice.riskAppetite"
          label={t("advice.riskAppetite")}
          update={update}
          nullable
          options={riskAppetites.map((value) => ({ value, label: t(`advice.riskAppetites.${value}`) }))}
        />
        <TextField
          borrower={borrower}
          path="profile.advice.experience"
          label={t("advice.experience")}
          update={update}
        />
      </Section>
      <Section title={t("advice.sections.loan")} testId="section-loan-parts">
        <LoanPartsEditor borrower={borrower} update={update} />
      </Section>
      <Section title={t("advice.sections.costs")} testId="section-purchase-costs">
        <NumberField
          borrower={borrower}
          path="profile.purchaseCosts.notaryFee"
          label={t("advice.notaryFee")}
          update={update}
          step={50}
        />
        <NumberField
          borrower={borrower}
          path="profile.purchaseCosts.valuationFee"
          label={t("advice.valuationFee")}
          update={update}
          step={50}
        />
        <NumberField
          borrower={borrower}
          path="profile.purchaseCosts.adviceFee"
          label={t("advice.adviceFee")}
          update={update}
          step={50}
        />
      </Section>
      <Section title={t("advice.sections.bridging")} testId="section-bridging">
        <div className="sm:col-span-2 lg:col-span-3">
          <CheckField
            borrower={borrower}
            path="profile.wishes.bridging.enabled"
            label={t("advice.bridging.enabled")}
            update={update}
          />
        </div>
        {bridging && (
          <>
            <NumberField
              borrower={borrower}
              path="profile.wishes.bridging.expectedSalePrice"
              label={t("advice.bridging.expectedSalePrice")}
              update={update}
              step={1000}
            />
            <NumberField
              borrower={borrower}
              path="profile.wishes.bridging.remainingMortgage"
              label={t("advice.bridging.remainingMortgage")}
              update={update}
              step={1000}
            />
            <NumberField
              borrower={borrower}
              path="profile.wishes.bridging.interestRate"
              label={t("advice.bridging.interestRate")}
              update={update}
              step={0.01}
            />
            <NumberField
              borrower={borrower}
              path="profile.wishes.bridging.termMonths"
              label={t("advice.bridging.termMonths")}
              update={update}
            />
            <NumberField
              borrower={borrower}
              path="profile.wishes.bridging.oldHomeMonthlyCosts"
              label={t("advice.bridging.oldHomeMonthlyCosts")}
              update={update}
              step={10}
            />
            <CheckField
              borrower={borrower}
              path="profile.wishes.bridging.soldUnconditionally"
              label={t("advice.bridging.soldUnconditionally")}
              update={update}
            />
          </>
        )}
      </Section>
      <Section title={t("advice.sections.risks")} testId="section-risk-advice">
        {adviceRisks.map((risk: AdviceRisk) => (
          <TextAreaField
            key={risk}
            borrower={borrower}
            path={`profile.advice.riskAdvice.${risk}`}
            label={t(`advice.risks.${risk}`)}
            update={update}
          />
        ))}
      </Section>
      <Section title={t("advice.sections.lender")} testId="section-lender">
        <TextField borrower={borrower} path="profile.advice.lender" label={t("advice.lender")} update={update} />
        <TextField borrower={borrower} path="profile.advice.product" label={t("advice.product")} update={update} />
        <TextAreaField
          borrower={borrower}
          path="profile.advice.lenderReasons"
          label={t("advice.lenderReasons")}
          update={update}
        />
      </Section>
    </div>
  );
}
