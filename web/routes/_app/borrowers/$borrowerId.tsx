import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeftIcon, FileTextIcon, TrashIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { borrowerStatuses } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdviceSections } from "@/features/workspace/advice-sections";
import { BanksTab, CalculatorTab, GapsTab, RegulatoryTab } from "@/features/workspace/analysis-tabs";
import { personName } from "@/features/workspace/dossier";
import { inputClass } from "@/features/workspace/fields";
import { KycTab } from "@/features/workspace/kyc-tab";
import { RatesEditor } from "@/features/workspace/rates-editor";
import { BsnControl, SummaryTab } from "@/features/workspace/summary-tab";
import { HistoryTab } from "@/features/workspace/timeline";
import { useWorkspace, useWorkspaceSession } from "@/features/workspace/use-workspace";
import { WorkspaceBar } from "@/features/workspace/workspace-bar";
import { cn } from "@/lib/utils";

export const Route = createFileRoute("/_app/borrowers/$borrowerId")({ component: BorrowerPage });

const tabs = ["kyc", "advice", "gaps", "regulatory", "calculator", "banks", "summary", "history"] as const;

function BorrowerPage() {
  const { borrowerId } = Route.useParams();
  const { t } = useTranslation("workspace");
  const { store, state } = useWorkspace();
  const navigate = useNavigate();
  const borrower = state.borrowers.find((candidate) => candidate.id === borrowerId);
  useWorkspaceSession(state.selectedBorrowerId);

  useEffect(() => {
    if (borrower) store.select(borrowerId);
  }, [store, borrowerId, borrower]);

  // A dossier this browser has not loaded (a link, or a reload past the first page) is fetched on its own.
  const known = Boolean(borrower);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  useEffect(() => {
    if (known) return;
    let current = true;
    void store.ensureBorrower(borrowerId).then(() => {
      if (current) setLookedUp(borrowerId);
    });
    return () => {
      current = false;
    };
  }, [store, borrowerId, known]);

  if (!borrower) {
    const searching = state.loading || (lookedUp !== borrowerId && !state.offline);
    return (
      <div className="mx-auto max-w-6xl px-6 py-8">
        <p className="text-muted-foreground">{searching ? t("list.loading") : t("profile.notFound")}</p>
        <Link to="/borrowers" className="text-primary hover:underline">
          {t("profile.back")}
        </Link>
      </div>
    );
  }
  const synced = borrower.version > 0 && !state.offline;
  const update = (fields: Record<string, unknown>) => store.updateBorrower(borrower.id, fields);
  const remove = () => {
    if (!window.confirm(t("profile.deleteConfirm", { name: borrower.name || t("list.unnamed") }))) return;
    store.deleteBorrower(borrower.id);
    void navigate({ to: "/borrowers" });
  };

  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <Link
        to="/borrowers"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t("profile.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="borrower-name">
          {borrower.name || t("list.unnamed")}
        </h1>
        <select
          aria-label={t("columns.status")}
          data-testid="borrower-status"
          className={cn(inputClass, "h-8 w-auto")}
          value={borrower.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          {borrowerStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-muted-foreground" data-testid="borrower-version">
          {borrower.version > 0 ? t("profile.version", { version: borrower.version }) : t("profile.notYetSynced")}
        </span>
        <div className="ml-auto flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/mortgage" search={{ borrower: borrower.id }} data-testid="open-report">
              <FileTextIcon aria-hidden />
              {t("profile.report")}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={remove} data-testid="delete-borrower">
            <TrashIcon aria-hidden />
            {t("profile.delete")}
          </Button>
        </div>
      </div>
      <div className="mt-2">
        <BsnControl
          borrower={borrower}
          store={store}
          synced={synced}
          name={borrower.profile.hasPartner ? personName(borrower, "applicant", t("gaps.applicant")) : undefined}
        />
        {borrower.profile.hasPartner && (
          <BsnControl
            borrower={borrower}
            store={store}
            synced={synced}
            person="partner"
            name={personName(borrower, "partner", t("gaps.partner"))}
          />
        )}
      </div>
      <WorkspaceBar store={store} state={state} />
      <Tabs defaultValue="kyc" className="mt-6">
        <TabsList className="h-auto flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="kyc">
          <KycTab borrower={borrower} update={update} synced={synced} />
        </TabsContent>
        <TabsContent value="advice">
          <AdviceSections borrower={borrower} update={update} />
        </TabsContent>
        <TabsContent value="gaps">
          <GapsTab borrower={borrower} synced={synced} />
        </TabsContent>
        <TabsContent value="regulatory">
          <RegulatoryTab borrower={borrower} workspace={state.workspace} synced={synced} />
        </TabsContent>
        <TabsContent value="calculator">
          <CalculatorTab borrower={borrower} workspace={state.workspace} />
        </TabsContent>
        <TabsContent value="banks">
          <BanksTab borrower={borrower} workspace={state.workspace} />
          {state.workspace && <RatesEditor workspace={state.workspace} store={store} />}
        </TabsContent>
        <TabsContent value="summary">
          <SummaryTab borrower={borrower} synced={synced} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab borrower={borrower} store={store} synced={synced} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
