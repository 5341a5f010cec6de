import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  analyseRisks,
  type CalculationRequest,
  type RiskAnalysis,
  type RiskOptions,
  type RiskScenario,
  riskOptionsSchema,
} from "#domain/mortgage";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormat } from "@/features/calculator/use-format";
import { RiskBasisList } from "./risk-basis";
import { RiskChart } from "./risk-chart";

interface OptionsForm {
  rateAfterFixed: string;
  youngestChildAge: string;
  disabilityDegree: string;
  disabilityPermanent: boolean;
}

const number = (text: string) => {
  const value = Number(text.replace(",", "."));
  return text.trim() === "" || !Number.isFinite(value) ? undefined : value;
};

function optionsOf(form: OptionsForm) {
  const parsed = riskOptionsSchema.safeParse({
    rateAfterFixed: number(form.rateAfterFixed),
    youngestChildAge: number(form.youngestChildAge),
    disabilityDegree: number(form.disabilityDegree),
    disabilityPermanent: form.disabilityPermanent,
  });
  return parsed.success ? parsed.data : null;
}

function ScenarioCard({
  scenario,
  analysis,
  note,
}: {
  scenario: RiskScenario;
  analysis: RiskAnalysis;
  note?: string | undefined;
}) {
  const { t } = useTranslation("risks");
  const format = useFormat();
  const person = scenario.applicant === null ? "" : t("person", { n: scenario.applicant + 1 });
  const title = t(`kinds.${scenario.kind}`, { person });
  const testId = `risk-${scenario.kind}${scenario.applicant === null ? "" : `-${scenario.applicant}`}`;
  return (
    <section className="break-inside-avoid rounded-lg border p-4" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm" data-testid="risk-summary">
        {scenario.firstShortfallYear === null ? (
          <span className="text-emerald-700">{t("summary.none", { years: analysis.costs.length })}</span>
        ) : (
          <span className="text-red-700">
            {t("summary.short", {
              year: scenario.firstShortfallYear,
              total: format.eur0(scenario.totalShortfall),
              max: format.eur0(scenario.maxShortfall),
            })}
          </span>
        )}
      </p>
      {note && (
        <p className="text-xs text-amber-700" data-testid="risk-note">
          {note}
        </p>
      )}
      <RiskChart years={scenario.years} format={format} label={t("chart.label", { title })} />
      <RiskBasisList basis={scenario.basis} format={format} />
    </section>
  );
}

function CostsTable({ analysis }: { analysis: RiskAnalysis }) {
  const { t } = useTranslation("risks");
  const format = useFormat();
  return (
    <details className="text-sm" data-testid="risk-costs">
      <summary className="cursor-pointer font-medium">{t("costs.title")}</summary>
      <p className="mt-2 text-xs text-muted-foreground">
        {t("costs.caption", { rate: format.pct(analysis.rateAfterFixed) })}
      </p>
      <table className="mt-2 w-full text-right text-xs tabular-nums">
        <thead>
          <tr>
            <th className="text-left">{t("costs.year")}</th>
            <th>{t("costs.gross")}</th>
            <th>{t("costs.deductibleInterest")}</th>
            <th>{t("costs.hillen")}</th>
            <th>{t("costs.net")}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.costs.map((row) => (
            <tr key={row.year}>
              <td className="text-left">{row.year}</td>
              <td>{format.eur(row.gross)}</td>
              <td>{format.eur(row.deductibleInterest)}</td>
              <td>{format.pct(row.hillenPct)}</td>
              <td>{format.eur(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2">
        <RiskBasisList basis={analysis.costBasis} format={format} />
      </div>
    </details>
  );
}

function OptionField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-xs">
      <span className="font-medium">{label}</span>
      {children(id)}
    </label>
  );
}

const inputClass = "h-8 rounded-md border bg-background px-2 text-sm";

/**
 * The classic risk analysis of a calculation: retirement, and per applicant death, disability and unemployment, each
 * year by year over the term. It runs the same engine as POST /api/mortgage/risks, in the browser.
 */
export function RiskAnalysisSection({
  request,
  hasChildren = false,
  frozen,
  onOptionsChange,
}: {
  request: CalculationRequest | null;
  /** The dossier records children: ask for the youngest one's age (Anw depends on it). */
  hasChildren?: boolean;
  /** An issued report's analysis as signed: shown as it is, with its assumptions and without the options. */
  frozen?: { options: RiskOptions; analysis: RiskAnalysis } | null | undefined;
  /** Told the assumptions as the adviser sets them (null while they are not valid), so issuing can freeze them. */
  onOptionsChange?: (options: RiskOptions | null) => void;
}) {
  const { t } = useTranslation("risks");
  const [form, setForm] = useState<OptionsForm>({
    rateAfterFixed: "",
    youngestChildAge: "",
    disabilityDegree: "100",
    disabilityPermanent: false,
  });
  const formOptions = useMemo(() => optionsOf(form), [form]);
  useEffect(() => onOptionsChange?.(formOptions), [formOptions, onOptionsChange]);
  const options = frozen ? frozen.options : formOptions;
  const agesKnown = frozen ? true : (request?.applicants.every((applicant) => applicant.age !== undefined) ?? false);
  const computed = useMemo(
    () => (!frozen && request && formOptions && agesKnown ? analyseRisks(request, formOptions) : null),
    [frozen, request, formOptions, agesKnown],
  );
  const analysis = frozen ? frozen.analysis : computed;
  const pensionMissing = request?.applicants.some((applicant) => applicant.incomeAfterAow === undefined) ?? false;
  const set = (patch: Partial<OptionsForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <Card className="break-inside-avoid" data-testid="risk-analysis">
      <CardHeader>
        <CardTitle className="text-base">{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!frozen && (
          <fieldset className="grid gap-3 sm:grid-cols-4 print:hidden" data-testid="risk-options">
            <legend className="sr-only">{t("options.title")}</legend>
            <OptionField label={t("options.rateAfterFixed")}>
              {(id) => (
                <input
                  id={id}
                  className={inputClass}
                  inputMode="decimal"
                  placeholder={t("options.rateAfterFixedHint")}
                  value={form.rateAfterFixed}
                  onChange={(event) => set({ rateAfterFixed: event.target.value })}
                  data-testid="risk-option-rateAfterFixed"
                />
              )}
            </OptionField>
            <OptionField label={t("options.youngestChildAge")}>
              {(id) => (
                <input
                  id={id}
                  className={inputClass}
                  inputMode="numeric"
                  placeholder={t("options.noChild")}
                  value={form.youngestChildAge}
                  onChange={(event) => set({ youngestChildAge: event.target.value })}
                  data-testid="risk-option-youngestChildAge"
                />
              )}
            </OptionField>
            <OptionField label={t("options.disabilityDegree")}>
              {(id) => (
                <select
                  id={id}
                  className={inputClass}
                  value={form.disabilityDegree}
                  onChange={(event) => set({ disabilityDegree: event.target.value })}
                  data-testid="risk-option-disabilityDegree"
                >
                  {[25, 40, 50, 60, 70, 100].map((degree) => (
                    <option key={degree} value={degree}>
                      {degree}%
                    </option>
                  ))}
                </select>
              )}
            </OptionField>
            <label className="flex items-center gap-2 self-end text-xs">
              <input
                type="checkbox"
                checked={form.disabilityPermanent}
                onChange={(event) => set({ disabilityPermanent: event.target.checked })}
                data-testid="risk-option-disabilityPermanent"
              />
              {t("options.disabilityPermanent")}
            </label>
          </fieldset>
        )}
        {!frozen && hasChildren && form.youngestChildAge.trim() === "" && (
          <p className="text-sm text-amber-700" data-testid="risk-children-hint">
            {t("childrenHint")}
          </p>
        )}
        {!options && <p className="text-sm text-amber-700">{t("invalidOptions")}</p>}
        {!agesKnown && (
          <p className="text-sm text-muted-foreground" data-testid="risk-needs-ages">
            {t("needsAges")}
          </p>
        )}
        {analysis && (
          <>
            <p className="text-xs text-muted-foreground" data-testid="risk-assumptions">
              {t("assumptions", {
                rate: analysis.rateAfterFixed,
                degree: options?.disabilityDegree,
              })}
            </p>
            <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-1">
              {analysis.scenarios.map((scenario) => (
                <ScenarioCard
                  key={`${scenario.kind}-${scenario.applicant}`}
                  scenario={scenario}
                  analysis={analysis}
                  note={scenario.kind === "retirement" && pensionMissing ? t("noPension") : undefined}
                />
              ))}
            </div>
            <CostsTable analysis={analysis} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
