import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageIntro } from "@/components/page-intro";

export const Route = createFileRoute("/_app/chat")({ component: Page });

function Page() {
  const { t } = useTranslation();
  return <PageIntro title={t("pages.chat.title")} description={t("pages.chat.description")} />;
}
