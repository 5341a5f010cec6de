import { createFileRoute } from "@tanstack/react-router";
import i18next from "i18next";
import { voiceConfigQuery } from "@/features/voice/voice-config-query";
import { englishVariant, VoicePage } from "@/features/voice/voice-page";

export const Route = createFileRoute("/_public/voice-ai/")({
  loader: ({ context }) => {
    void i18next.loadNamespaces(["voice", "contact"]);
    void context.queryClient.prefetchQuery(voiceConfigQuery);
  },
  component: () => <VoicePage variant={englishVariant} />,
});
