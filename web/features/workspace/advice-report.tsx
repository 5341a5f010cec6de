import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CalculationResult } from "#domain/mortgage";
import type { LenderQuote } from "#domain/mortgage/from-dossier";
import { adviceRisks } from "#schemas/advice-profile";
import type { BorrowerProfile, WorkspaceData } from "#schemas/workspace";
import { ScheduleChart } from "@/features/calculator/schedule-chart";
import { useFormat } from "@/features/calculator/use-format";
import { byYear } from "@/features/calculator/yearly";
import { ReportSection, Rows } from "./report-layout";

/**
 * The parts of the report that make it an adviesrapport under Wft 4:23: the client profile, the loan as advised with
 * its costs and chart, the advice per risk, the lender chosen and why, the costs of the advice and the signatures.
 * Everything is drawn from the (live or frozen) dossier and result handed in, never fetched here.
 */

const blank = (value: string) => (value.trim() ? value : "—");
const Paragraph = ({ children, testId }: { children: string; testId?: string }) => (
  <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid={testId}>
    {blank(children)}
  </p>
);

export function ClientProfileSection({ profile }: { profile: BorrowerProfile }) {
  const { t } = useTranslation("workspace");
  const { advice } = profile;
  return (
    <ReportSection title={t("report.sections.clientProfile")} testId="report-client-profile">
      <Rows
        rows={[
          [t("advice.goals"), <Paragraph key="goals">{advice.goals}</Paragraph>],
          [t("advice.knowledge"), advice.knowledge ? t(`advice.knowledgeLevels.${advice.knowledge}`) : "—"],
          [t("advice.experience"), blank(advice.experience)],
          [t("advice.riskAppetite"), advice.riskAppetite ? t(`advice.riskAppetites.${advice.riskAppetite}`) : "—"],
        ]}
      />
    </ReportSection>
  );
}

export function FinancingSection({ result }: { result: CalculationResult }) {
  const { t } = useTranslation("workspace");
  const format = useFormat();
  const costs = result.purchaseCosts;
  const financing = result.financing;
  const within = (ok: boolean | null | undefined) =>
    ok === null || ok === undefined ? "—" : ok ? t("report.financing.within") : t("report.financing.above");
  return (
    <ReportSection title={t("report.sections.financing")} testId="report-financing">
      <Rows
        rows={[
          [t("report.financing.purchasePrice"), financing ? format.eur(financing.purchasePrice) : "—"],
          [t("report.financing.transferTax"), format.eur(costs.transferTax)],
          [t("report.financing.nhgFee"), format.eur(costs.nhgFee)],
          [t("advice.notaryFee"), format.eur(costs.notaryFee)],
          [t("advice.valuationFee"), format.eur(costs.valuationFee)],
          [t("advice.adviceFee"), format.eur(costs.adviceFee)],
          [t("report.financing.purchaseCosts"), format.eur(costs.total)],
          [t("fields.ownFunds"), financing ? format.eur(financing.ownFunds) : "—"],
          [t("report.financing.loanNeed"), financing ? format.eur(financing.loanNeed) : "—"],
          [t("report.financing.againstIncome"), within(financing?.withinIncome)],
          [t("report.financing.againstValue"), within(financing?.withinValue)],
        ]}
      />
    </ReportSection>
  );
}

export function LoanPartsSection({ result }: { result: CalculationResult }) {
  const { t } = useTranslation("workspace");
  const format = useFormat();
  const parts = result.loanParts ?? [];
  const bridging = result.bridging;
  return (
    <ReportSection title={t("report.sections.loanParts")} testId="report-loan-parts">
      {parts.length === 0 ? (
        <p className="text-sm">
          {t("report.parts.single", {
            amount: format.eur0(result.loan.amount),
            type: t(`loanTypes.${result.loan.type}`),
          })}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-xs" data-testid="report-parts-table">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-2">#</th>
                <th className="pr-2">{t("advice.parts.amount")}</th>
                <th className="pr-2">{t("advice.parts.repayment")}</th>
                <th className="pr-2">{t("advice.parts.interestRate")}</th>
                <th className="pr-2">{t("fields.fixedPeriodYears")}</th>
                <th className="pr-2">{t("advice.parts.termMonths")}</th>
                <th className="pr-2">{t("advice.parts.box")}</th>
                <th className="pr-2 text-right">{t("report.parts.interest")}</th>
                <th className="pr-2 text-right">{t("report.parts.repayment")}</th>
                <th className="text-right">{t("report.parts.gross")}</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((part, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are listed in their order
                <tr key={index} className="border-t" data-testid={`report-part-${index}`}>
                  <td className="py-1 pr-2">{index + 1}</td>
                  <td className="pr-2">{format.eur0(part.amount)}</td>
                  <td className="pr-2">{t(`advice.parts.forms.${part.repayment}`)}</td>
                  <td className="pr-2">{format.pct(part.interestRate)}</td>
                  <td className="pr-2">{part.fixedPeriodYears}</td>
                  <td className="pr-2">{part.termMonths}</td>
                  <td className="pr-2">
                    {part.box}
                    {part.transitionLaw ? ` (${t("report.parts.transitionLaw")})` : ""}
                  </td>
                  <td className="pr-2 text-right">{format.eur(part.firstMonth.interest)}</td>
                  <td className="pr-2 text-right">{format.eur(part.firstMonth.repayment)}</td>
                  <td className="text-right" data-testid={`report-part-${index}-gross`}>
                    {format.eur(part.firstMonth.gross)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3">
        <Rows
          rows={[
            [
              t("report.parts.totalGross"),
              <span key="gross" data-testid="report-total-gross">
                {format.eur(result.monthlyGross)}
              </span>,
            ],
            [
              t("report.parts.totalNet"),
              <span key="net" data-testid="report-total-net">
                {format.eur(result.monthlyNet)}
              </span>,
            ],
            ...(bridging
              ? ([
                  [t("report.bridging.amount"), format.eur(bridging.amount)],
                  [
                    t("report.bridging.limit"),
                    t("report.bridging.limitText", {
                      pct: format.pct(bridging.limitPct),
                      limit: format.eur(bridging.limit),
                      equity: format.eur(bridging.equity),
                    }),
                  ],
                  [
                    t("report.bridging.monthlyInterest"),
                    <span key="bridging" data-testid="report-bridging-interest">
                      {t("report.bridging.interestText", {
                        monthly: format.eur(bridging.monthlyInterest),
                        rate: format.pct(bridging.interestRate),
                        months: bridging.termMonths,
                        total: format.eur(bridging.totalInterest),
                      })}
                    </span>,
                  ],
                  [t("report.bridging.withMortgage"), format.eur(bridging.monthlyGrossWithBridging)],
                  [
                    t("report.bridging.doubleCosts"),
                    bridging.soldUnconditionally ? t("report.bridging.sold") : format.eur(bridging.doubleCostsMonthly),
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
      </div>
    </ReportSection>
  );
}

export function ChartSection({ result }: { result: CalculationResult }) {
  const { t } = useTranslation("workspace");
  const format = useFormat();
  return (
    <ReportSection title={t("report.sections.chart")} testId="report-chart">
      <p className="mb-2 text-xs text-muted-foreground">
        {t("report.chartNote", { interest: format.eur0(result.totalInterest), net: format.eur0(result.totalNet) })}
      </p>
      <ScheduleChart years={byYear(result.schedule)} format={format} />
    </ReportSection>
  );
}

/** The adviser's advice per risk; the computed risk analysis (another section) is passed in as `analysis`. */
export function RiskAdviceSection({ profile, analysis }: { profile: BorrowerProfile; analysis?: ReactNode }) {
  const { t } = useTranslation("workspace");
  return (
    <ReportSection title={t("report.sections.riskAdvice")} testId="report-risk-advice">
      {analysis}
      <Rows
        rows={adviceRisks.map((risk) => [
          t(`advice.risks.${risk}`),
          <Paragraph key={risk} testId={`report-risk-${risk}`}>
            {profile.advice.riskAdvice[risk]}
          </Paragraph>,
        ])}
      />
    </ReportSection>
  );
}

export function LenderChoiceSection({ profile, quotes }: { profile: BorrowerProfile; quotes: LenderQuote[] }) {
  const { t } = useTranslation("workspace");
  const format = useFormat();
  const { advice } = profile;
  return (
    <ReportSection title={t("report.sections.lender")} testId="report-lender">
      <Rows
        rows={[
          [t("advice.lender"), blank(advice.lender)],
          [t("advice.product"), blank(advice.product)],
          [t("advice.lenderReasons"), <Paragraph key="reasons">{advice.lenderReasons}</Paragraph>],
        ]}
      />
      {quotes.length > 0 && (
        <table className="mt-3 w-full text-xs" data-testid="report-lender-quotes">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1">{t("banks.lender")}</th>
              <th>{t("banks.rate")}</th>
              <th className="text-right">{t("calculator.monthlyGross")}</th>
              <th className="text-right">{t("calculator.monthlyNet")}</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.lender} className={quote.lender === advice.lender ? "border-t font-semibold" : "border-t"}>
                <td className="py-1">{quote.lender}</td>
                <td>{format.pct(quote.rate.ratePct)}</td>
                <td className="text-right">{format.eur(quote.monthlyGross)}</td>
                <td className="text-right">{format.eur(quote.monthlyNet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportSection>
  );
}

export function AdviceCostsSection({ profile }: { profile: BorrowerProfile }) {
  const { t } = useTranslation("workspace");
  const format = useFormat();
  return (
    <ReportSection title={t("report.sections.adviceCosts")} testId="report-advice-costs">
      <Rows rows={[[t("advice.adviceFee"), format.eur(profile.purchaseCosts.adviceFee)]]} />
      <p className="mt-2 text-xs text-muted-foreground">{t("report.adviceCostsNote")}</p>
    </ReportSection>
  );
}

export function SignatureSection({
  adviser,
  clients,
  date,
  reportNumber,
}: {
  adviser: WorkspaceData["adviser"] | undefined;
  clients: string[];
  date: string;
  reportNumber: string;
}) {
  const { t } = useTranslation("workspace");
  const line = (who: string, role: string) => (
    <div key={`${role}-${who}`} className="grid gap-1 text-sm">
      <div className="h-12 border-b border-neutral-400" />
      <p className="font-medium">{who}</p>
      <p className="text-xs text-muted-foreground">{role}</p>
    </div>
  );
  return (
    <ReportSection title={t("report.sections.signature")} testId="report-signature">
      <p className="mb-4 text-sm">{t("report.signatureText", { number: reportNumber, date })}</p>
      <div className="grid gap-6 @xl:grid-cols-2">
        {line(
          [adviser?.name || "—", adviser?.registrationNumber].filter(Boolean).join(" · "),
          t("report.signatureAdviser"),
        )}
        {clients.map((client) => line(client, t("report.signatureClient")))}
      </div>
    </ReportSection>
  );
}
