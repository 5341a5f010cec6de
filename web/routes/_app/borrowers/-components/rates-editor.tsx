import { useTranslation } from "react-i18next";
import type { LenderRate, Workspace } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { WorkspaceStore } from "@/workspace/store";
import { inputClass } from "./fields";

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
                  <input
                    className={cn(inputClass, "h-8")}
                    value={rate.lender}
                    aria-label={t("banks.lender")}
                    onChange={(e) => change(index, { lender: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className={cn(inputClass, "h-8 w-20")}
                    type="number"
                    min={1}
                    max={30}
                    value={rate.fixedPeriodYears}
                    aria-label={t("fields.fixedPeriodYears")}
                    onChange={(e) => change(index, { fixedPeriodYears: Number(e.target.value) || 1 })}
                  />
                </td>
                <td>
                  <input
                    className={cn(inputClass, "h-8 w-20")}
                    type="number"
                    min={0}
                    max={125}
                    value={rate.ltvMaxPct}
                    aria-label={t("banks.ltvMax")}
                    onChange={(e) => change(index, { ltvMaxPct: Number(e.target.value) || 0 })}
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
                  <input
                    className={cn(inputClass, "h-8 w-24")}
                    type="number"
                    step={0.01}
                    min={0.01}
                    max={20}
                    value={rate.ratePct}
                    aria-label={t("banks.rate")}
                    onChange={(e) => change(index, { ratePct: Number(e.target.value) || 0.01 })}
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
