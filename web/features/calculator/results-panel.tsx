import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CalculationResult, Explanation } from "#domain/mortgage";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { ExplanationNote } from "./explanation";
import type { Format } from "./use-format";

interface FigureProps {
  figure: string;
  label: string;
  value: string;
  explanations: Map<string, Explanation>;
  format: Format;
  strong?: boolean;
}

/** One output figure with its explanation right beside it. */
function Figure({ figure, label, value, explanations, format, strong }: FigureProps) {
  const explanation = explanations.get(figure);
  return (
    <div className="border-t py-3 first:border-t-0 first:pt-0" data-testid={`figure-${figure}`}>
      <div className="flex items-baseline justify-between gap-4">
        <span className={cn("text-sm", strong && "font-semibold")}>{label}</span>
        <span
          className={cn("tabular-nums", strong ? "text-lg font-semibold" : "font-medium")}
          data-testid="figure-value"
        >
          {value}
        </span>
      </div>
      {explanation && <ExplanationNote explanation={explanation} format={format} />}
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId} className="break-inside-avoid">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function ResultsPanel({ result, format }: { result: CalculationResult; format: Format }) {
  const { t } = useTranslation("calculator");
  const explanations = new Map(result.explanations.map((e) => [e.figure, e]));
  const { eur, eur0, pct } = format;
  const figure = (id: string, label: string, value: string, strong?: boolean) => (
    <Figure
      key={id}
      figure={id}
      label={label}
      value={value}
      explanations={explanations}
      format={format}
      strong={strong}
    />
  );
  const maxExplanation = explanations.get("maxMortgage");

  return (
    <div className="grid gap-4">
      <Card className="border-primary/40 bg-accent/40" data-testid="max-mortgage-card">
        <CardContent className="p-6">
          <p className="text-sm text-muted-foreground">{t("results.maxMortgage")}</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums" data-testid="max-mortgage">
            {eur0(result.maxMortgage)}
          </p>
          {maxExplanation && <ExplanationNote explanation={maxExplanation} format={format} />}
          <div className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            <p>
              {t("results.maxByIncome")}:{" "}
              <span className="font-medium tabular-nums" data-testid="max-by-income">
                {eur0(result.maxByIncome)}
              </span>
            </p>
            <p>
              {t("results.maxByValue")}:{" "}
              <span className="font-medium tabular-nums" data-testid="max-by-value">
                {result.maxByValue === null ? t("results.noValue") : eur0(result.maxByValue)}
              </span>
            </p>
          </div>
        </CardContent>
      </Card>

      <Section title={t("results.incomeSteps")} testId="income-steps">
        {explanations.has("aowWithin10Years") && figure("aowWithin10Years", t("results.aowWithin10Years"), t("yes"))}
        {figure(
          "obligations.partnerAlimony",
          t("results.partnerAlimony"),
          eur0(explanationValue(explanations, "obligations.partnerAlimony")),
        )}
        {figure("toetsinkomen", t("results.toetsinkomen"), eur0(result.toetsinkomen))}
        {figure("toetsrente", t("results.toetsrente"), pct(result.toetsrente))}
        {figure("financeCostPct", t("results.financeCostPct"), pct(result.financeCostPct))}
        {figure("allowedMonthly", t("results.allowedMonthly"), eur(result.allowedMonthly))}
        {figure(
          "obligations.studentDebt",
          t("results.studentDebt"),
          eur(explanationValue(explanations, "obligations.studentDebt")),
        )}
        {figure(
          "obligations.creditLimits",
          t("results.creditLimits"),
          eur(explanationValue(explanations, "obligations.creditLimits")),
        )}
        {figure(
          "obligations.other",
          t("results.otherObligations"),
          eur(explanationValue(explanations, "obligations.other")),
        )}
        {figure(
          "obligations.childAlimony",
          t("results.childAlimony"),
          eur(explanationValue(explanations, "obligations.childAlimony")),
        )}
        {explanations.has("box3Share") &&
          figure("box3Share", t("results.box3Share"), pct(explanationValue(explanations, "box3Share")))}
        {figure("maxByIncomeBase", t("results.maxByIncomeBase"), eur0(result.maxByIncomeBase))}
        {figure("energyLabelAmount", t("results.energyLabelAmount"), eur0(result.energyLabelAmount))}
        {figure("energySavingAmount", t("results.energySavingAmount"), eur0(result.energySavingAmount))}
        {figure("singlesAmount", t("results.singlesAmount"), eur0(result.singlesAmount))}
        {figure("maxByIncome", t("results.maxByIncome"), eur0(result.maxByIncome), true)}
        {result.maxByValue !== null && figure("maxByValue", t("results.maxByValue"), eur0(result.maxByValue), true)}
      </Section>

      <Section title={t("results.monthly", { amount: eur0(result.loan.amount) })} testId="monthly-costs">
        {!result.loan.fromRequest && <p className="mb-3 text-xs text-muted-foreground">{t("results.loanIsMaximum")}</p>}
        {!result.loan.withinMaximum && (
          <p className="mb-3 flex items-center gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900" role="status">
            <TriangleAlertIcon aria-hidden className="size-4" />
            {t("results.aboveMaximum")}
          </p>
        )}
        {figure("monthlyGross", t("results.monthlyGross"), eur(result.monthlyGross), true)}
        {figure("monthlyNet", t("results.monthlyNet"), eur(result.monthlyNet), true)}
        {figure("eigenwoningforfait", t("results.eigenwoningforfait"), eur(result.eigenwoningforfait))}
        {figure("deductionPct", t("results.deductionPct"), pct(result.deductionPct))}
        {figure("totalInterest", t("results.totalInterest"), eur(result.totalInterest))}
        {result.stressTest.map((s) =>
          figure(`stressTest.+${s.addedPoints}`, t("results.stress", { rate: pct(s.rate) }), eur(s.monthlyGross)),
        )}
      </Section>

      {result.loanParts && (
        <Section title={t("parts.results")} testId="loan-parts-result">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1">{t("parts.part", { number: "" })}</th>
                <th>{t("parts.repayment")}</th>
                <th>{t("parts.box")}</th>
                <th className="text-right">{t("parts.interest")}</th>
                <th className="text-right">{t("parts.repaid")}</th>
                <th className="text-right">{t("parts.gross")}</th>
              </tr>
            </thead>
            <tbody>
              {result.loanParts.map((part, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in the order the adviser entered them
                <tr key={index} className="border-t" data-testid={`loan-part-${index}`}>
                  <td className="py-1">
                    {index + 1}. {eur0(part.amount)} · {pct(part.interestRate)}
                  </td>
                  <td>{t(`parts.forms.${part.repayment}`)}</td>
                  <td>
                    {part.transitionLaw
                      ? t("parts.box1Transition")
                      : part.box === 1
                        ? t("parts.box1")
                        : t("parts.box3")}
                  </td>
                  <td className="text-right">{eur(part.firstMonth.interest)}</td>
                  <td className="text-right">{eur(part.firstMonth.repayment)}</td>
                  <td className="text-right font-medium" data-testid={`loan-part-${index}-gross`}>
                    {eur(part.firstMonth.gross)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {figure("monthlyGross", t("parts.totalGross"), eur(result.monthlyGross), true)}
          {figure("monthlyNet", t("parts.totalNet"), eur(result.monthlyNet), true)}
        </Section>
      )}

      {result.bridging && (
        <Section title={t("bridging.title")} testId="bridging-result">
          {figure("bridging.amount", t("bridging.amount"), eur(result.bridging.amount), true)}
          {figure("bridging.monthlyInterest", t("bridging.monthlyInterest"), eur(result.bridging.monthlyInterest))}
          {figure(
            "bridging.monthlyGrossWithBridging",
            t("bridging.withMortgage"),
            eur(result.bridging.monthlyGrossWithBridging),
            true,
          )}
          {figure(
            "bridging.doubleCostsMonthly",
            t("bridging.doubleCosts"),
            result.bridging.soldUnconditionally ? t("bridging.sold") : eur(result.bridging.doubleCostsMonthly),
          )}
        </Section>
      )}

      <Section title={t("results.nhgAndCosts")} testId="purchase-costs">
        {figure("nhg.eligible", t("results.nhg"), result.nhg.eligible ? t("yes") : t("no"))}
        {figure("nhg.fee", t("results.nhgFee"), result.nhg.chosen ? eur(result.nhg.fee) : t("results.nhgNotChosen"))}
        {figure("purchaseCosts.transferTax", t("results.transferTax"), eur(result.purchaseCosts.transferTax))}
        <div className="grid gap-1 border-t py-3 text-sm">
          <Row label={t("fields.notaryFee")} value={eur(result.purchaseCosts.notaryFee)} />
          <Row label={t("fields.valuationFee")} value={eur(result.purchaseCosts.valuationFee)} />
          <Row label={t("fields.adviceFee")} value={eur(result.purchaseCosts.adviceFee)} />
        </div>
        {figure("purchaseCosts.total", t("results.purchaseTotal"), eur(result.purchaseCosts.total), true)}
        {result.financing && (
          <div className="grid gap-1 border-t py-3 text-sm">
            <Row label={t("results.ownFunds")} value={eur(result.financing.ownFunds)} />
          </div>
        )}
        {result.financing && figure("financing.loanNeed", t("results.loanNeed"), eur(result.financing.loanNeed), true)}
      </Section>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <span className="text-muted-foreground">{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}

const explanationValue = (explanations: Map<string, Explanation>, figure: string) => {
  const value = explanations.get(figure)?.value;
  return typeof value === "number" ? value : 0;
};
