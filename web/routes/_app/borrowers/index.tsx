import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { SearchIcon, UserRoundPlusIcon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Borrower, borrowerStatuses } from "#schemas/workspace";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useWorkspace, useWorkspaceSession } from "@/workspace/use-workspace";
import { inputClass } from "./-components/fields";
import { StatusLabel } from "./-components/status-label";
import { WorkspaceBar } from "./-components/workspace-bar";

export const Route = createFileRoute("/_app/borrowers/")({ component: BorrowersPage });

const sorts = ["lastAccessed", "name", "dateOfBirth", "status", "recentActivity"] as const;

function compare(sort: string) {
  return (a: Borrower, b: Borrower) => {
    switch (sort) {
      case "name":
        return a.name.localeCompare(b.name);
      case "dateOfBirth":
        return (a.dateOfBirth ?? "9999").localeCompare(b.dateOfBirth ?? "9999");
      case "status":
        return borrowerStatuses.indexOf(a.status) - borrowerStatuses.indexOf(b.status);
      case "recentActivity":
        return b.updatedAt - a.updatedAt;
      default:
        return (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0) || b.updatedAt - a.updatedAt;
    }
  };
}

function BorrowersPage() {
  const { t, i18n } = useTranslation("workspace");
  const { store, state } = useWorkspace();
  const [session, setSession] = useWorkspaceSession(state.selectedBorrowerId);
  const navigate = useNavigate();
  const sentinel = useRef<HTMLDivElement>(null);
  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(`${value}T12:00:00`)) : "—";
  const dateTime = (ms: number | null) =>
    ms ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" }).format(ms) : "—";

  const rows = useMemo(() => {
    const needle = session.search.trim().toLowerCase();
    return state.borrowers
      .filter((borrower) => session.status === "all" || borrower.status === session.status)
      .filter(
        (borrower) =>
          !needle ||
          [borrower.name, borrower.profile.contact.email, borrower.profile.contact.city, borrower.profile.clientNumber]
            .join(" ")
            .toLowerCase()
            .includes(needle),
      )
      .sort(compare(session.sort));
  }, [state.borrowers, session]);

  const recent = useMemo(
    () =>
      state.borrowers
        .filter((borrower) => borrower.lastAccessed)
        .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))
        .slice(0, 4),
    [state.borrowers],
  );

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
            value={session.search}
            onChange={(event) => setSession({ search: event.target.value })}
          />
        </div>
        <select
          aria-label={t("list.filterStatus")}
          data-testid="borrower-filter"
          className={cn(inputClass, "w-auto")}
          value={session.status}
          onChange={(event) => setSession({ status: event.target.value })}
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
          value={session.sort}
          onChange={(event) => setSession({ sort: event.target.value })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t("list.sortBy", { column: t(`columns.${sort}`) })}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border">
        <table className="w-full text-sm" data-testid="borrower-table">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="px-4 py-2 font-medium">{t("columns.name")}</th>
              <th className="px-4 py-2 font-medium">{t("columns.dateOfBirth")}</th>
              <th className="px-4 py-2 font-medium">{t("columns.status")}</th>
              <th className="px-4 py-2 font-medium">{t("columns.lastAccessed")}</th>
              <th className="px-4 py-2 font-medium">{t("columns.recentActivity")}</th>
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
                <td className="px-4 py-2">{date(borrower.dateOfBirth)}</td>
                <td className="px-4 py-2">
                  <StatusLabel status={borrower.status} />
                </td>
                <td className="px-4 py-2">{dateTime(borrower.lastAccessed)}</td>
                <td className="px-4 py-2 text-muted-foreground">
                  {t(`activity.${borrower.recentActivity}`, { defaultValue: borrower.recentActivity })} ·{" "}
                  {dateTime(borrower.updatedAt)}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-muted-foreground">
                  {state.loading ? t("list.loading") : t("list.empty")}
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
