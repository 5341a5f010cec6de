import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageIntro } from "@/components/page-intro";

export const Route = createFileRoute("/_public/resources/blog/$slug")({ component: Page });

function Page() {
  const { t } = useTranslation();
  return <PageIntro title={t("pages.blogPost.title")} description={t("pages.blogPost.description")} />;
}
