import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import i18next from "i18next";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FakeVoiceClient } from "@/features/voice/fake-voice-client";
import type { VoiceClientFactory } from "@/features/voice/voice-client";
import { voiceConfigQuery } from "@/features/voice/voice-config-query";
import { readConsent, withdrawConsent } from "@/features/voice/voice-consent";
import { VoiceDebug } from "@/features/voice/voice-debug";
import { VoiceDemo } from "@/features/voice/voice-demo";
import { initialVoiceState, type VoiceState } from "@/features/voice/voice-session";
import { oneOf } from "@/lib/search-params";
import { cn } from "@/lib/utils";

/**
 * Debug switches, documented in README.md: `client=fake` runs the widget against the local fake
 * client (no key, no microphone) with buttons that play the assistant's events; `fail=<text>` makes
 * the fake's start fail with that text; `demo=nl` starts the Dutch assistant.
 */
interface TestSearch {
  client?: "vapi" | "fake";
  demo?: "en" | "nl";
  fail?: string;
}

const readSearch = (search: TestSearch): Required<Pick<TestSearch, "client" | "demo">> & Pick<TestSearch, "fail"> => ({
  client: oneOf(search.client, ["vapi", "fake"], "vapi"),
  demo: oneOf(search.demo, ["en", "nl"], "en"),
  fail: typeof search.fail === "string" && search.fail.length <= 200 ? search.fail : undefined,
});

export const Route = createFileRoute("/_public/voice-ai/test")({
  validateSearch: readSearch,
  loader: ({ context }) => {
    void i18next.loadNamespaces(["voice"]);
    void context.queryClient.prefetchQuery(voiceConfigQuery);
  },
  component: VoiceTestPage,
});

function VoiceTestPage() {
  const { t } = useTranslation("voice");
  const { client, demo, fail } = Route.useSearch();
  const config = useQuery(voiceConfigQuery);
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const fake = useMemo(() => (client === "fake" ? new FakeVoiceClient({ failStart: fail }) : null), [client, fail]);
  const factory = useMemo<VoiceClientFactory | undefined>(() => (fake ? async () => fake : undefined), [fake]);
  const consentKey = config.data?.consent.storageKey;
  const [consentVersion, setConsentVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read storage when the state or a reset says so
  const consent = useMemo(
    () => (consentKey ? readConsent(localStorage, consentKey) : null),
    [consentKey, state.status, consentVersion],
  );
  const forgetConsent = useCallback(() => {
    if (consentKey) withdrawConsent(localStorage, consentKey);
    setConsentVersion((version) => version + 1);
  }, [consentKey]);

  const choice = (active: boolean) =>
    cn(
      "rounded-md border px-3 py-1.5 text-sm",
      active ? "border-primary bg-accent font-semibold text-primary" : "hover:bg-muted",
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("test.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("test.description")}</p>
      <div className="mt-6 flex flex-wrap gap-6">
        <nav aria-label={t("test.client.label")} className="flex items-center gap-2">
          <span className="text-sm font-medium">{t("test.client.label")}:</span>
          {(["vapi", "fake"] as const).map((value) => (
            <Link
              key={value}
              to="/voice-ai/test"
              search={{ client: value, demo }}
              className={choice(client === value)}
              data-testid={`client-${value}`}
              aria-current={client === value ? "page" : undefined}
            >
              {t(`test.client.${value}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("test.demo.label")} className="flex items-center gap-2">
          <span className="text-sm font-medium">{t("test.demo.label")}:</span>
          {(["en", "nl"] as const).map((value) => (
            <Link
              key={value}
              to="/voice-ai/test"
              search={{ client, demo: value }}
              className={choice(demo === value)}
              aria-current={demo === value ? "page" : undefined}
            >
              {t(`test.demo.${value}`)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_1.2fr]">
        <VoiceDemo
          key={`${client}-${demo}-${fail ?? ""}`}
          demo={demo}
          clientFactory={factory}
          onStateChange={setState}
        />
        <VoiceDebug state={state} config={config.data} consent={consent} onForgetConsent={forgetConsent} fake={fake} />
      </div>
    </div>
  );
}
