import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Borrower, Workspace } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { DossierRiskAnalysis } from "@/features/risks/dossier-risks";
import {
  adviceRecord,
  type CalculationOutcome,
  calculateFor,
  compareLenders,
  type Gap,
  informationGaps,
  loanToValue,
  personName,
  todayIso,
  wftDuties,
} from "./dossier";
import { StatusBadge } from "./fields";
import { documentsQuery } from "./queries";
import { issuedReportsQuery } from "./report-queries";

export const useMoney = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
};

export function useGaps(borrower: Borrower, synced: boolean): Gap[] {
  const { getToken } = useAuth();
  const documents = useQuery({ ...documentsQuery(getToken, borrower.id), enabled: synced });
  return informationGaps(borrower, documents.data ?? [], todayIso());
}

export function GapsTab({ borrower, synced }: { borrower: Borrower; synced: boolean }) {
  const { t } = useTranslation("workspace");
  const gaps = useGaps(borrower, synced);
  if (gaps.length === 0)
    return (
      <p className="text-sm text-emerald-800" data-testid="gaps-complete">
        {t("gaps.complete")}
      </p>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t("gaps.help", { count: gaps.length })}</p>
      <ul className="grid gap-2" data-testid="gaps-list">
        {gaps.map((gap) => (
          <li
            key={`${gap.key}-${gap.person ?? ""}`}
            className="rounded-lg border p-3 text-sm"
            data-testid={gap.person === "partner" ? `gap-partner-${gap.key}` : `gap-${gap.key}`}
          >
            <div className="flex items-center gap-2">
              <StatusBadge tone={gap.kind === "document" ? "amber" : "blue"}>{t(`gaps.kind.${gap.kind}`)}</StatusBadge>
              <span className="font-medium">
                {t(`gaps.items.${gap.key}.title`)}
                {gap.person &&
                  borrower.profile.hasPartner &&
                  ` — ${personName(borrower, gap.person, t(`gaps.${gap.person}`))}`}
              </span>
            </div>
            <p className="mt-1 text-muted-foreground">{t(`gaps.items.${gap.key}.why`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function CalculationFigures({ outcome }: { outcome: CalculationOutcome }) {
  const { t } = useTranslation("workspace");
  const money = useMoney();
  if (!outcome.ok) {
    return (
      <p className="text-sm text-amber-800" data-testid="calculation-incomplete">
        {t("calculator.incomplete")}
      </p>
    );
  }
  const r = outcome.result;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label={t("calculator.maxMortgage")} value={money(r.maxMortgage)} testId="calc-max" />
      <Figure label={t("calculator.maxByIncome")} value={money(r.maxByIncome)} />
      <Figure label={t("calculator.maxByValue")} value={r.maxByValue === null ? "—" : money(r.maxByValue)} />
      <Figure label={t("calculator.loan")} value={money(r.loan.amount)} />
      <Figure label={t("calculator.rate")} value={`${outcome.ratePct.toFixed(2)}%`} />
      <Figure label={t("calculator.toetsrente")} value={`${r.toetsrente.toFixed(2)}%`} />
      <Figure label={t("calculator.monthlyGross")} value={money(r.monthlyGross)} />
      <Figure label={t("calculator.monthlyNet")} value={money(r.monthlyNet)} />
      <Figure label={t("calculator.purchaseCosts")} value={money(r.purchaseCosts.total)} />
      <Figure label={t("calculator.nhg")} value={r.nhg.eligible ? t("yes") : t("no")} />
      <Figure label={t("calculator.toetsinkomen")} value={money(r.toetsinkomen)} />
      <Figure label={t("calculator.financeCost")} value={`${r.financeCostPct.toFixed(1)}%`} />
    </dl>
  );
}

export function CalculatorTab({ borrower, workspace }: { borrower: Borrower; workspace: Workspace | null }) {
  const { t } = useTranslation("workspace");
  const outcome = calculateFor(borrower, workspace?.lenderRates ?? [], todayIso());
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("calculator.help")}</p>
      <CalculationFigures outcome={outcome} />
      {outcome.ok && !outcome.result.loan.withinMaximum && (
        <p className="text-sm text-red-700" data-testid="above-maximum">
          {t("calculator.aboveMaximum")}
        </p>
      )}
      <DossierRiskAnalysis borrower={borrower} rates={workspace?.lenderRates ?? []} today={todayIso()} />
    </div>
  );
}

export function RegulatoryTab({
  borrower,
  workspace,
  synced,
}: {
  borrower: Borrower;
  workspace: Workspace | null;
  synced: boolean;
}) {
  const { t } = useTranslation("workspace");
  const { getToken } = useAuth();
  const money = useMoney();
  const gaps = useGaps(borrower, synced);
  const issued = useQuery({ ...issuedReportsQuery(getToken, borrower.id), enabled: synced });
  const outcome = calculateFor(borrower, workspace?.lenderRates ?? [], todayIso());
  const duties = wftDuties(gaps, outcome, adviceRecord(borrower, issued.data?.length ?? 0));
  const ltv = loanToValue(borrower);
  const table = outcome.ok
    ? outcome.result.explanations.find((explanation) => explanation.source.table && explanation.source.cell)
    : undefined;
  return (
    <div className="grid gap-4">
      <section className="rounded-xl border p-4">
        <h3 className="mb-2 text-sm font-semibold">{t("regulatory.norms")}</h3>
        {outcome.ok ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">{t("regulatory.table")}</dt>
            <dd data-testid="norm-table">
              TRHK {outcome.result.year} · {t(`regulatory.tables.${outcome.result.financeCostTable}`)}
              {table?.source.cell &&
                ` · ${t("regulatory.cell", { row: table.source.cell.row, column: table.source.cell.column })}`}
              {` · ${outcome.result.financeCostPct.toFixed(1)}%`}
            </dd>
            <dt className="text-muted-foreground">{t("calculator.toetsrente")}</dt>
            <dd>{outcome.result.toetsrente.toFixed(2)}%</dd>
            <dt className="text-muted-foreground">{t("regulatory.ltv")}</dt>
            <dd>{ltv === null ? "—" : `${ltv.toFixed(1)}% (${t("regulatory.ltvMax")})`}</dd>
            <dt className="text-muted-foreground">NHG</dt>
            <dd>
              {outcome.result.nhg.eligible ? t("regulatory.nhgYes") : t("regulatory.nhgNo")} ({t("regulatory.nhgLimit")}{" "}
              {money(outcome.result.nhg.limit)})
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-amber-800">{t("calculator.incomplete")}</p>
        )}
      </section>
      <section className="rounded-xl border p-4">
        <h3 className="mb-2 text-sm font-semibold">{t("regulatory.duties")}</h3>
        <ul className="grid gap-3">
          {duties.map((duty) => (
            <li key={duty.article} data-testid={`duty-${duty.article}`}>
              <div className="flex items-center gap-2">
                <span className="font-medium">
                  Wft {duty.article} — {t(`regulatory.article.wft${duty.article.replace(":", "_")}`)}
                </span>
                <StatusBadge tone={duty.open.length ? "amber" : "green"}>
                  {duty.open.length ? t("regulatory.open", { count: duty.open.length }) : t("regulatory.covered")}
                </StatusBadge>
              </div>
              <p className="text-xs text-muted-foreground">
                {t(`regulatory.articleHelp.wft${duty.article.replace(":", "_")}`)}
              </p>
              {duty.open.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {duty.open.map((item) => (
                    <li key={item}>{t(`regulatory.items.${item}`)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function BanksTab({ borrower, workspace }: { borrower: Borrower; workspace: Workspace | null }) {
  const { t, i18n } = useTranslation("workspace");
  const money = useMoney();
  const quotes = compareLenders(borrower, workspace?.lenderRates ?? [], todayIso());
  const ltv = loanToValue(borrower);
  return (
    <div className="grid gap-3">
      {workspace?.ratesAreSample && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="sample-rates">
          {t("banks.sample", {
            date: workspace.ratesDate
              ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
                  new Date(`${workspace.ratesDate}T12:00:00`),
                )
              : "—",
          })}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t("banks.case", {
          years: borrower.profile.wishes.fixedPeriodYears,
          ltv: ltv === null ? "—" : `${ltv.toFixed(1)}%`,
          nhg: borrower.profile.wishes.nhg ? t("yes") : t("no"),
        })}
      </p>
      {quotes.length === 0 ? (
        <p className="text-sm text-amber-800">{t("banks.none")}</p>
      ) : (
        <table className="w-full text-sm" data-testid="bank-table">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-1">{t("banks.lender")}</th>
              <th>{t("banks.rate")}</th>
              <th>{t("banks.band")}</th>
              <th>{t("calculator.monthlyGross")}</th>
              <th>{t("calculator.monthlyNet")}</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.lender} className="border-t">
                <td className="py-2 font-medium">{quote.lender}</td>
                <td>{quote.rate.ratePct.toFixed(2)}%</td>
                <td>{quote.rate.nhg ? "NHG" : `≤ ${quote.rate.ltvMaxPct}% LTV`}</td>
                <td>{money(quote.monthlyGross)}</td>
                <td>{money(quote.monthlyNet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-muted-foreground">{t("banks.editHint")}</p>
    </div>
  );
}
