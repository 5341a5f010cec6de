import { createFileRoute } from "@tanstack/react-router";
import { PrinterIcon } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CalculationResult, calculateMortgage, calculationRequestSchema } from "#domain/mortgage";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CalculatorForm } from "@/features/calculator/calculator-form";
import { type CalculatorForm as Form, fieldOfIssue, initialForm, toRequest } from "@/features/calculator/form-state";
import { ResultsPanel } from "@/features/calculator/results-panel";
import { ScheduleChart } from "@/features/calculator/schedule-chart";
import { ScheduleTable } from "@/features/calculator/schedule-table";
import { useFormat } from "@/features/calculator/use-format";
import { byYear } from "@/features/calculator/yearly";
import { RiskAnalysisSection } from "@/features/risks/risk-analysis";

export const Route = createFileRoute("/_app/calculator")({ component: CalculatorPage });

/** What the adviser typed in a field, to show an error only once there is something to correct. */
function fieldText(form: Form, field: string): string {
  const [first, index, name] = field.split(".");
  if (first === "applicants") {
    const applicant = form.applicants[Number(index)];
    const value = applicant?.[name as keyof typeof applicant];
    return typeof value === "string" ? value : "";
  }
  if (first === "loanParts") {
    const part = form.parts[Number(index)];
    // The box is a choice, never empty: its error (interest-only in box 1) always shows.
    const value = part?.[name as keyof typeof part];
    return typeof value === "string" ? value : "";
  }
  const value = form[first as keyof Form];
  return typeof value === "string" ? value : "";
}

// The sidebar and the form stay off paper; the figures, chart and schedule are what the client takes home.
const printStyles =
  "@media print { [data-testid=sidebar], [data-testid=calculator-form], header { display: none !important; } }";

function CalculatorPage() {
  const { t } = useTranslation("calculator");
  const format = useFormat();
  const [form, setForm] = useState<Form>(initialForm);
  const typed = useDeferredValue(form);
  const parsed = useMemo(
    () => calculationRequestSchema.safeParse(toRequest(typed, format.locale)),
    [typed, format.locale],
  );
  const lastResult = useRef<CalculationResult | null>(null);
  const result = useMemo(() => (parsed.success ? calculateMortgage(parsed.data) : null), [parsed]);
  if (result) lastResult.current = result;
  const shown = result ?? lastResult.current;
  const years = useMemo(() => (shown ? byYear(shown.schedule) : []), [shown]);

  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path);
      // An empty field is not yet an error, except one the rules ask for (the income after AOW within 10 years).
      if (fieldText(typed, field).trim() !== "" || field.endsWith(".incomeAfterAow")) errors[field] = issue.message;
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-6 py-8">
      <style>{printStyles}</style>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="calculator-title">
            {t("title")}
          </h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("description")}</p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden" data-testid="print">
          <PrinterIcon aria-hidden />
          {t("print")}
        </Button>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2 print:grid-cols-1">
        <CalculatorForm form={form} onChange={setForm} errors={errors} />
        <div aria-live="polite">
          {shown ? (
            <div className={result ? undefined : "opacity-50"} data-testid="results">
              {!result && <p className="mb-2 text-sm text-amber-700">{t("results.stale")}</p>}
              <ResultsPanel result={shown} format={format} />
            </div>
          ) : (
            <Card data-testid="results-empty">
              <CardContent className="p-6 text-sm text-muted-foreground">{t("results.empty")}</CardContent>
            </Card>
          )}
        </div>
      </div>

      {shown && (
        <div className="mt-6 grid gap-6">
          <Card className="break-inside-avoid">
            <CardHeader>
              <CardTitle className="text-base">{t("chart.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <ScheduleChart years={years} format={format} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t("schedule.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <ScheduleTable years={years} months={shown.schedule} format={format} />
            </CardContent>
          </Card>
          <RiskAnalysisSection request={result && parsed.success ? parsed.data : null} />
          <p className="text-xs text-muted-foreground">{t("disclaimer", { year: shown.year })}</p>
        </div>
      )}
    </div>
  );
}
