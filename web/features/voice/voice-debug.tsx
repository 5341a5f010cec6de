import { useTranslation } from "react-i18next";
import type { VoiceConfig } from "#schemas/voice";
import { Button } from "@/components/ui/button";
import type { FakeVoiceClient } from "./fake-voice-client";
import type { StoredConsent } from "./voice-consent";
import type { VoiceState } from "./voice-session";

const masked = (key: string | null) => (key ? `${key.slice(0, 4)}…${key.slice(-4)}` : null);

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 border-b py-2 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-mono" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The live debug panel of /voice-ai/test. */
export function VoiceDebug({
  state,
  config,
  consent,
  onForgetConsent,
  fake,
}: {
  state: VoiceState;
  config: VoiceConfig | undefined;
  consent: StoredConsent | null;
  onForgetConsent: () => void;
  fake: FakeVoiceClient | null;
}) {
  const { t, i18n } = useTranslation("voice");
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "medium" });
  return (
    <div className="space-y-6" data-testid="voice-debug">
      <section aria-labelledby="debug-state" className="rounded-2xl border p-5">
        <h2 id="debug-state" className="font-semibold">
          {t("test.debug.title")}
        </h2>
        <dl className="mt-3">
          <Row label={t("test.debug.state")} value={state.status} testId="debug-state" />
          <Row label={t("test.debug.volume")} value={state.volume.toFixed(2)} testId="debug-volume" />
          <Row label={t("test.debug.calls")} value={String(state.calls)} testId="debug-calls" />
          <Row label={t("test.debug.error")} value={state.error ?? t("test.debug.none")} testId="debug-error" />
        </dl>
      </section>

      {fake && (
        <section aria-labelledby="debug-simulate" className="rounded-2xl border border-dashed p-5">
          <h2 id="debug-simulate" className="font-semibold">
            {t("test.simulate.title")}
          </h2>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              data-testid="simulate-speech-start"
              onClick={() => fake.emit("speech-start")}
            >
              speech-start
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="simulate-volume"
              onClick={() => fake.emit("volume-level", 0.9)}
            >
              volume-level 0.9
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="simulate-speech-end"
              onClick={() => fake.emit("speech-end")}
            >
              speech-end
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="simulate-error"
              onClick={() => fake.emit("error", new Error("Simulated network drop"))}
            >
              error
            </Button>
            <Button size="sm" variant="outline" data-testid="simulate-hang-up" onClick={() => void fake.stop()}>
              call-end
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="debug-events" className="rounded-2xl border p-5">
        <h2 id="debug-events" className="font-semibold">
          {t("test.debug.events")}
        </h2>
        {state.events.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("test.debug.noEvents")}</p>
        ) : (
          <ol className="mt-3 max-h-64 overflow-auto font-mono text-xs" data-testid="debug-events">
            {state.events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
              <li key={index} className="flex gap-3 border-b py-1 last:border-0" data-testid="debug-event">
                <span className="text-muted-foreground">{time.format(event.at)}</span>
                <span>{event.name}</span>
                {event.detail && <span className="text-muted-foreground">{event.detail}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="debug-consent" className="rounded-2xl border p-5">
        <h2 id="debug-consent" className="font-semibold">
          {t("test.debug.consent")}
        </h2>
        <dl className="mt-3">
          <Row
            label={config?.consent.storageKey ?? "…"}
            value={
              consent
                ? t("test.debug.consentGiven", { date: new Date(consent.at).toLocaleString(i18n.language) })
                : t("test.debug.consentMissing")
            }
            testId="debug-consent"
          />
          <Row
            label={t("test.debug.consent")}
            value={config?.consent.required ? t("test.debug.consentRequired") : t("test.debug.consentOptional")}
          />
        </dl>
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          data-testid="debug-forget-consent"
          onClick={onForgetConsent}
        >
          {t("test.debug.consentReset")}
        </Button>
      </section>

      <section aria-labelledby="debug-config" className="rounded-2xl border p-5">
        <h2 id="debug-config" className="font-semibold">
          {t("test.debug.config")}
        </h2>
        <pre className="mt-3 overflow-auto rounded-lg bg-muted p-3 text-xs" data-testid="debug-config">
          {config ? JSON.stringify({ ...config, publicKey: masked(config.publicKey) }, null, 2) : "…"}
        </pre>
      </section>
    </div>
  );
}
