import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { IssuedReportSummary } from "#schemas/mortgage/report";
import type { RiskOptions } from "#schemas/mortgage/risk-analysis";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/error-text";
import { cn } from "@/lib/utils";
import { inputClass } from "./fields";
import { issuedReportsQuery, issueReport } from "./report-queries";

interface Props {
  borrowerId: string;
  synced: boolean;
  /** The report id shown, or null for the live draft. */
  selected: string | null;
  onSelect: (reportId: string | null) => void;
  /** The text to freeze with the report (the document analysis as shown). */
  analysis: string | null;
  /** The risk analysis's assumptions as set on the report (frozen with the analysis); null keeps the defaults. */
  riskOptions: RiskOptions | null;
}

/** Issue the report as a signed, frozen version, and pick which version to show: the draft or an issued one. */
export function IssuedReportsBar({ borrowerId, synced, selected, onSelect, analysis, riskOptions }: Props) {
  const { t, i18n } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const queryClient = useQueryClient();
  const reports = useQuery({ ...issuedReportsQuery(getToken, borrowerId), enabled: synced });
  const issue = useMutation({
    mutationFn: () =>
      issueReport(getToken, borrowerId, { language: i18n.language, analysis, riskOptions: riskOptions ?? {} }),
    onSuccess: (issued) => {
      queryClient.setQueryData(["borrower", borrowerId, "reports", issued.id], issued);
      void queryClient.invalidateQueries({ queryKey: issuedReportsQuery(getToken, borrowerId).queryKey });
      onSelect(issued.id);
    },
  });
  const when = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at));
  const label = (report: IssuedReportSummary) =>
    t("report.issued.version", { number: report.number, date: when(report.issuedAt), by: report.issuedBy });

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 print:hidden" data-testid="issued-reports">
      <select
        aria-label={t("report.issued.choose")}
        data-testid="report-version"
        className={cn(inputClass, "w-80")}
        value={selected ?? ""}
        onChange={(event) => onSelect(event.target.value || null)}
      >
        <option value="">{t("report.issued.draft")}</option>
        {(reports.data ?? []).map((report) => (
          <option key={report.id} value={report.id}>
            {label(report)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="outline"
        onClick={() => issue.mutate()}
        disabled={!synced || issue.isPending}
        data-testid="report-issue"
      >
        <LockIcon aria-hidden />
        {issue.isPending ? t("report.issued.issuing") : t("report.issued.issue")}
      </Button>
      {issue.isError && (
        <span role="alert" className="text-sm text-destructive" data-testid="report-issue-error">
          {t("report.issued.failed", { reason: errorText(issue.error) })}
        </span>
      )}
      {!synced && <span className="text-sm text-muted-foreground">{t("report.issued.notSynced")}</span>}
    </div>
  );
}
