import { SendIcon } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { QUESTION_MAX_LENGTH } from "#schemas/chat";
import { Button } from "@/components/ui/button";
import { SpeechInputButton } from "./speech-input";

/**
 * Spec section 5, question input: at most 1000 characters (more is ignored), no empty or blank question,
 * Enter sends, Shift+Enter adds a line, Enter during IME composition does nothing.
 */
export function QuestionInput({
  placeholder,
  disabled,
  busy,
  speechInput,
  onSend,
}: {
  placeholder: string;
  disabled: boolean;
  busy: boolean;
  speechInput: boolean;
  onSend: (question: string) => void;
}) {
  const { t } = useTranslation("chat");
  const [question, setQuestion] = useState("");
  const canSend = !disabled && !busy && question.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(question);
    setQuestion("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // 229 is what browsers report for a key that an input method is still composing.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  return (
    <div
      data-testid="question-box"
      className="flex items-end gap-2 rounded-xl border bg-background p-2 shadow-sm focus-within:ring-2 focus-within:ring-ring"
    >
      <textarea
        data-testid="question-input"
        aria-label={t("input.label")}
        className="field-sizing-content max-h-48 min-h-11 flex-1 resize-none bg-transparent px-2 py-2 text-sm outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        rows={2}
        value={question}
        maxLength={QUESTION_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled || busy}
        onChange={(event) => setQuestion(event.target.value.slice(0, QUESTION_MAX_LENGTH))}
        onKeyDown={onKeyDown}
      />
      <div className="flex items-center gap-1">
        <span className="hidden text-xs tabular-nums text-muted-foreground sm:inline" data-testid="question-length">
          {question.length}/{QUESTION_MAX_LENGTH}
        </span>
        {speechInput && (
          <SpeechInputButton
            disabled={disabled || busy}
            onTranscript={(text) => setQuestion(text.slice(0, QUESTION_MAX_LENGTH))}
          />
        )}
        <Button
          size="icon"
          data-testid="send-button"
          aria-label={t("input.send")}
          title={t("input.send")}
          disabled={!canSend}
          onClick={send}
        >
          <SendIcon />
        </Button>
      </div>
    </div>
  );
}
