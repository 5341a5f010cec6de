import { useMutation } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatAnswer } from "#schemas/chat";
import type { Borrower } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/error-text";
import { dataPointsOf } from "./citations";
import { CitedAnswer } from "./cited-answer";
import { inputClass } from "./fields";
import { borrowerSummary } from "./queries";

/** Chat about this borrower: questions go to the chat pipeline limited to the borrower's documents. */
export function AssistantPanel({ borrower, onClose }: { borrower: Borrower; onClose: () => void }) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const [question, setQuestion] = useState("");
  const [turns, setTurns] = useState<[string, ChatAnswer][]>([]);
  const ask = useMutation({
    mutationFn: (text: string) => borrowerSummary(getToken, borrower.id, text),
    onSuccess: (answer, text) => setTurns((current) => [...current, [text, answer]]),
  });
  return (
    <aside className="w-full rounded-xl border p-4 lg:w-80 print:hidden" data-testid="assistant-panel">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">{t("report.assistant", { name: borrower.name || t("list.unnamed") })}</h2>
        <Button size="icon" variant="ghost" onClick={onClose} aria-label={t("report.hideAssistant")}>
          <XIcon />
        </Button>
      </div>
      <ol className="mt-2 grid max-h-96 gap-3 overflow-auto text-sm">
        {turns.map(([text, answer], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns are append-only.
          <li key={index} className="grid gap-1">
            <p className="font-medium">{text}</p>
            <CitedAnswer
              borrowerId={borrower.id}
              content={answer.message.content}
              dataPoints={dataPointsOf(answer.context.data_points)}
              testId="assistant-answer"
            />
          </li>
        ))}
      </ol>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) ask.mutate(question.trim());
          setQuestion("");
        }}
      >
        <input
          className={inputClass}
          value={question}
          maxLength={1000}
          placeholder={t("report.askPlaceholder")}
          aria-label={t("report.askPlaceholder")}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={ask.isPending}>
          {t("report.ask")}
        </Button>
        {ask.error && <p className="text-xs text-red-700">{errorText(ask.error)}</p>}
      </form>
    </aside>
  );
}
