import { createFileRoute } from "@tanstack/react-router";
import i18next from "i18next";
import { LanguagesIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { voiceConfigQuery } from "@/features/voice/voice-config-query";
import { hypotheekVariant, VoicePage } from "@/features/voice/voice-page";

export const Route = createFileRoute("/_public/voice-ai/hypotheek")({
  loader: ({ context }) => {
    void i18next.loadNamespaces(["voice", "contact"]);
    void context.queryClient.prefetchQuery(voiceConfigQuery);
  },
  component: HypotheekPage,
});

/**
 * The Dutch mortgage demo: in Dutch whatever the interface language is (the assistant speaks Dutch),
 * with a way to read the page in the visitor's own language.
 */
function HypotheekPage() {
  const { t, i18n } = useTranslation("voice");
  const [translated, setTranslated] = useState(false);
  const dutch = i18n.language === "nl";
  return (
    <>
      {!dutch && (
        <div className="border-b bg-amber-50" data-testid="language-note">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <LanguagesIcon aria-hidden className="size-4 text-amber-700" />
            <span>{t("languageNote.body")}</span>
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-2"
              data-testid="language-note-toggle"
              onClick={() => setTranslated((value) => !value)}
            >
              {translated ? t("languageNote.original") : t("languageNote.translate")}
            </button>
          </div>
        </div>
      )}
      <VoicePage variant={hypotheekVariant} lng={dutch || translated ? undefined : "nl"} />
    </>
  );
}
