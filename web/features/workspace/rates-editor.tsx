import { useTranslation } from "react-i18next";
import type { LenderRate, Workspace } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DraftInput, inputClass } from "./fields";
import type { WorkspaceStore } from "./store";

/** A number typed the Dutch or English way (`3,45` or `3.45`) within bounds, or null while it is not one yet. */
const numberIn =
  (min: number, max: number, integer = false) =>
  (text: string): number | null => {
    const value = Number(text.trim().replace(",", "."));
    if (!text.trim() || !Number.isFinite(value) || value < min || value > max) return null;
    if (integer && !Number.isInteger(value)) return null;
    return value;
  };

/** The adviser's lender rate table; edits go through the workspace sync like every other change. */
export function RatesEditor({ workspace, store }: { workspace: Workspace; store: WorkspaceStore }) {
  const { t } = useTranslation("workspace");
  const { id: _id, version: _version, updatedAt: _updated, ...data } = workspace;
  const save = (lenderRates: LenderRate[], fromSheet = true) =>
    store.updateWorkspace({
      ...data,
      lenderRates,
      ratesAreSample: fromSheet ? false : data.ratesAreSample,
      ratesDate: fromSheet ? new Date().toISOString().slice(0, 10) : data.ratesDate,
    });
  const change = (index: number, fields: Partial<LenderRate>) =>
    save(data.lenderRates.map((rate, at) => (at === index ? { ...rate, ...fields } : rate)));
  return (
    <details className="mt-6 rounded-xl border p-4" data-testid="rates-editor">
      <summary className="cursor-pointer text-sm font-semibold">
        {t("banks.edit", { count: data.lenderRates.length })}
      </summary>
      <div className="mt-3 max-h-96 overflow-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th>{t("banks.lender")}</th>
              <th>{t("fields.fixedPeriodYears")}</th>
              <th>{t("banks.ltvMax")}</th>
              <th>NHG</th>
              <th>{t("banks.rate")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.lenderRates.map((rate, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the index is the row.
              <tr key={index}>
                <td>
                  <DraftInput
                    className={cn(inputClass, "h-8")}
                    value={rate.lender}
                    label={t("banks.lender")}
                    testId={`rate-${index}-lender`}
                    accept={(text) => (text.trim() ? text.trim().slice(0, 100) : null)}
                    onAccept={(lender) => change(index, { lender })}
                  />
                </td>
                <td>
                  <DraftInput
                    className={cn(inputClass, "h-8 w-20")}
                    numeric
                    value={rate.fixedPeriodYears}
                    label={t("fields.fixedPeriodYears")}
                    testId={`rate-${index}-years`}
                    accept={numberIn(1, 30, true)}
                    onAccept={(fixedPeriodYears) => change(index, { fixedPeriodYears })}
                  />
                </td>
                <td>
                  <DraftInput
                    className={cn(inputClass, "h-8 w-20")}
                    numeric
                    value={rate.ltvMaxPct}
                    label={t("banks.ltvMax")}
                    testId={`rate-${index}-ltv`}
                    accept={numberIn(0, 125)}
                    onAccept={(ltvMaxPct) => change(index, { ltvMaxPct })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    checked={rate.nhg}
                    aria-label="NHG"
                    onChange={(e) => change(index, { nhg: e.target.checked })}
                  />
                </td>
                <td>
                  <DraftInput
                    className={cn(inputClass, "h-8 w-24")}
                    numeric
                    value={rate.ratePct}
                    label={t("banks.rate")}
                    testId={`rate-${index}-rate`}
                    accept={(text) => {
                      const value = numberIn(0.01, 20)(text);
                      return value === null ? null : Math.round(value * 1000) / 1000;
                    }}
                    onAccept={(ratePct) => change(index, { ratePct })}
                  />
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => save(data.lenderRates.filter((_, at) => at !== index))}
                  >
                    {t("banks.remove")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        data-testid="add-rate"
        onClick={() =>
          save([
            ...data.lenderRates,
            { lender: t("banks.newLender"), fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct: 4 },
          ])
        }
      >
        {t("banks.add")}
      </Button>
    </details>
  );
}
