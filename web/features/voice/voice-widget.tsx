import { MicIcon, PhoneOffIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { VoiceConfig, VoiceDemo } from "#schemas/voice";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useVoiceSession } from "./use-voice-session";
import { VoiceBars } from "./voice-bars";
import { type VoiceClientFactory, vapiClientFactory } from "./voice-client";
import { grantConsent, readConsent } from "./voice-consent";
import type { VoiceState } from "./voice-session";

export interface VoiceWidgetProps {
  demo: VoiceDemo;
  config: VoiceConfig;
  /** Another client than the real Vapi one (the local fake on /voice-ai/test); it needs no public key. */
  clientFactory?: VoiceClientFactory;
  /** Texts in this language whatever the interface language is (the Dutch demo page). */
  lng?: string;
  onStateChange?: (state: VoiceState) => void;
  className?: string;
}

/** Assistant id the local fake is started with when the server has none configured. */
export const LOCAL_ASSISTANT_ID = "local-demo-assistant";

export function VoiceWidget({ demo, config, clientFactory, lng, onStateChange, className }: VoiceWidgetProps) {
  const { t } = useTranslation("voice", { lng });
  const assistantId = config.assistants[demo] ?? (clientFactory ? LOCAL_ASSISTANT_ID : null);
  const factory = useMemo(
    () => clientFactory ?? (config.publicKey && assistantId ? vapiClientFactory(config.publicKey) : null),
    [clientFactory, config.publicKey, assistantId],
  );
  const { session, state } = useVoiceSession(factory);
  const [askingConsent, setAskingConsent] = useState(false);

  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  const title = config.texts.title ?? t("widget.title");
  const accent = config.theme.accentColor;

  if (!factory || !assistantId) {
    return (
      <section
        data-testid="voice-widget"
        data-state="not-configured"
        aria-label={title}
        className={cn("rounded-2xl border bg-card p-6 shadow-sm", className)}
      >
        <VoiceBars volume={0} count={config.theme.barCount} active={false} color={accent} />
        <p className="mt-4 text-center font-semibold" data-testid="voice-not-configured">
          {t("widget.notConfigured.title")}
        </p>
        <p className="mt-1 text-center text-sm text-muted-foreground">{t("widget.notConfigured.body")}</p>
      </section>
    );
  }

  const consentKey = config.consent.storageKey;
  const begin = () => {
    if (config.consent.required && !readConsent(localStorage, consentKey)) {
      setAskingConsent(true);
      return;
    }
    void session?.start(assistantId);
  };
  const accept = () => {
    grantConsent(localStorage, consentKey);
    setAskingConsent(false);
    void session?.start(assistantId);
  };

  const inCall = state.status !== "idle";
  return (
    <section
      data-testid="voice-widget"
      data-state={state.status}
      aria-label={title}
      className={cn("rounded-2xl border bg-card p-6 shadow-sm", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-medium"
          data-testid="voice-status"
        >
          <span
            aria-hidden
            className={cn("size-2 rounded-full", inCall ? "bg-emerald-500" : "bg-muted-foreground/50")}
          />
          {t(`widget.status.${state.status}`)}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {t(`widget.status.${state.status}`)}
      </p>
      <div className="my-6">
        <VoiceBars
          volume={state.status === "speaking" ? Math.max(state.volume, 0.35) : state.volume}
          count={config.theme.barCount}
          active={state.status === "listening" || state.status === "speaking"}
          color={accent}
        />
      </div>
      <p className="min-h-10 text-center text-sm text-muted-foreground" data-testid="voice-hint">
        {t(`widget.hint.${state.status}`)}
      </p>
      {state.error && (
        <p role="alert" className="mt-2 text-center text-sm text-red-700" data-testid="voice-error">
          {t("widget.error", { message: state.error })}
        </p>
      )}
      {askingConsent && !inCall ? (
        <fieldset data-testid="voice-consent" className="mt-4 rounded-xl border bg-muted/50 p-4">
          <legend className="float-left flex w-full items-center gap-2 font-semibold">
            <ShieldCheckIcon aria-hidden className="size-4 text-primary" />
            {config.consent.title ?? t("widget.consent.title")}
          </legend>
          <p className="clear-left pt-2 text-sm text-muted-foreground">
            {config.consent.content ?? t("widget.consent.content")}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button data-testid="voice-consent-accept" onClick={accept}>
              {t("widget.consent.accept")}
            </Button>
            <Button variant="outline" data-testid="voice-consent-decline" onClick={() => setAskingConsent(false)}>
              {t("widget.consent.decline")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="mt-4 flex justify-center">
          {inCall ? (
            <Button
              variant="outline"
              size="lg"
              data-testid="voice-end"
              disabled={state.status === "ending"}
              onClick={() => void session?.stop()}
            >
              <PhoneOffIcon aria-hidden />
              {config.texts.endLabel ?? t("widget.end")}
            </Button>
          ) : (
            <Button
              size="lg"
              data-testid="voice-start"
              disabled={!session}
              onClick={begin}
              style={{ backgroundColor: accent }}
              className="text-white hover:opacity-90"
            >
              <MicIcon aria-hidden />
              {config.texts.startLabel ?? t("widget.start")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

export default VoiceWidget;
