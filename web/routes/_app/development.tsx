import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { FeatureFlags } from "#schemas/config";
import { PageIntro } from "@/components/page-intro";
import { configQuery } from "@/lib/queries";

export const Route = createFileRoute("/_app/development")({ component: Page });

/** Each flag of GET /config with the Worker variable that sets it (README, "Feature flags"). */
const flagVariables: [keyof FeatureFlags, string][] = [
  ["showGPT4VOptions", "USE_GPT4V"],
  ["showSemanticRankerOption", "USE_SEMANTIC_RANKER"],
  ["showVectorOption", "USE_VECTORS"],
  ["showUserUpload", "USE_USER_UPLOAD"],
  ["showLanguagePicker", "USE_LANGUAGE_PICKER"],
  ["showSpeechInput", "USE_SPEECH_INPUT_BROWSER"],
  ["showSpeechOutputBrowser", "USE_SPEECH_OUTPUT_BROWSER"],
  ["showSpeechOutputAzure", "USE_SPEECH_OUTPUT_AZURE"],
  ["showChatHistoryBrowser", "USE_CHAT_HISTORY_BROWSER"],
  ["showChatHistoryCosmos", "USE_CHAT_HISTORY_CLOUD"],
];

const tools = [
  { to: "/qa", key: "qa" },
  { to: "/chat", key: "chatSettings" },
  { to: "/voice-ai/test", key: "voiceTest" },
] as const;

/** Development services: the tools for trying the assistant, and the feature flags this deployment runs with. */
function Page() {
  const { t } = useTranslation();
  const config = useQuery(configQuery);
  return (
    <PageIntro title={t("pages.development.title")} description={t("pages.development.description")}>
      <section className="mt-6" aria-labelledby="dev-tools">
        <h2 id="dev-tools" className="text-lg font-semibold">
          {t("development.tools")}
        </h2>
        <ul className="mt-2 grid gap-3 sm:grid-cols-3" data-testid="development-tools">
          {tools.map((tool) => (
            <li key={tool.key}>
              <Link to={tool.to} className="block h-full rounded-lg border bg-card p-4 hover:bg-accent">
                <span className="font-medium text-primary">{t(`development.${tool.key}.title`)}</span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  {t(`development.${tool.key}.description`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-8" aria-labelledby="dev-flags">
        <h2 id="dev-flags" className="text-lg font-semibold">
          {t("development.flags")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("development.flagsHelp")}</p>
        {config.data && (
          <table className="mt-3 w-full max-w-xl text-sm" data-testid="development-flags">
            <tbody>
              {flagVariables.map(([flag, variable]) => (
                <tr key={flag} className="border-t">
                  <td className="py-1.5 pr-4 font-mono text-xs [overflow-wrap:anywhere]">{variable}</td>
                  <td className="py-1.5">{config.data[flag] ? t("development.on") : t("development.off")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </PageIntro>
  );
}
