import { Link, useNavigate } from "@tanstack/react-router";
import { SearchIcon, UserRoundPlusIcon } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { inputClass } from "./fields";
import { recentBorrowers } from "./model";
import { StatusLabel } from "./status-label";
import { useWorkspace } from "./use-workspace";

/**
 * The workspace's quick actions for the dashboard: search the borrowers (the list opens with the search filled in
 * and asks the Worker), add a borrower, and the borrowers opened most recently.
 */
export function WorkspaceQuickActions() {
  const { t } = useTranslation("workspace");
  const { store, state } = useWorkspace();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const recent = useMemo(() => recentBorrowers(state.borrowers, 5), [state.borrowers]);
  const openList = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: "/borrowers", search: { search: search.trim() || undefined } });
  };
  const create = () => {
    const id = store.addBorrower();
    void navigate({ to: "/borrowers/$borrowerId", params: { borrowerId: id } });
  };
  return (
    <section className="mt-8 rounded-xl border p-5" data-testid="workspace-quick-actions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">{t("quick.title")}</h2>
        <Button size="sm" variant="outline" onClick={create} data-testid="quick-new-borrower">
          <UserRoundPlusIcon aria-hidden />
          {t("list.new")}
        </Button>
      </div>
      <form className="relative mt-3" onSubmit={openList}>
        <SearchIcon aria-hidden className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
        <input
          type="search"
          aria-label={t("list.search")}
          placeholder={t("list.search")}
          data-testid="quick-search"
          className={cn(inputClass, "pl-9")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <h3 className="mt-4 text-xs font-semibold text-muted-foreground uppercase">{t("list.recent")}</h3>
      {recent.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{state.loading ? t("list.loading") : t("quick.noRecent")}</p>
      ) : (
        <ul className="mt-1 divide-y text-sm" data-testid="quick-recent">
          {recent.map((borrower) => (
            <li key={borrower.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                to="/borrowers/$borrowerId"
                params={{ borrowerId: borrower.id }}
                className="font-medium text-primary hover:underline"
              >
                {borrower.name || t("list.unnamed")}
              </Link>
              <StatusLabel status={borrower.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
