import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "@/features/workspace/fields";
import { MortgageReport } from "@/features/workspace/report";
import { useWorkspace } from "@/features/workspace/use-workspace";
import { WorkspaceBar } from "@/features/workspace/workspace-bar";
import { optionalText } from "@/lib/search-params";
import { cn } from "@/lib/utils";

export const Route = createFileRoute("/_app/mortgage")({
  validateSearch: (search: { borrower?: string }): { borrower?: string } => ({
    borrower: optionalText(search.borrower, 200),
  }),
  component: MortgagePage,
});

function MortgagePage() {
  const { t } = useTranslation("workspace");
  const { borrower: borrowerId } = Route.useSearch();
  const navigate = useNavigate();
  const { store, state } = useWorkspace();
  // A borrower named in the link but on no loaded page (or found by a search before a reload) is fetched.
  useEffect(() => {
    if (borrowerId) void store.ensureBorrower(borrowerId);
  }, [store, borrowerId]);
  const borrower = state.borrowers.find((candidate) => candidate.id === (borrowerId ?? state.selectedBorrowerId));
  return (
    <div className="mx-auto max-w-5xl px-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("report.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("report.description")}</p>
        </div>
        <select
          aria-label={t("report.choose")}
          data-testid="report-borrower"
          className={cn(inputClass, "w-72")}
          value={borrower?.id ?? ""}
          onChange={(event) =>
            void navigate({ to: "/mortgage", search: { borrower: event.target.value || undefined } })
          }
        >
          <option value="">{t("report.choose")}</option>
          {state.borrowers.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name || t("list.unnamed")}
            </option>
          ))}
        </select>
      </div>
      <div className="print:hidden">
        <WorkspaceBar store={store} state={state} />
      </div>
      {borrower ? (
        <MortgageReport borrower={borrower} workspace={state.workspace} />
      ) : (
        <p className="mt-8 text-muted-foreground">
          {t("report.none")}{" "}
          <Link to="/borrowers" className="text-primary underline underline-offset-2">
            {t("list.title")}
          </Link>
        </p>
      )}
    </div>
  );
}
