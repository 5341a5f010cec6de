import { useQueries, useQuery } from "@tanstack/react-query";
import { MessageSquareIcon, PrinterIcon, RotateCwIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RiskOptions } from "#schemas/mortgage/risk-analysis";
import type { Borrower, KycDocument, Workspace } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { DossierRiskAnalysis } from "@/features/risks/dossier-risks";
import {
  AdviceCostsSection,
  ChartSection,
  ClientProfileSection,
  FinancingSection,
  LenderChoiceSection,
  LoanPartsSection,
  RiskAdviceSection,
  SignatureSection,
} from "./advice-report";
import { AdviserDetails } from "./adviser-details";
import { useMoney } from "./analysis-tabs";
import { AssistantPanel } from "./assistant-panel";
import { dataPointsOf } from "./citations";
import { CitedAnswer } from "./cited-answer";
import {
  adviceRecord,
  type CalculationOutcome,
  calculateFor,
  compareLenders,
  documentPerson,
  dossierLoanAmount,
  informationGaps,
  loanToValue,
  personName,
  todayIso,
  wftDuties,
} from "./dossier";
import { IssuedReportsBar } from "./issued-reports";
import { borrowerSummary, documentsQuery } from "./queries";
import { redactIdentityNumbers } from "./redact";
import { documentLines } from "./report-documents";
import { ReportSection, Rows } from "./report-layout";
import { printStyle } from "./report-print";
import { issuedReportQuery, issuedReportsQuery } from "./report-queries";
import { useWorkspaceStore } from "./use-workspace";

export function MortgageReport({
  borrower: liveBorrower,
  workspace,
}: {
  borrower: Borrower;
  workspace: Workspace | null;
}) {
  const { t, i18n } = useTranslation("workspace");
  const { getToken } = useAuth();
  const money = useMoney();
  const store = useWorkspaceStore();
  const [assistant, setAssistant] = useState(false);
  const [selectedReport, setSelectedReport] = useState<string | null>(null);
  const [riskOptions, setRiskOptions] = useState<RiskOptions | null>(null);
  const synced = liveBorrower.version > 0;
  const issuedReports = useQuery({ ...issuedReportsQuery(getToken, liveBorrower.id), enabled: synced });
  const issued = useQuery({
    ...issuedReportQuery(getToken, liveBorrower.id, selectedReport ?? ""),
    enabled: synced && selectedReport !== null,
  });
  // An issued version shows exactly what was signed: its dossier, adviser, date, rates, norms and figures.
  const frozen = selectedReport !== null ? (issued.data?.report ?? null) : null;
  const borrower: Borrower = frozen
    ? {
        ...liveBorrower,
        name: frozen.borrower.name,
        version: frozen.borrower.version,
        bsnMasked: frozen.borrower.bsnMasked,
        profile: frozen.borrower.profile,
      }
    : liveBorrower;
  const today = frozen ? frozen.issuedOn : todayIso();
  const documents = useQuery({ ...documentsQuery(getToken, borrower.id), enabled: synced });
  const documentLabel = (document: KycDocument) =>
    `${t(`kyc.types.${document.type}`)} — ${personName(borrower, documentPerson(document), t(`gaps.${documentPerson(document)}`))}`;
  // One grounded question per indexed KYC document, answered from that document's own passages only.
  const analysed = (documents.data ?? []).filter((document) => document.indexDocumentId);
  const analyses = useQueries({
    queries: analysed.map((document) => ({
      queryKey: ["borrower", borrower.id, "analysis", i18n.language, document.id],
      queryFn: () =>
        borrowerSummary(
          getToken,
          borrower.id,
          t("report.documentQuestion", { document: documentLabel(document) }),
          document.indexDocumentId ?? undefined,
        ),
      enabled: synced,
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  const analysis = {
    isFetching: analyses.some((query) => query.isFetching),
    isError: analyses.some((query) => query.isError),
    refetch: () => Promise.all(analyses.map((query) => query.refetch())),
    text: analyses.some((query) => query.data)
      ? analysed
          .map((document, index) => {
            const answer = analyses[index]?.data?.message.content;
            return answer ? `${documentLabel(document)}\n${redactIdentityNumbers(answer)}` : null;
          })
          .filter(Boolean)
          .join("\n\n")
      : null,
  };
  const outcome: CalculationOutcome = frozen
    ? { ok: true, result: frozen.result, ratePct: frozen.ratePct }
    : calculateFor(borrower, workspace?.lenderRates ?? [], today);
  const gaps = informationGaps(borrower, documents.data ?? [], today);
  const duties = wftDuties(gaps, outcome, adviceRecord(borrower, issuedReports.data?.length ?? 0));
  // An issued version shows the lenders as compared when it was signed; the draft compares today's rates.
  const quotes = frozen ? frozen.lenderQuotes : compareLenders(borrower, workspace?.lenderRates ?? [], today);
  const { profile } = borrower;
  const adviser = frozen ? frozen.adviser : workspace?.adviser;
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(`${iso}T12:00:00`)) : "—";
  const reportNumber =
    frozen?.reportNumber ?? `${today.replaceAll("-", "")}-${borrower.id.replaceAll("-", "").slice(-6).toUpperCase()}`;
  const title = (value: string | null) => (value ? t(`titles.${value}`) : "");
  const ltv = loanToValue(borrower);
  const partnerName = `${profile.partner.firstName} ${profile.partner.lastName}`.trim();
  const people = [
    { name: borrower.name || t("list.unnamed"), person: profile.applicant },
    ...(profile.hasPartner ? [{ name: partnerName || t("gaps.partner"), person: profile.partner }] : []),
  ];
  const analysisStatus = !synced
    ? t("report.analysis.notSynced")
    : analysis.isFetching
      ? t("report.analysis.running")
      : analysis.isError
        ? t("report.analysis.failed")
        : t("report.analysis.done");

  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto]">
      <style>
        {printStyle({
          header: `${people.map((person) => person.name).join(" & ")} · ${date(today)}`,
          version: `${reportNumber} · ${t("cover.version")} ${borrower.version}`,
          page: t("report.print.page"),
        })}
      </style>
      <div>
        <div className="mb-3 flex flex-wrap items-center gap-2 print:hidden">
          <span className="text-sm" role="status" data-testid="analysis-status">
            {analysisStatus}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void analysis.refetch()}
            disabled={!synced || analysis.isFetching}
            data-testid="analysis-retry"
          >
            <RotateCwIcon aria-hidden />
            {t("report.retry")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAssistant((open) => !open)}
            data-testid="assistant-toggle"
            aria-expanded={assistant}
          >
            <MessageSquareIcon aria-hidden />
            {assistant ? t("report.hideAssistant") : t("report.showAssistant")}
          </Button>
          <Button size="sm" onClick={() => window.print()} data-testid="report-pdf" className="ml-auto">
            <PrinterIcon aria-hidden />
            {t("report.pdf")}
          </Button>
        </div>
        <IssuedReportsBar
          borrowerId={liveBorrower.id}
          synced={synced}
          selected={selectedReport}
          onSelect={setSelectedReport}
          analysis={analysis.text}
          riskOptions={riskOptions}
        />
        {workspace && !frozen && <AdviserDetails workspace={workspace} store={store} />}
        <article
          id="mortgage-report"
          className="@container rounded-xl border bg-white p-4 text-neutral-900 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
          data-testid="mortgage-report"
        >
          <header className="report-page-break flex min-h-[60vh] flex-col print:min-h-[250mm]" data-testid="cover-page">
            <p className="text-xs tracking-widest text-muted-foreground uppercase">{adviser?.office || "Adviesdesk"}</p>
            <h1 className="mt-16 text-3xl font-bold">{t("report.coverTitle")}</h1>
            <p className="mt-2 text-lg">{[title(profile.applicant.title), borrower.name].filter(Boolean).join(" ")}</p>
            {profile.hasPartner && (
              <p className="text-lg">
                {[title(profile.partner.title), profile.partner.firstName, profile.partner.lastName]
                  .filter(Boolean)
                  .join(" ")}
              </p>
            )}
            <div className="mt-auto grid gap-6 pt-12 text-sm @3xl:grid-cols-2" data-testid="cover-details">
              <Rows
                narrow
                rows={[
                  [t("cover.clientName"), borrower.name || "—"],
                  [t("cover.title"), title(profile.applicant.title) || "—"],
                  [t("cover.partnerTitle"), profile.hasPartner ? title(profile.partner.title) || "—" : "—"],
                  [
                    t("cover.partnerName"),
                    profile.hasPartner ? `${profile.partner.firstName} ${profile.partner.lastName}`.trim() || "—" : "—",
                  ],
                  [
                    t("cover.address"),
                    [profile.contact.street, `${profile.contact.postcode} ${profile.contact.city}`.trim()]
                      .filter(Boolean)
                      .join(", ") || "—",
                  ],
                  [
                    t("cover.contact"),
                    [profile.contact.email, profile.contact.phone].filter(Boolean).join(" · ") || "—",
                  ],
                  [t("cover.clientNumber"), profile.clientNumber || "—"],
                ]}
              />
              <Rows
                narrow
                rows={[
                  [t("cover.adviserName"), adviser?.name || "—"],
                  [t("cover.email"), adviser?.email || "—"],
                  [t("cover.phone"), adviser?.phone || "—"],
                  [t("cover.registrationNumber"), adviser?.registrationNumber || "—"],
                  [t("cover.reportDate"), date(today)],
                  [t("cover.reportNumber"), reportNumber],
                  [t("cover.version"), String(borrower.version)],
                ]}
              />
            </div>
          </header>

          {frozen && issued.data && (
            <p className="mt-4 flex items-center gap-2 rounded-md border p-2 text-xs" data-testid="report-frozen">
              {t("report.issued.frozenNote", {
                number: issued.data.number,
                date: date(frozen.issuedOn),
                by: issued.data.issuedBy,
                year: frozen.normsYear,
                digest: frozen.normsDigest.slice(0, 12),
              })}
            </p>
          )}
          {selectedReport !== null && !frozen && (
            <p className="mt-4 text-sm" role="status" data-testid="report-frozen-loading">
              {issued.isError ? t("report.issued.openFailed") : t("report.issued.opening")}
            </p>
          )}
          <ClientProfileSection profile={profile} />
          <ReportSection title={t("report.sections.income")} testId="report-income">
            <Rows
              rows={[
                // Each person by name, with their own income and contract.
                ...people.flatMap(
                  ({ name, person }) =>
                    [
                      [`${t("fields.grossAnnualIncome")} — ${name}`, money(person.grossAnnualIncome)],
                      [`${t("fields.employment")} — ${name}`, t(`employment.${person.employment}`)],
                    ] as [string, string][],
                ),
                [t("calculator.toetsinkomen"), outcome.ok ? money(outcome.result.toetsinkomen) : "—"],
              ]}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.documents")} testId="report-documents">
            <Rows
              rows={documentLines(borrower, documents.data ?? [], today).map(
                ({ person, type, fileName, status }) =>
                  [
                    `${t(`kyc.types.${type}`)} — ${personName(borrower, person, t(`gaps.${person}`))}`,
                    fileName ? `${fileName} · ${t(`kyc.status.${status}`)}` : t("kyc.none"),
                  ] as [string, string],
              )}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.debt")} testId="report-debt">
            <Rows
              rows={[
                [t("fields.studentDebtMonthly"), money(profile.obligations.studentDebtMonthly)],
                [t("fields.creditLimits"), money(profile.obligations.creditLimits)],
                [t("fields.alimonyMonthly"), money(profile.obligations.alimonyMonthly)],
                [t("fields.otherMonthly"), money(profile.obligations.otherMonthly)],
                [t("report.obligationsMonthly"), outcome.ok ? money(outcome.result.obligationsMonthly) : "—"],
              ]}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.property")} testId="report-property">
            <Rows
              rows={[
                [
                  t("cover.address"),
                  [profile.property.street, profile.property.postcode, profile.property.city]
                    .filter(Boolean)
                    .join(", ") || "—",
                ],
                [t("fields.propertyValue"), money(profile.property.value)],
                [t("fields.wozValue"), money(profile.property.wozValue)],
                [t("regulatory.ltv"), ltv === null ? "—" : `${ltv.toFixed(1)}%`],
              ]}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.mortgageType")} testId="report-type">
            <Rows
              rows={[
                [
                  t("fields.loanType"),
                  profile.wishes.loanParts.some((part) => part.amount > 0)
                    ? t("report.parts.inParts")
                    : t(`loanTypes.${profile.wishes.loanType}`),
                ],
                [t("fields.loanAmount"), money(dossierLoanAmount(profile))],
                [t("fields.nhg"), profile.wishes.nhg ? t("yes") : t("no")],
              ]}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.interest")} testId="report-interest">
            <Rows
              rows={[
                [
                  t("calculator.rate"),
                  !outcome.ok
                    ? "—"
                    : outcome.result.loanParts
                      ? t("report.parts.perPart")
                      : `${outcome.ratePct.toFixed(2)}%`,
                ],
                [t("fields.fixedPeriodYears"), t("years", { count: profile.wishes.fixedPeriodYears })],
                [t("calculator.toetsrente"), outcome.ok ? `${outcome.result.toetsrente.toFixed(2)}%` : "—"],
              ]}
            />
          </ReportSection>
          <ReportSection title={t("report.sections.calculations")} testId="report-calculations">
            {outcome.ok ? (
              <Rows
                rows={[
                  [t("calculator.maxByIncome"), money(outcome.result.maxByIncome)],
                  [
                    t("calculator.maxByValue"),
                    outcome.result.maxByValue === null ? "—" : money(outcome.result.maxByValue),
                  ],
                  [t("calculator.maxMortgage"), money(outcome.result.maxMortgage)],
                  [t("calculator.monthlyGross"), money(outcome.result.monthlyGross)],
                  [t("calculator.monthlyNet"), money(outcome.result.monthlyNet)],
                  [t("calculator.purchaseCosts"), money(outcome.result.purchaseCosts.total)],
                ]}
              />
            ) : (
              <p className="text-sm">{t("calculator.incomplete")}</p>
            )}
          </ReportSection>
          {outcome.ok && (
            <>
              <FinancingSection result={outcome.result} />
              <LoanPartsSection result={outcome.result} />
              <ChartSection result={outcome.result} />
            </>
          )}
          <ReportSection title={t("report.sections.energyLabel")} testId="report-energy">
            <Rows
              rows={[
                [t("fields.energyLabel"), profile.property.energyLabel ?? "—"],
                [t("report.energyAmount"), outcome.ok ? money(outcome.result.energyLabelAmount) : "—"],
                [t("fields.energySavingMeasures"), money(profile.property.energySavingMeasures)],
              ]}
            />
          </ReportSection>
          <DossierRiskAnalysis
            borrower={borrower}
            rates={workspace?.lenderRates ?? []}
            today={today}
            frozenInput={frozen?.input}
            frozenAnalysis={frozen?.riskAnalysis}
            onOptionsChange={setRiskOptions}
          />
          <RiskAdviceSection profile={profile} />
          <LenderChoiceSection profile={profile} quotes={quotes} />
          <AdviceCostsSection profile={profile} />
          <ReportSection title={t("report.sections.norms")} testId="report-norms">
            <ul className="grid gap-2 text-sm">
              {outcome.ok && (
                <li>
                  TRHK {outcome.result.year} · {t(`regulatory.tables.${outcome.result.financeCostTable}`)} ·{" "}
                  {outcome.result.financeCostPct.toFixed(1)}% ·{" "}
                  {outcome.result.loan.withinMaximum ? t("report.withinNorms") : t("calculator.aboveMaximum")}
                </li>
              )}
              {duties.map((duty) => (
                <li key={duty.article}>
                  <span className="font-medium">Wft {duty.article}</span> —{" "}
                  {t(`regulatory.article.wft${duty.article.replace(":", "_")}`)}:{" "}
                  {duty.open.length === 0
                    ? t("regulatory.covered")
                    : duty.open.map((item) => t(`regulatory.items.${item}`)).join(" ")}
                </li>
              ))}
            </ul>
          </ReportSection>
          {frozen?.texts.analysis && (
            <ReportSection title={t("report.sections.analysis")} testId="report-analysis-frozen">
              <p className="text-sm whitespace-pre-wrap">{frozen.texts.analysis}</p>
            </ReportSection>
          )}
          {!frozen && analysis.text && (
            <ReportSection title={t("report.sections.analysis")} testId="report-analysis">
              {analysed.map((document, index) => {
                const answer = analyses[index]?.data;
                return answer ? (
                  <div key={document.id} className="mb-3" data-testid="report-analysis-document">
                    <h3 className="text-sm font-semibold">{documentLabel(document)}</h3>
                    <CitedAnswer
                      borrowerId={borrower.id}
                      content={answer.message.content}
                      dataPoints={dataPointsOf(answer.context.data_points)}
                      redact
                    />
                  </div>
                ) : null;
              })}
            </ReportSection>
          )}
          <SignatureSection
            adviser={adviser}
            clients={people.map((person) => person.name)}
            date={date(today)}
            reportNumber={reportNumber}
          />
          <footer className="border-t pt-3 text-xs text-muted-foreground">
            {t("report.footer", { adviser: adviser?.name || "—", number: reportNumber, version: borrower.version })}
          </footer>
        </article>
      </div>
      {assistant && <AssistantPanel borrower={borrower} onClose={() => setAssistant(false)} />}
    </div>
  );
}
