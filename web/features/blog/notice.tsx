import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

export interface NoticeState {
  kind: "success" | "error";
  text: string;
  detail?: string;
}

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** A notice for the page navigated to: a new post's first save moves to its edit page and says it saved. */
    blogNotice?: NoticeState;
  }
}

export function useNotice(initial: NoticeState | null = null) {
  const [notice, setNotice] = useState<NoticeState | null>(initial);
  return {
    notice,
    success: (text: string) => setNotice({ kind: "success", text }),
    error: (text: string, detail?: string) => setNotice({ kind: "error", text, detail }),
    clear: () => setNotice(null),
  };
}

/** The manager's and editor's alerts, shown in the page rather than as browser pop-ups. */
export function Notice({ notice }: { notice: NoticeState | null }) {
  if (!notice) return <div role="status" aria-live="polite" data-testid="blog-notice" />;
  const Icon = notice.kind === "success" ? CheckCircle2Icon : TriangleAlertIcon;
  return (
    <div
      role={notice.kind === "error" ? "alert" : "status"}
      data-testid="blog-notice"
      data-kind={notice.kind}
      className={cn(
        "flex items-start gap-2 rounded-lg border px-4 py-3 text-sm",
        notice.kind === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{notice.text}</p>
        {notice.detail && <p className="mt-0.5 opacity-80">{notice.detail}</p>}
      </div>
    </div>
  );
}
