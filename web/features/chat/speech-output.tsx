import { Loader2Icon, SquareIcon, Volume2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api-client";
import { speechLanguageOf } from "./speech-language";

type PlaybackState = "idle" | "loading" | "playing";

/**
 * Reads an answer aloud: through the browser's speech synthesis, or through POST /speech when the server
 * offers it (400 means it is not enabled). States idle, loading, playing (spec section 4).
 */
export function SpeechOutputButton({ text, useAzure }: { text: string; useAzure: boolean }) {
  const { t, i18n } = useTranslation("chat");
  const { getToken } = useAuth();
  const [state, setState] = useState<PlaybackState>("idle");
  const [alert, setAlert] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const stopRef = useRef<() => void>(() => {});

  useEffect(() => () => stopRef.current(), []);

  const stop = () => {
    stopRef.current();
    setState("idle");
  };

  const playBrowser = () => {
    if (!("speechSynthesis" in window)) {
      setAlert(t("speech.outputUnavailable"));
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLanguageOf(i18n.resolvedLanguage);
    utterance.onend = () => setState("idle");
    utterance.onerror = (event) => {
      setState("idle");
      if (event.error !== "interrupted" && event.error !== "canceled") setAlert(t("speech.outputFailed"));
    };
    stopRef.current = () => window.speechSynthesis.cancel();
    window.speechSynthesis.cancel();
    setState("playing");
    window.speechSynthesis.speak(utterance);
  };

  const playAzure = async () => {
    setState("loading");
    try {
      const response = await apiFetch("/speech", {
        method: "POST",
        token: await getToken(),
        accept: "audio/*",
        body: { text, language: speechLanguageOf(i18n.resolvedLanguage) },
      }).catch((error: unknown) => {
        // Spec section 8: a 400 means speech output is not enabled.
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      });
      if (!response) {
        setState("idle");
        setAlert(t("speech.outputUnavailable"));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const player = new Audio(url);
      audio.current = player;
      stopRef.current = () => {
        player.pause();
        URL.revokeObjectURL(url);
      };
      player.onended = () => {
        URL.revokeObjectURL(url);
        setState("idle");
      };
      await player.play();
      setState("playing");
    } catch (error) {
      console.error(error);
      setState("idle");
      setAlert(t("speech.outputFailed"));
    }
  };

  const label = state === "playing" ? t("speech.stop") : state === "loading" ? t("speech.loading") : t("speech.play");
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        data-testid="speech-output"
        data-state={state}
        title={label}
        aria-label={label}
        disabled={state === "loading"}
        onClick={() => {
          setAlert(null);
          if (state === "playing") stop();
          else if (useAzure) void playAzure();
          else playBrowser();
        }}
      >
        {state === "loading" ? (
          <Loader2Icon className="animate-spin" />
        ) : state === "playing" ? (
          <SquareIcon />
        ) : (
          <Volume2Icon />
        )}
      </Button>
      {alert && (
        <span role="alert" data-testid="speech-alert" className="text-xs text-destructive text-red-700">
          {alert}
        </span>
      )}
    </>
  );
}
