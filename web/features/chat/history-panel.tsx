import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2Icon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { HISTORY_PAGE_SIZE, type HistoryItem } from "#schemas/chat-history";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useErrorText } from "@/lib/error-text";
import { groupHistory, type HistoryGroupKey } from "./history-groups";
import type { HistoryStorage, HistoryStore } from "./history-store";
import type { Turn } from "./use-chat-session";

/** Spec section 9: the history drawer is 300 px wide. */
export const HISTORY_DRAWER_WIDTH_PX = 300;

export const historyQueryKey = (storage: HistoryStorage) => ["chat-history", storage] as const;

function useGroupLabel() {
  const { t, i18n } = useTranslation("chat");
  return (key: HistoryGroupKey) =>
    key.kind === "month"
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: "long", year: "numeric" }).format(
          new Date(key.year, key.month, 1),
        )
      : t(`history.groups.${key.kind}`);
}

/** The chat history drawer (spec sections 2.3 and 4): grouped, 20 at a time on scroll, restore and delete. */
export function HistoryPanel({
  storage,
  store,
  onSelect,
}: {
  storage: HistoryStorage;
  store: HistoryStore;
  onSelect: (id: string, turns: Turn[]) => void;
}) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const groupLabel = useGroupLabel();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<HistoryItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sentinel = useRef<HTMLLIElement | null>(null);

  const history = useInfiniteQuery({
    queryKey: historyQueryKey(storage),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      try {
        return await store.list(HISTORY_PAGE_SIZE, pageParam);
      } catch (error) {
        // Spec section 8: a history load failure gives an empty list.
        console.error(error);
        return { items: [], continuation_token: null };
      }
    },
    getNextPageParam: (page) => (page.items.length === 0 ? undefined : (page.continuation_token ?? undefined)),
    staleTime: 0,
    gcTime: 0,
  });

  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const groups = useMemo(() => groupHistory(items, Date.now()), [items]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const open = useMutation({
    mutationFn: (id: string) => store.get(id),
    onSuccess: (entry) => onSelect(entry.id, entry.answers),
    onError: (error) => setNotice(errorText(error)),
  });

  const remove = useMutation({
    mutationFn: (id: string) => store.remove(id),
    onSuccess: () => queryClient.resetQueries({ queryKey: historyQueryKey(storage) }),
    onError: (error) => setNotice(errorText(error)),
  });

  return (
    <SheetContent
      side="left"
      closeLabel={t("close")}
      data-testid="history-panel"
      style={{ width: HISTORY_DRAWER_WIDTH_PX, maxWidth: "100vw" }}
    >
      <SheetHeader>
        <SheetTitle>{t("history.title")}</SheetTitle>
        <SheetDescription>{t(storage === "cloud" ? "history.storedCloud" : "history.storedBrowser")}</SheetDescription>
      </SheetHeader>
      {notice && (
        <p role="alert" data-testid="history-error" className="mx-4 rounded-md bg-red-50 p-2 text-xs text-red-800">
          {notice}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-auto px-2 pb-4" data-testid="history-scroll">
        {history.isPending ? (
          <p className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" />
            {t("history.loading")}
          </p>
        ) : items.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground" data-testid="history-empty">
            {t("history.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {groups.map((group) => (
              <li key={group.id} data-testid="history-group" data-group={group.id}>
                <h3 className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {groupLabel(group.key)}
                </h3>
                <ul className="flex flex-col">
                  {group.items.map((item) => (
                    <li
                      key={item.id}
                      data-testid="history-item"
                      className="group flex items-center gap-1 rounded-md hover:bg-accent"
                    >
                      <button
                        type="button"
                        className="min-w-0 flex-1 truncate px-2 py-1.5 text-left text-sm"
                        title={item.title}
                        disabled={open.isPending}
                        onClick={() => open.mutate(item.id)}
                      >
                        {item.title}
                      </button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-7 shrink-0"
                        data-testid="history-delete"
                        aria-label={t("history.delete", { title: item.title })}
                        onClick={() => setConfirming(item)}
                      >
                        <Trash2Icon />
                      </Button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {hasNextPage && (
              <li ref={sentinel} data-testid="history-more" className="p-2 text-xs text-muted-foreground">
                {isFetchingNextPage ? t("history.loading") : t("history.more")}
              </li>
            )}
          </ul>
        )}
      </div>
      <Dialog open={confirming !== null} onOpenChange={(openState) => !openState && setConfirming(null)}>
        <DialogContent closeLabel={t("close")} data-testid="history-delete-dialog">
          <DialogHeader>
            <DialogTitle>{t("history.deleteTitle")}</DialogTitle>
            <DialogDescription>{t("history.deleteConfirm")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t("history.cancel")}
            </Button>
            <Button
              variant="destructive"
              data-testid="history-delete-confirm"
              onClick={() => {
                if (confirming) remove.mutate(confirming.id);
                setConfirming(null);
              }}
            >
              {t("history.deleteAction")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SheetContent>
  );
}
