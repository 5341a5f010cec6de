import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ScheduleRow } from "#domain/mortgage";
import { Button } from "@/components/ui/button";
import type { Format } from "./use-format";
import type { YearRow } from "./yearly";

/** The schedule per year, or per month on request (all 360 rows). */
export function ScheduleTable({ years, months, format }: { years: YearRow[]; months: ScheduleRow[]; format: Format }) {
  const { t } = useTranslation("calculator");
  const [monthly, setMonthly] = useState(false);
  const rows = monthly
    ? months.map((m) => ({ key: m.month, period: t("schedule.month", { month: m.month }), ...m }))
    : years.map((y) => ({ key: y.year, period: t("schedule.yearLabel", { year: y.year }), ...y }));
  return (
    <div>
      <div className="mb-2 flex justify-end print:hidden">
        <Button variant="outline" size="sm" onClick={() => setMonthly(!monthly)} data-testid="schedule-toggle">
          {monthly ? t("schedule.showYears") : t("schedule.showMonths")}
        </Button>
      </div>
      <div className="max-h-[28rem] overflow-auto rounded-md border print:max-h-none print:overflow-visible">
        <table className="w-full text-right text-xs tabular-nums" data-testid="schedule-table">
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th className="px-2 py-1.5 text-left font-medium">{t("schedule.period")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.interest")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.repayment")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.gross")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.deduction")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.net")}</th>
              <th className="px-2 py-1.5 font-medium">{t("schedule.balance")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t">
                <td className="px-2 py-1 text-left">{row.period}</td>
                <td className="px-2 py-1">{format.eur(row.interest)}</td>
                <td className="px-2 py-1">{format.eur(row.repayment)}</td>
                <td className="px-2 py-1">{format.eur(row.gross)}</td>
                <td className="px-2 py-1">{format.eur(row.deduction)}</td>
                <td className="px-2 py-1">{format.eur(row.net)}</td>
                <td className="px-2 py-1">{format.eur(row.balanceEnd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
