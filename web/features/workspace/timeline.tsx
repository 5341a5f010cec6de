import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Borrower, BorrowerEvent } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/error-text";
import { changeLabel, changeValue, visibleChanges } from "./change-text";
import { eventsQuery, restoreVersion } from "./queries";
import type { WorkspaceStore } from "./store";

function summaryText(t: TFunction<"workspace">, event: BorrowerEvent) {
  const [key, detail] = event.summary.split(":");
  const documentName = detail ? t(`kyc.types.${detail}`, { defaultValue: detail }) : "";
  return t(`events.summary.${key}`, { defaultValue: event.summary, version: detail, document: documentName });
}

function ChangeList({ changes }: { changes: BorrowerEvent["changes"] }) {
  const { t, i18n } = useTranslation("workspace");
  if (changes.length === 0) return null;
  const value = (field: string, raw: unknown) => changeValue(t, i18n.language, field, raw);
  return (
    <ul className="mt-2 grid gap-0.5 text-xs text-muted-foreground" data-testid="timeline-changes">
      {changes.slice(0, 12).map((change) => (
        <li key={change.field} data-testid="timeline-change">
          <span className="font-medium text-foreground/80">{changeLabel(t, change.field)}</span>:{" "}
          {value(change.field, change.from)} → {value(change.field, change.to)}
        </li>
      ))}
      {changes.length > 12 && <li>{t("events.more", { count: changes.length - 12 })}</li>}
    </ul>
  );
}

/** Events newest first: who, when, what changed. */
export function Timeline({
  events,
  compact = false,
  onRestore,
}: {
  events: BorrowerEvent[];
  compact?: boolean;
  onRestore?: (event: BorrowerEvent) => void;
}) {
  const { t, i18n } = useTranslation("workspace");
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(ms);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t("events.none")}</p>;
  return (
    <ol className="grid gap-3" data-testid="timeline">
      {events.map((event) => (
        <li
          key={event.id}
          className="rounded-lg border p-3 text-sm"
          data-testid="timeline-event"
          data-type={event.type}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{t(`activity.${event.type}`)}</span>
            <span className="font-medium">{summaryText(t, event)}</span>
            {event.version !== null && <span className="text-xs text-muted-foreground">v{event.version}</span>}
            <span className="ml-auto text-xs text-muted-foreground">
              {event.actor} · {when(event.at)}
            </span>
          </div>
          {!compact && <ChangeList changes={visibleChanges(event.changes)} />}
          {onRestore && event.restorable && (
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              data-testid="restore-version"
              onClick={() => onRestore(event)}
            >
              {t("events.restore", { version: event.version })}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

export function HistoryTab({
  borrower,
  store,
  synced,
}: {
  borrower: Borrower;
  store: WorkspaceStore;
  synced: boolean;
}) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const client = useQueryClient();
  const events = useQuery({ ...eventsQuery(getToken, borrower.id, borrower.version), enabled: synced });
  const restore = useMutation({
    mutationFn: (event: BorrowerEvent) => restoreVersion(getToken, borrower.id, event.id, borrower.version),
    onSuccess: (restored) => {
      store.adopt(restored);
      return client.invalidateQueries({ queryKey: ["borrower", borrower.id] });
    },
  });
  const dirty = borrower.id in store.getState().pending;
  if (!synced) return <p className="text-sm text-muted-foreground">{t("kyc.syncFirst")}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("events.help")}</p>
      {dirty && <p className="text-sm text-amber-800">{t("events.syncBeforeRestore")}</p>}
      {restore.error && <p className="text-sm text-red-700">{errorText(restore.error)}</p>}
      {events.data && (
        <Timeline events={events.data} onRestore={dirty ? undefined : (event) => restore.mutate(event)} />
      )}
    </div>
  );
}
