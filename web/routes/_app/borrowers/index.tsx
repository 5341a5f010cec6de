import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { SearchIcon, UserRoundPlusIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type BorrowerQuery, compareBorrowers, matchesQuery } from "#domain/workspace/borrower-list";
import {
  type BorrowerSort,
  type BorrowerStatus,
  borrowerSorts,
  borrowerStatuses,
  DEFAULT_BORROWER_SORT,
} from "#schemas/borrower-list-terms";
import type { Borrower } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/features/workspace/fields";
import { recentBorrowers } from "@/features/workspace/model";
import { StatusLabel } from "@/features/workspace/status-label";
import { useWorkspace, useWorkspaceSession } from "@/features/workspace/use-workspace";
import { WorkspaceBar } from "@/features/workspace/workspace-bar";
import { oneOf, optionalText } from "@/lib/search-params";
import { cn } from "@/lib/utils";

/** The list's query lives in the URL (a reload, a link and the back button keep it); absent means the default. */
interface ListSearch {
  search?: string;
  status?: BorrowerStatus;
  sort?: BorrowerSort;
}

export const Route = createFileRoute("/_app/borrowers/")({
  validateSearch: (search: Record<string, unknown>): ListSearch => ({
    search: optionalText(search.search, 100) || undefined,
    status: oneOf(search.status, borrowerStatuses, undefined),
    sort: oneOf(search.sort, borrowerSorts, undefined),
  }),
  component: BorrowersPage,
});

/** The search as typed, passed on once typing pauses, so the Worker is asked once per search rather than per key. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function BorrowersPage() {
  const { t, i18n } = useTranslation("workspace");
  const { store, state } = useWorkspace();
  const [session] = useWorkspaceSession(state.selectedBorrowerId);
  const params = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const setParams = (next: Partial<ListSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  // The search box shows what is typed; the URL (and so the query) follows once typing pauses.
  const [typed, setTyped] = useState(params.search ?? "");
  const sentinel = useRef<HTMLDivElement>(null);
  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(`${value}T12:00:00`)) : "—";
  const dateTime = (ms: number | null) =>
    ms ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" }).format(ms) : "—";

  const settled = useDebounced(typed, 250).trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled search moves the URL; a URL changed elsewhere (back button) must not be overwritten by the box.
  useEffect(() => {
    if (settled !== (params.search ?? "")) setParams({ search: settled || undefined });
  }, [settled]);
  const query = useMemo<BorrowerQuery>(
    () => ({ search: params.search ?? "", status: params.status ?? null, sort: params.sort ?? DEFAULT_BORROWER_SORT }),
    [params.search, params.status, params.sort],
  );
  useEffect(() => {
    void store.setQuery(query);
  }, [store, query]);

  // Online the Worker searched and ordered; laid over are this browser's unsynced borrowers and edits, which the
  // Worker cannot know yet. Offline the list filters and orders the borrowers saved on this device.
  const serverList = state.listIds !== null && !state.offline;
  const rows = useMemo(() => {
    if (!serverList || !state.listIds) {
      return state.borrowers.filter((borrower) => matchesQuery(borrower, query)).sort(compareBorrowers(query.sort));
    }
    const byId = new Map(state.borrowers.map((borrower) => [borrower.id, borrower]));
    const listed = new Set(state.listIds);
    const local = state.borrowers.filter(
      (borrower) => !listed.has(borrower.id) && borrower.id in state.pending && matchesQuery(borrower, query),
    );
    const fromServer = state.listIds
      .map((id) => byId.get(id))
      .filter((borrower): borrower is Borrower => borrower !== undefined && matchesQuery(borrower, query));
    return [...local, ...fromServer];
  }, [serverList, state.listIds, state.borrowers, state.pending, query]);

  const recent = useMemo(() => recentBorrowers(state.borrowers, 4), [state.borrowers]);

  // The recovered session brings the selection back (without counting it as opening the dossier).
  const restore = session.selectedBorrowerId;
  useEffect(() => {
    if (restore && !store.getState().selectedBorrowerId) store.select(restore, { opened: false });
  }, [store, restore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void store.loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [store]);

  const create = () => {
    const id = store.addBorrower();
    void navigate({ to: "/borrowers/$borrowerId", params: { borrowerId: id } });
  };

  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("list.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("list.description")}</p>
        </div>
        <Button onClick={create} data-testid="new-borrower">
          <UserRoundPlusIcon aria-hidden />
          {t("list.new")}
        </Button>
      </div>
      <WorkspaceBar store={store} state={state} />

      {recent.length > 0 && (
        <nav
          aria-label={t("list.recent")}
          className="mt-4 flex flex-wrap items-center gap-2 text-sm"
          data-testid="recent-borrowers"
        >
          <span className="text-muted-foreground">{t("list.recent")}:</span>
          {recent.map((borrower) => (
            <Link
              key={borrower.id}
              to="/borrowers/$borrowerId"
              params={{ borrowerId: borrower.id }}
              className="rounded-full border px-3 py-1 hover:bg-accent"
            >
              {borrower.name || t("list.unnamed")}
            </Link>
          ))}
        </nav>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        <div className="relative min-w-60 flex-1">
          <SearchIcon aria-hidden className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <input
            type="search"
            aria-label={t("list.search")}
            placeholder={t("list.search")}
            data-testid="borrower-search"
            className={cn(inputClass, "pl-9")}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <select
          aria-label={t("list.filterStatus")}
          data-testid="borrower-filter"
          className={cn(inputClass, "w-auto")}
          value={query.status ?? "all"}
          onChange={(event) => setParams({ status: oneOf(event.target.value, borrowerStatuses, undefined) })}
        >
          <option value="all">{t("list.allStatuses")}</option>
          {borrowerStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("list.sort")}
          data-testid="borrower-sort"
          className={cn(inputClass, "w-auto")}
          value={query.sort}
          onChange={(event) => setParams({ sort: oneOf(event.target.value, borrowerSorts, undefined) })}
        >
          {borrowerSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t("list.sortBy", { column: t(`columns.${sort}`) })}
            </option>
          ))}
        </select>
      </div>

      {state.offline && (query.search || query.status) && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="offline-search-note">
          {t("list.offlineSearch")}
        </p>
      )}
      <div className="mt-4 overflow-x-auto rounded-xl border">
        <table className="w-full text-sm" data-testid="borrower-table">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="px-4 py-2 font-medium">{t("columns.name")}</th>
              <th className="hidden px-4 py-2 font-medium sm:table-cell">{t("columns.dateOfBirth")}</th>
              <th className="px-4 py-2 font-medium">{t("columns.status")}</th>
              <th className="hidden px-4 py-2 font-medium md:table-cell">{t("columns.lastAccessed")}</th>
              <th className="hidden px-4 py-2 font-medium lg:table-cell">{t("columns.recentActivity")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((borrower) => (
              <tr key={borrower.id} className="border-t hover:bg-accent/40" data-testid="borrower-row">
                <td className="px-4 py-2 font-medium">
                  <Link
                    to="/borrowers/$borrowerId"
                    params={{ borrowerId: borrower.id }}
                    className="text-primary hover:underline"
                  >
                    {borrower.name || t("list.unnamed")}
                  </Link>
                  {borrower.id in state.pending && (
                    <span className="ml-2 text-xs text-amber-700" title={t("list.notSynced")}>
                      ●
                    </span>
                  )}
                </td>
                <td className="hidden px-4 py-2 sm:table-cell">{date(borrower.dateOfBirth)}</td>
                <td className="px-4 py-2">
                  <StatusLabel status={borrower.status} />
                </td>
                <td className="hidden px-4 py-2 md:table-cell">{dateTime(borrower.lastAccessed)}</td>
                <td className="hidden px-4 py-2 text-muted-foreground lg:table-cell">
                  {t(`activity.${borrower.recentActivity}`, { defaultValue: borrower.recentActivity })} ·{" "}
                  {dateTime(borrower.updatedAt)}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-muted-foreground">
                  {state.loading
                    ? t("list.loading")
                    : query.search || query.status
                      ? t("list.noMatch")
                      : t("list.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div ref={sentinel} className="h-8" />
      {state.hasMoreBorrowers && state.continuationToken && (
        <div className="text-center">
          <Button variant="outline" size="sm" onClick={() => void store.loadMore()} disabled={state.loading}>
            {t("list.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
