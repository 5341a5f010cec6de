import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { repaymentForms } from "#domain/mortgage/loan-parts";
import { Button } from "@/components/ui/button";
import { CheckField, NumberField, SelectField } from "./fields";
import { emptyPart, type PartForm } from "./form-state";

interface Props {
  parts: PartForm[];
  onChange: (parts: PartForm[]) => void;
  errors: Record<string, string>;
}

/** The loan in parts: each with its amount, repayment form, rate, fixed period, term and tax box. */
export function LoanPartsFields({ parts, onChange, errors }: Props) {
  const { t } = useTranslation("calculator");
  const set =
    (index: number) =>
    <K extends keyof PartForm>(key: K) =>
    (value: PartForm[K]) =>
      onChange(parts.map((part, i) => (i === index ? { ...part, [key]: value } : part)));
  return (
    <div className="grid gap-4 sm:col-span-2" data-testid="loan-parts">
      <p className="text-xs text-muted-foreground">{t("parts.help")}</p>
      {parts.map((part, index) => {
        const field = set(index);
        const id = (name: string) => `loanParts.${index}.${name}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place in the list
          <div key={index} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
            <div className="flex items-center justify-between sm:col-span-3">
              <h3 className="text-sm font-semibold">{t("parts.part", { number: index + 1 })}</h3>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(parts.filter((_, i) => i !== index))}
                data-testid={`remove-part-${index}`}
              >
                <Trash2Icon aria-hidden className="size-4" />
                {t("parts.remove")}
              </Button>
            </div>
            <NumberField
              id={id("amount")}
              label={t("parts.amount")}
              unit="€"
              value={part.amount}
              onValue={field("amount")}
              error={errors[id("amount")] && t("errors.amount")}
            />
            <SelectField
              id={id("repayment")}
              label={t("parts.repayment")}
              value={part.repayment}
              onValue={field("repayment")}
              options={repaymentForms.map((form) => ({ value: form, label: t(`parts.forms.${form}`) }))}
            />
            <NumberField
              id={id("interestRate")}
              label={t("fields.interestRate")}
              unit="%"
              value={part.interestRate}
              onValue={field("interestRate")}
              error={errors[id("interestRate")] && t("errors.interestRate")}
            />
            <NumberField
              id={id("fixedPeriodYears")}
              label={t("fields.fixedPeriodYears")}
              value={part.fixedPeriodYears}
              onValue={field("fixedPeriodYears")}
              error={errors[id("fixedPeriodYears")] && t("parts.errors.years")}
            />
            <NumberField
              id={id("termMonths")}
              label={t("parts.termMonths")}
              value={part.termMonths}
              onValue={field("termMonths")}
              error={errors[id("termMonths")] && t("parts.errors.term")}
            />
            <SelectField
              id={id("box")}
              label={t("parts.box")}
              value={part.box}
              onValue={field("box")}
              error={errors[id("box")] && t("parts.errors.box")}
              options={[
                { value: "1" as const, label: t("parts.box1") },
                { value: "3" as const, label: t("parts.box3") },
              ]}
            />
            <div className="sm:col-span-3">
              <CheckField
                id={id("transitionLaw")}
                label={t("parts.transitionLaw")}
                checked={part.transitionLaw}
                onChecked={field("transitionLaw")}
              />
            </div>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...parts, emptyPart])}
        data-testid="add-part"
      >
        <PlusIcon aria-hidden className="size-4" />
        {t("parts.add")}
      </Button>
    </div>
  );
}
