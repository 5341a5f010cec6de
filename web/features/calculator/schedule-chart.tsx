import { useTranslation } from "react-i18next";
import { Area, Bar, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Format } from "./use-format";
import type { YearRow } from "./yearly";

const colors = { balance: "oklch(0.38 0.14 265)", interest: "oklch(0.72 0.15 62)", repayment: "oklch(0.62 0.12 160)" };

/** Remaining debt over 30 years (area) and each year's interest and repayment (stacked bars). */
export function ScheduleChart({ years, format }: { years: YearRow[]; format: Format }) {
  const { t } = useTranslation("calculator");
  const compact = new Intl.NumberFormat(format.locale, { notation: "compact", style: "currency", currency: "EUR" });
  return (
    <div className="h-80 w-full" data-testid="schedule-chart" role="img" aria-label={t("chart.label")}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={years} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="year" tickLine={false} fontSize={12} />
          <YAxis
            yAxisId="balance"
            tickFormatter={(value: number) => compact.format(value)}
            width={72}
            fontSize={12}
            tickLine={false}
          />
          <YAxis
            yAxisId="year"
            orientation="right"
            // Twice the largest year keeps the bars in the lower half, under the debt curve.
            domain={[0, (dataMax: number) => Math.ceil(dataMax * 2)]}
            tickFormatter={(value: number) => compact.format(value)}
            width={64}
            fontSize={12}
            tickLine={false}
          />
          <Tooltip
            formatter={(value) => format.eur(Number(value))}
            labelFormatter={(year) => t("chart.year", { year })}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="year"
            dataKey="interest"
            name={t("chart.interest")}
            stackId="year"
            fill={colors.interest}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="year"
            dataKey="repayment"
            name={t("chart.repayment")}
            stackId="year"
            fill={colors.repayment}
            isAnimationActive={false}
          />
          <Area
            yAxisId="balance"
            type="monotone"
            dataKey="balanceEnd"
            name={t("chart.balance")}
            stroke={colors.balance}
            fill={colors.balance}
            fillOpacity={0.15}
            strokeWidth={2.5}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
