import { CloudOffIcon, RefreshCwIcon, TrashIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { conflictSentence } from "./conflict-text";
import { StatusBadge } from "./fields";
import type { WorkspaceState } from "./model";
import type { WorkspaceStore } from "./store";

/** Offline, syncing and unsynced-changes state, sync now and clear cache, and the conflict notices. */
export function WorkspaceBar({ store, state }: { store: WorkspaceStore; state: WorkspaceState }) {
  const { t, i18n } = useTranslation("workspace");
  const time = (ms: number) => new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(ms);
  const clear = () => {
    if (state.dirty && !window.confirm(t("bar.clearConfirm"))) return;
    void store.clearCache();
  };
  return (
    <div className="mt-4 grid gap-2" data-testid="workspace-bar">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {state.offline ? (
          <StatusBadge tone="amber" testId="offline-badge">
            <CloudOffIcon aria-hidden className="mr-1 size-3" />
            {t("bar.offline")}
          </StatusBadge>
        ) : (
          <StatusBadge tone="green" testId="online-badge">
            {t("bar.online")}
          </StatusBadge>
        )}
        {state.syncing && <StatusBadge tone="blue">{t("bar.syncing")}</StatusBadge>}
        <span data-testid="sync-state" data-dirty={state.dirty}>
          {state.dirty ? (
            <StatusBadge tone="amber">
              {t("bar.unsynced", {
                // Each borrower with local edits, plus the workspace itself (cover details, rate table).
                count: Object.keys(state.pending).length + (state.pendingWorkspace ? 1 : 0),
              })}
            </StatusBadge>
          ) : (
            <StatusBadge tone="gray">{t("bar.allSynced")}</StatusBadge>
          )}
        </span>
        {state.lastSynced && (
          <span className="text-xs text-muted-foreground">{t("bar.lastSynced", { time: time(state.lastSynced) })}</span>
        )}
        <div className="ml-auto flex gap-2">
          <Button
            size="sm"
            variant="outline"
            data-testid="sync-now"
            disabled={state.offline || state.syncing}
            onClick={() => void store.sync()}
          >
            <RefreshCwIcon aria-hidden />
            {t("bar.syncNow")}
          </Button>
          <Button size="sm" variant="ghost" data-testid="clear-cache" onClick={clear}>
            <TrashIcon aria-hidden />
            {t("bar.clearCache")}
          </Button>
        </div>
      </div>
      {(state.error || state.syncError) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="workspace-error">
          {state.syncError ?? state.error}
        </p>
      )}
      {state.notices.length > 0 && (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm"
          data-testid="conflict-notice"
        >
          <p className="font-medium">{t("conflict.title")}</p>
          <ul className="mt-1 list-disc pl-5">
            {state.notices.map((notice) => (
              <li key={`${notice.borrowerId}-${notice.at}`}>{conflictSentence(t, notice)}</li>
            ))}
          </ul>
          <Button size="sm" variant="link" className="px-0" onClick={() => store.dismissNotices()}>
            {t("conflict.dismiss")}
          </Button>
        </div>
      )}
    </div>
  );
}
