import { MicIcon, MicOffIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { speechLanguageOf } from "./speech-language";

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type RecognitionConstructor = new () => Recognition;

const recognitionConstructor = (): RecognitionConstructor | null => {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
};

export const speechInputSupported = () => recognitionConstructor() !== null;

const knownErrors = [
  "no-speech",
  "aborted",
  "audio-capture",
  "network",
  "not-allowed",
  "service-not-allowed",
  "language-not-supported",
] as const;

/** Voice input through the browser's speech recognition: idle or recording (spec section 4). */
export function SpeechInputButton({
  disabled,
  onTranscript,
}: {
  disabled: boolean;
  onTranscript: (text: string) => void;
}) {
  const { t, i18n } = useTranslation("chat");
  const [recording, setRecording] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  const start = () => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    setAlert(null);
    const instance = new Constructor();
    instance.lang = speechLanguageOf(i18n.resolvedLanguage);
    instance.interimResults = true;
    instance.continuous = false;
    instance.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? "")
        .join("");
      onTranscript(transcript);
    };
    instance.onerror = (event) => {
      const type = (knownErrors as readonly string[]).includes(event.error) ? event.error : "other";
      setAlert(t(`speech.inputErrors.${type}`, { type: event.error }));
      setRecording(false);
    };
    instance.onend = () => setRecording(false);
    recognition.current = instance;
    instance.start();
    setRecording(true);
  };

  const label = recording ? t("speech.stopRecording") : t("speech.startRecording");
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        variant={recording ? "default" : "ghost"}
        size="icon"
        data-testid="speech-input"
        data-state={recording ? "recording" : "idle"}
        aria-pressed={recording}
        title={label}
        aria-label={label}
        disabled={disabled}
        onClick={() => (recording ? recognition.current?.stop() : start())}
      >
        {recording ? <MicOffIcon /> : <MicIcon />}
      </Button>
      {alert && (
        <span role="alert" data-testid="speech-input-alert" className="max-w-64 text-xs text-red-700">
          {alert}
        </span>
      )}
    </div>
  );
}
