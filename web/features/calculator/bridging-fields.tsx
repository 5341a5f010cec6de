import { useTranslation } from "react-i18next";
import { CheckField, NumberField } from "./fields";
import type { BridgingForm } from "./form-state";

interface Props {
  bridging: BridgingForm;
  onChange: (bridging: BridgingForm) => void;
  errors: Record<string, string>;
}

/** A bridging loan for a client who buys before selling: the old home's sale price, debt, rate, term and costs. */
export function BridgingFields({ bridging, onChange, errors }: Props) {
  const { t } = useTranslation("calculator");
  const set =
    <K extends keyof BridgingForm>(key: K) =>
    (value: BridgingForm[K]) =>
      onChange({ ...bridging, [key]: value });
  const amount = (key: "expectedSalePrice" | "remainingMortgage" | "oldHomeMonthlyCosts") => (
    <NumberField
      id={`bridging.${key}`}
      label={t(`bridging.${key}`)}
      unit="€"
      value={bridging[key]}
      onValue={set(key)}
      error={errors[`bridging.${key}`] && t("errors.amount")}
    />
  );
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2" data-testid="bridging-fields">
      <div className="sm:col-span-2">
        <CheckField
          id="bridging.enabled"
          label={t("bridging.enabled")}
          checked={bridging.enabled}
          onChecked={set("enabled")}
        />
      </div>
      {bridging.enabled && (
        <>
          {amount("expectedSalePrice")}
          {amount("remainingMortgage")}
          <NumberField
            id="bridging.interestRate"
            label={t("bridging.interestRate")}
            unit="%"
            value={bridging.interestRate}
            onValue={set("interestRate")}
            error={errors["bridging.interestRate"] && t("errors.interestRate")}
          />
          <NumberField
            id="bridging.termMonths"
            label={t("bridging.termMonths")}
            value={bridging.termMonths}
            onValue={set("termMonths")}
            error={errors["bridging.termMonths"] && t("bridging.termError")}
          />
          {amount("oldHomeMonthlyCosts")}
          <div className="grid content-end">
            <CheckField
              id="bridging.soldUnconditionally"
              label={t("bridging.soldUnconditionally")}
              checked={bridging.soldUnconditionally}
              onChecked={set("soldUnconditionally")}
            />
          </div>
        </>
      )}
    </div>
  );
}
