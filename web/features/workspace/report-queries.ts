import { queryOptions } from "@tanstack/react-query";
import { type IssueReportRequest, issuedReportListSchema, issuedReportSchema } from "#schemas/mortgage/report";
import { type TokenSource, workspaceCall } from "./api";

/** The issued (signed, frozen) versions of a borrower's report, newest first. */
export const issuedReportsQuery = (getToken: TokenSource, borrowerId: string) =>
  queryOptions({
    queryKey: ["borrower", borrowerId, "reports"],
    queryFn: async () =>
      (await workspaceCall(getToken, `/borrowers/${borrowerId}/reports`, issuedReportListSchema)).reports,
  });

/** One issued version as it was signed; it never changes, so it is cached for good. */
export const issuedReportQuery = (getToken: TokenSource, borrowerId: string, reportId: string) =>
  queryOptions({
    queryKey: ["borrower", borrowerId, "reports", reportId],
    queryFn: () => workspaceCall(getToken, `/borrowers/${borrowerId}/reports/${reportId}`, issuedReportSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const issueReport = (getToken: TokenSource, borrowerId: string, body: IssueReportRequest) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/reports`, issuedReportSchema, { method: "POST", body });
