import { CheckIcon, ClipboardListIcon, CopyIcon, LightbulbIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatAnswer } from "#schemas/chat";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { dataPointTexts } from "./answer-state";
import { parseAnswer } from "./citations";
import { Markdown, withCitationLinks } from "./markdown";
import { SpeechOutputButton } from "./speech-output";

export type PanelTab = "thoughtProcess" | "supportingContent" | "citation";

/** Spec section 9: the copy button shows its 'copied' state for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

interface Props {
  answer: ChatAnswer;
  index: number;
  streaming?: boolean;
  selected: boolean;
  activeTab: PanelTab | null;
  activeCitation: string | null;
  showFollowups: boolean;
  speech: { browser: boolean; azure: boolean };
  onCitation: (citation: string) => void;
  onPanel: (tab: PanelTab) => void;
  onFollowup: (question: string) => void;
}

export function AnswerView({
  answer,
  index,
  streaming = false,
  selected,
  activeTab,
  activeCitation,
  showFollowups,
  speech,
  onCitation,
  onPanel,
  onFollowup,
}: Props) {
  const { t } = useTranslation("chat");
  const dataPoints = dataPointTexts(answer.context);
  const parsed = useMemo(
    () => parseAnswer(answer.message.content, dataPoints, streaming),
    [answer.message.content, dataPoints, streaming],
  );
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const followups = answer.context.followup_questions ?? [];
  const hasThoughts = answer.context.thoughts.length > 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.message.content);
      setCopied(true);
    } catch (error) {
      console.error("Copy failed", error);
    }
  };

  return (
    <article
      data-testid="answer"
      data-index={index}
      data-streaming={streaming}
      aria-label={t("answer.label", { number: index + 1 })}
      className={cn(
        "rounded-xl border bg-card p-4 shadow-sm",
        selected && "ring-2 ring-primary/40",
        streaming && "border-dashed",
      )}
    >
      <div className="mb-2 flex items-center justify-end gap-1">
        <Button
          variant="ghost"
          size="icon"
          data-testid="answer-thought-process"
          aria-pressed={selected && activeTab === "thoughtProcess"}
          title={t("answer.thoughtProcess")}
          aria-label={t("answer.thoughtProcess")}
          disabled={streaming || !hasThoughts}
          onClick={() => onPanel("thoughtProcess")}
        >
          <LightbulbIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          data-testid="answer-supporting-content"
          aria-pressed={selected && activeTab === "supportingContent"}
          title={t("answer.supportingContent")}
          aria-label={t("answer.supportingContent")}
          disabled={streaming || dataPoints.length === 0}
          onClick={() => onPanel("supportingContent")}
        >
          <ClipboardListIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          data-testid="answer-copy"
          data-copied={copied}
          title={copied ? t("answer.copied") : t("answer.copy")}
          aria-label={copied ? t("answer.copied") : t("answer.copy")}
          disabled={streaming}
          onClick={() => void copy()}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </Button>
        <span role="status" className="sr-only">
          {copied ? t("answer.copied") : ""}
        </span>
        {!streaming && (speech.browser || speech.azure) && (
          <SpeechOutputButton text={answer.message.content} useAzure={speech.azure} />
        )}
      </div>
      <div data-testid="answer-text">
        <Markdown
          renderCitation={(citationIndex, label) => {
            const citation = parsed.citations[citationIndex] ?? "";
            return (
              <sup>
                <button
                  type="button"
                  data-testid="citation-link"
                  title={citation}
                  aria-label={t("answer.citationLabel", { number: citationIndex + 1, file: citation })}
                  aria-pressed={selected && activeTab === "citation" && activeCitation === citation}
                  className="mx-0.5 rounded bg-primary/10 px-1 text-xs font-semibold text-primary hover:bg-primary/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onCitation(citation)}
                >
                  {label}
                </button>
              </sup>
            );
          }}
        >
          {withCitationLinks(parsed.parts)}
        </Markdown>
      </div>
      {!streaming && parsed.citations.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-1.5 border-t pt-3 text-xs" data-testid="citation-list">
          <span className="font-medium text-muted-foreground">{t("answer.citations")}</span>
          {parsed.citations.map((citation, citationIndex) => (
            <button
              type="button"
              key={citation}
              className="max-w-full rounded-md bg-secondary px-2 py-0.5 text-left text-secondary-foreground [overflow-wrap:anywhere] hover:bg-accent"
              onClick={() => onCitation(citation)}
            >
              {`${citationIndex + 1}. ${citation}`}
            </button>
          ))}
        </div>
      )}
      {showFollowups && !streaming && followups.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs" data-testid="followups">
          <span className="font-medium text-muted-foreground">{t("answer.followups")}</span>
          {followups.map((question) => (
            <button
              type="button"
              key={question}
              data-testid="followup-chip"
              className="rounded-full border border-primary/30 px-2.5 py-0.5 text-primary hover:bg-primary/10"
              onClick={() => onFollowup(question)}
            >
              {question}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
