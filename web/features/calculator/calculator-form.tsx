import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { energyLabels } from "#domain/mortgage";
import { Button } from "@/components/ui/button";
import { BridgingFields } from "./bridging-fields";
import { CheckField, NumberField, SelectField, Step } from "./fields";
import { type ApplicantForm, type CalculatorForm as CalculatorFormValues, emptyApplicant } from "./form-state";
import { LoanPartsFields } from "./loan-parts-fields";

interface Props {
  form: CalculatorFormValues;
  onChange: (form: CalculatorFormValues) => void;
  errors: Record<string, string>;
}

const fixedPeriods = ["1", "5", "10", "15", "20", "30"];

/** The four steps an adviser walks through: household, loan, home, costs of buying. */
export function CalculatorForm({ form, onChange, errors }: Props) {
  const { t } = useTranslation("calculator");
  const set =
    <K extends keyof CalculatorFormValues>(key: K) =>
    (value: CalculatorFormValues[K]) =>
      onChange({ ...form, [key]: value });
  const setApplicant =
    (index: number) =>
    <K extends keyof ApplicantForm>(key: K) =>
    (value: ApplicantForm[K]) =>
      onChange({
        ...form,
        applicants: form.applicants.map((a, i) => (i === index ? { ...a, [key]: value } : a)),
      });

  return (
    <form className="grid gap-5" onSubmit={(event) => event.preventDefault()} data-testid="calculator-form">
      <Step number={1} title={t("steps.household")}>
        {form.applicants.map((applicant, index) => {
          const field = setApplicant(index);
          const id = (name: string) => `applicants.${index}.${name}`;
          return (
            <div key={id("block")} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <div className="flex items-center justify-between sm:col-span-2">
                <h3 className="text-sm font-semibold">{t(index === 0 ? "applicant" : "partner")}</h3>
                {index === 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange({ ...form, applicants: form.applicants.slice(0, 1) })}
                    data-testid="remove-partner"
                  >
                    <Trash2Icon aria-hidden className="size-4" />
                    {t("removePartner")}
                  </Button>
                )}
              </div>
              <NumberField
                id={id("income")}
                label={t("fields.income")}
                unit="€"
                value={applicant.income}
                onValue={field("income")}
                error={errors[id("income")] && t("errors.income")}
                autoFocus={index === 0}
              />
              <NumberField
                id={id("age")}
                label={t("fields.age")}
                hint={t("hints.age")}
                value={applicant.age}
                onValue={field("age")}
                error={errors[id("age")] && t("errors.age")}
              />
              <NumberField
                id={id("studentDebtMonthly")}
                label={t("fields.studentDebtMonthly")}
                unit="€"
                value={applicant.studentDebtMonthly}
                onValue={field("studentDebtMonthly")}
                error={errors[id("studentDebtMonthly")] && t("errors.amount")}
              />
              <NumberField
                id={id("creditLimits")}
                label={t("fields.creditLimits")}
                unit="€"
                value={applicant.creditLimits}
                onValue={field("creditLimits")}
                error={errors[id("creditLimits")] && t("errors.amount")}
              />
              <NumberField
                id={id("alimonyMonthly")}
                label={t("fields.alimonyMonthly")}
                unit="€"
                value={applicant.alimonyMonthly}
                onValue={field("alimonyMonthly")}
                error={errors[id("alimonyMonthly")] && t("errors.amount")}
              />
              <NumberField
                id={id("childAlimonyMonthly")}
                label={t("fields.childAlimonyMonthly")}
                hint={t("hints.childAlimonyMonthly")}
                unit="€"
                value={applicant.childAlimonyMonthly}
                onValue={field("childAlimonyMonthly")}
                error={errors[id("childAlimonyMonthly")] && t("errors.amount")}
              />
              <NumberField
                id={id("otherMonthly")}
                label={t("fields.otherMonthly")}
                unit="€"
                value={applicant.otherMonthly}
                onValue={field("otherMonthly")}
                error={errors[id("otherMonthly")] && t("errors.amount")}
              />
              <NumberField
                id={id("incomeAfterAow")}
                label={t("fields.incomeAfterAow")}
                hint={t("hints.incomeAfterAow")}
                unit="€"
                value={applicant.incomeAfterAow}
                onValue={field("incomeAfterAow")}
                error={errors[id("incomeAfterAow")] && t("errors.incomeAfterAow")}
              />
              <div className="grid content-end gap-2">
                <CheckField id={id("aow")} label={t("fields.aow")} checked={applicant.aow} onChecked={field("aow")} />
                <CheckField
                  id={id("starterExemptionUsed")}
                  label={t("fields.starterExemptionUsed")}
                  checked={applicant.starterExemptionUsed}
                  onChecked={field("starterExemptionUsed")}
                />
              </div>
            </div>
          );
        })}
        {form.applicants.length === 1 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange({ ...form, applicants: [...form.applicants, emptyApplicant] })}
            data-testid="add-partner"
          >
            <PlusIcon aria-hidden className="size-4" />
            {t("addPartner")}
          </Button>
        )}
      </Step>

      <Step number={2} title={t("steps.loan")}>
        <NumberField
          id="interestRate"
          label={t("fields.interestRate")}
          unit="%"
          value={form.interestRate}
          onValue={set("interestRate")}
          error={errors.interestRate && t("errors.interestRate")}
        />
        <SelectField
          id="fixedPeriodYears"
          label={t("fields.fixedPeriodYears")}
          value={form.fixedPeriodYears}
          onValue={set("fixedPeriodYears")}
          options={fixedPeriods.map((years) => ({ value: years, label: t("years", { count: Number(years) }) }))}
        />
        <SelectField
          id="loanType"
          label={t("fields.loanType")}
          value={form.loanType}
          onValue={set("loanType")}
          options={[
            { value: "annuity", label: t("loanTypes.annuity") },
            { value: "linear", label: t("loanTypes.linear") },
          ]}
        />
        <NumberField
          id="loanAmount"
          label={t("fields.loanAmount")}
          hint={t("hints.loanAmount")}
          unit="€"
          value={form.loanAmount}
          onValue={set("loanAmount")}
          error={errors.loanAmount && t("errors.amount")}
        />
        <NumberField
          id="interestOnlyAmount"
          label={t("fields.interestOnlyAmount")}
          unit="€"
          value={form.interestOnlyAmount}
          onValue={set("interestOnlyAmount")}
          error={errors.interestOnlyAmount && t("errors.interestOnly")}
        />
        <div className="grid content-end">
          <CheckField
            id="interestDeductible"
            label={t("fields.interestDeductible")}
            checked={form.interestDeductible}
            onChecked={set("interestDeductible")}
          />
        </div>
        <LoanPartsFields parts={form.parts} onChange={set("parts")} errors={errors} />
      </Step>

      <Step number={3} title={t("steps.home")}>
        <NumberField
          id="propertyValue"
          label={t("fields.propertyValue")}
          unit="€"
          value={form.propertyValue}
          onValue={set("propertyValue")}
          error={errors.propertyValue && t("errors.amount")}
        />
        <NumberField
          id="wozValue"
          label={t("fields.wozValue")}
          hint={t("hints.wozValue")}
          unit="€"
          value={form.wozValue}
          onValue={set("wozValue")}
          error={errors.wozValue && t("errors.amount")}
        />
        <SelectField
          id="energyLabel"
          label={t("fields.energyLabel")}
          value={form.energyLabel}
          onValue={set("energyLabel")}
          options={[
            { value: "" as const, label: t("noLabel") },
            ...energyLabels.map((label) => ({
              value: label,
              label: label === "A++++_guarantee" ? t("labelWithGuarantee") : label,
            })),
          ]}
        />
        <NumberField
          id="energySavingMeasures"
          label={t("fields.energySavingMeasures")}
          unit="€"
          value={form.energySavingMeasures}
          onValue={set("energySavingMeasures")}
          error={errors.energySavingMeasures && t("errors.amount")}
        />
      </Step>

      <Step number={4} title={t("steps.costs")}>
        <NumberField
          id="ownFunds"
          label={t("fields.ownFunds")}
          unit="€"
          value={form.ownFunds}
          onValue={set("ownFunds")}
          error={errors.ownFunds && t("errors.amount")}
        />
        <NumberField
          id="notaryFee"
          label={t("fields.notaryFee")}
          unit="€"
          value={form.notaryFee}
          onValue={set("notaryFee")}
          error={errors.notaryFee && t("errors.amount")}
        />
        <NumberField
          id="valuationFee"
          label={t("fields.valuationFee")}
          unit="€"
          value={form.valuationFee}
          onValue={set("valuationFee")}
          error={errors.valuationFee && t("errors.amount")}
        />
        <NumberField
          id="adviceFee"
          label={t("fields.adviceFee")}
          unit="€"
          value={form.adviceFee}
          onValue={set("adviceFee")}
          error={errors.adviceFee && t("errors.amount")}
        />
        <div className="grid content-end gap-2">
          <CheckField
            id="ownOccupied"
            label={t("fields.ownOccupied")}
            checked={form.ownOccupied}
            onChecked={set("ownOccupied")}
          />
          <CheckField id="newBuild" label={t("fields.newBuild")} checked={form.newBuild} onChecked={set("newBuild")} />
          <CheckField id="nhg" label={t("fields.nhg")} checked={form.nhg} onChecked={set("nhg")} />
        </div>
        <BridgingFields bridging={form.bridging} onChange={set("bridging")} errors={errors} />
      </Step>
    </form>
  );
}
