import { useTranslation } from "react-i18next";
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { RiskYear } from "#domain/mortgage";
import type { Format } from "@/features/calculator/use-format";

const colors = {
  income: "oklch(0.62 0.12 160)",
  costs: "oklch(0.38 0.14 265)",
  budget: "oklch(0.72 0.15 62)",
  shortfall: "oklch(0.58 0.22 27)",
};

/** One scenario year by year: net income (area), net costs and the norm's budget (lines), the shortfall (bars). */
export function RiskChart({ years, format, label }: { years: RiskYear[]; format: Format; label: string }) {
  const { t } = useTranslation("risks");
  const compact = new Intl.NumberFormat(format.locale, { notation: "compact", style: "currency", currency: "EUR" });
  return (
    <div className="h-64 w-full" data-testid="risk-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={years} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="year" tickLine={false} fontSize={12} />
          <YAxis tickFormatter={(value: number) => compact.format(value)} width={72} fontSize={12} tickLine={false} />
          <Tooltip
            formatter={(value) => format.eur(Number(value))}
            labelFormatter={(year) => t("chart.year", { year })}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Area
            type="stepAfter"
            dataKey="netIncome"
            name={t("chart.netIncome")}
            stroke={colors.income}
            fill={colors.income}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            type="stepAfter"
            dataKey="netCosts"
            name={t("chart.netCosts")}
            stroke={colors.costs}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="stepAfter"
            dataKey="budget"
            name={t("chart.budget")}
            stroke={colors.budget}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
          <Bar dataKey="shortfall" name={t("chart.shortfall")} fill={colors.shortfall} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
