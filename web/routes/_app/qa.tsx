import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageIntro } from "@/components/page-intro";

export const Route = createFileRoute("/_app/qa")({ component: Page });

function Page() {
  const { t } = useTranslation();
  return <PageIntro title={t("pages.qa.title")} description={t("pages.qa.description")} />;
}
