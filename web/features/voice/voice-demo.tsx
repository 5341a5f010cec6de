import { QueryClient, QueryClientContext, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { VOICE_BAR_COUNT } from "#schemas/voice-rules";
import { cn } from "@/lib/utils";
import { voiceConfigQuery } from "./voice-config-query";
import { VoiceWidget, type VoiceWidgetProps } from "./voice-widget";

let ownClient: QueryClient | null = null;

/**
 * The widget with its configuration loaded from the server; a quiet placeholder meanwhile. On the landing
 * page's light entry (web/landing.tsx) there is no QueryClient above it: it brings its own, with this chunk.
 */
export function VoiceDemo(props: Omit<VoiceWidgetProps, "config">) {
  const client = useContext(QueryClientContext);
  if (client) return <LoadedVoiceDemo {...props} />;
  ownClient ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  return (
    <QueryClientProvider client={ownClient}>
      <LoadedVoiceDemo {...props} />
    </QueryClientProvider>
  );
}

function LoadedVoiceDemo(props: Omit<VoiceWidgetProps, "config">) {
  const { t } = useTranslation("voice", { lng: props.lng });
  const config = useQuery(voiceConfigQuery);
  if (config.data) return <VoiceWidget {...props} config={config.data} />;
  return (
    <section
      data-testid="voice-widget"
      data-state={config.isError ? "unavailable" : "loading"}
      aria-busy={config.isPending}
      className={cn("rounded-2xl border bg-card p-6 shadow-sm", props.className)}
    >
      <div aria-hidden className="flex h-16 items-center justify-center gap-1.5">
        {Array.from({ length: VOICE_BAR_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholder bars
          <span key={index} className="h-3 w-1.5 rounded-full bg-muted" />
        ))}
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground" role={config.isError ? "alert" : undefined}>
        {config.isError ? t("widget.unavailable") : t("widget.loading")}
      </p>
    </section>
  );
}

export default VoiceDemo;
