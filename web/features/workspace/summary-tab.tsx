import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidBsn } from "#domain/bsn";
import type { Borrower, PersonRole } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/error-text";
import { cn } from "@/lib/utils";
import { CitedAnswer } from "./cited-answer";
import { inputClass } from "./fields";
import { borrowerSummary, confirmBsn, revealBsn } from "./queries";
import type { WorkspaceStore } from "./store";

/** A grounded summary of this borrower's documents from the chat pipeline, with the passages it cites. */
export function SummaryTab({ borrower, synced }: { borrower: Borrower; synced: boolean }) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const summary = useMutation({
    mutationFn: () => borrowerSummary(getToken, borrower.id, t("summary.question", { name: borrower.name })),
  });
  const points = summary.data?.context.data_points;
  const passages = Array.isArray(points) ? points : (points?.text ?? []);
  if (!synced) return <p className="text-sm text-muted-foreground">{t("kyc.syncFirst")}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("summary.help")}</p>
      <div>
        <Button data-testid="make-summary" onClick={() => summary.mutate()} disabled={summary.isPending}>
          {summary.isPending ? t("summary.working") : summary.data ? t("summary.again") : t("summary.make")}
        </Button>
      </div>
      {summary.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(summary.error)}
        </p>
      )}
      {summary.data && (
        <article className="rounded-xl border p-4" data-testid="summary-answer">
          <CitedAnswer borrowerId={borrower.id} content={summary.data.message.content} dataPoints={passages} />
        </article>
      )}
    </div>
  );
}

/**
 * One person's BSN: checked with the 11-proef, stored only after the adviser confirms it, shown masked unless
 * revealed. The partner's control names the partner and uses `partner-bsn-*` test ids.
 */
export function BsnControl({
  borrower,
  store,
  synced,
  person = "applicant",
  name,
}: {
  borrower: Borrower;
  store: WorkspaceStore;
  synced: boolean;
  person?: PersonRole;
  /** Whose BSN, shown beside the label when the dossier has two people. */
  name?: string;
}) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const [value, setValue] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: () => confirmBsn(getToken, borrower.id, value, person),
    onSuccess: ({ bsnMasked }) => {
      store.setBsnMasked(borrower.id, bsnMasked, person);
      setValue("");
      setConfirmed(false);
      setRevealed(null);
      setEditing(false);
    },
  });
  const reveal = useMutation({
    mutationFn: () => revealBsn(getToken, borrower.id, person),
    onSuccess: ({ bsn }) => setRevealed(bsn),
  });
  const valid = isValidBsn(value);
  const masked = person === "partner" ? borrower.partnerBsnMasked : borrower.bsnMasked;
  const id = (part: string) => (person === "partner" ? `partner-bsn${part}` : `bsn${part}`);
  const label = name ? t("bsn.of", { name }) : "BSN";
  if (!synced) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid={id("")}>
      <span className="text-muted-foreground">{label}</span>
      {masked && !editing ? (
        <>
          <span className="font-mono" data-testid={id("-value")}>
            {revealed ?? masked}
          </span>
          <Button
            size="sm"
            variant="link"
            data-testid={id("-reveal")}
            onClick={() => (revealed ? setRevealed(null) : reveal.mutate())}
          >
            {revealed ? t("bsn.hide") : t("bsn.reveal")}
          </Button>
          <Button size="sm" variant="link" data-testid={id("-change")} onClick={() => setEditing(true)}>
            {t("bsn.change")}
          </Button>
          {reveal.error && (
            <span role="alert" className="text-red-700">
              {errorText(reveal.error)}
            </span>
          )}
        </>
      ) : (
        <>
          <input
            className={cn(inputClass, "h-8 w-36 font-mono")}
            inputMode="numeric"
            maxLength={11}
            aria-label={label}
            data-testid={id("-input")}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          {value && (
            <span className={valid ? "text-emerald-700" : "text-red-700"} data-testid={id("-check")}>
              {valid ? t("bsn.valid") : t("bsn.invalid")}
            </span>
          )}
          {valid && (
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
                data-testid={id("-confirm")}
              />
              {t("bsn.confirm")}
            </label>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={!valid || !confirmed || save.isPending}
            onClick={() => save.mutate()}
            data-testid={id("-save")}
          >
            {t("bsn.save")}
          </Button>
          {editing && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t("bsn.cancel")}
            </Button>
          )}
          {save.error && <span className="text-red-700">{errorText(save.error)}</span>}
        </>
      )}
    </div>
  );
}
