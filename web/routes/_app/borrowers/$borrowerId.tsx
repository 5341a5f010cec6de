import { createFileRoute, Link, notFound, useNavigate, useRouter } from "@tanstack/react-router";
import { ArrowLeftIcon, FileTextIcon, TrashIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
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
import { loadWorkspaceStore, useWorkspace, useWorkspaceSession } from "@/features/workspace/use-workspace";
import { WorkspaceBar } from "@/features/workspace/workspace-bar";
import { cn } from "@/lib/utils";

/*
 * The loader decides whether the dossier opens: a borrower this browser holds opens at once (offline too); any
 * other is fetched on its own once the workspace's first page is in, and one that does not exist (or belongs to
 * another adviser) is not found. Signed out there is nothing to load: the app layout asks to sign in, and
 * signing in loads the route again (web/main.tsx). The page then renders the borrower live from the store.
 */
export const Route = createFileRoute("/_app/borrowers/$borrowerId")({
  loader: async ({ context, params: { borrowerId }, preload }) => {
    const store = await loadWorkspaceStore(context);
    if (!store) return;
    if (!(await store.findBorrower(borrowerId))) throw notFound();
    // Opening the dossier (not hovering a link to it) selects it and records when it was last accessed.
    if (!preload) store.select(borrowerId);
  },
  pendingComponent: DossierPending,
  notFoundComponent: DossierNotFound,
  component: BorrowerPage,
  // The two short views come with the page's code rather than as files of their own.
  codeSplitGroupings: [["loader"], ["component", "pendingComponent", "notFoundComponent"]],
});

const tabs = ["kyc", "advice", "gaps", "regulatory", "calculator", "banks", "summary", "history"] as const;

function DossierMessage({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useTranslation("workspace");
  return (
    <div className="mx-auto max-w-6xl px-6 py-8" data-testid={testId}>
      <p className="text-muted-foreground">{children}</p>
      <Link to="/borrowers" className="text-primary hover:underline">
        {t("profile.back")}
      </Link>
    </div>
  );
}

function DossierPending() {
  const { t } = useTranslation("workspace");
  return <DossierMessage testId="dossier-loading">{t("profile.loading")}</DossierMessage>;
}

function DossierNotFound() {
  const { t } = useTranslation("workspace");
  return <DossierMessage testId="dossier-not-found">{t("profile.notFound")}</DossierMessage>;
}

function BorrowerPage() {
  const { borrowerId } = Route.useParams();
  const { t } = useTranslation("workspace");
  const { store, state } = useWorkspace();
  const navigate = useNavigate();
  const router = useRouter();
  const borrower = state.borrowers.find((candidate) => candidate.id === borrowerId);
  useWorkspaceSession(state.selectedBorrowerId);

  // The loader found the borrower. Should the store let go of it later (the cache cleared, the workspace loaded
  // again without it, deleted on another device and synced), the route is loaded again: found, or not found.
  const held = borrower !== undefined;
  useEffect(() => {
    if (!held) void router.invalidate({ filter: (match) => match.routeId === Route.id });
  }, [held, router]);

  if (!borrower) return <DossierPending />;
  const synced = borrower.version > 0 && !state.offline;
  const update = (fields: Record<string, unknown>) => store.updateBorrower(borrower.id, fields);
  const remove = () => {
    if (!window.confirm(t("profile.deleteConfirm", { name: borrower.name || t("list.unnamed") }))) return;
    // Off the dossier first, so a deleted borrower is never shown as not found on the way.
    void navigate({ to: "/borrowers" }).then(() => store.deleteBorrower(borrower.id));
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
