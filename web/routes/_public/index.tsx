import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export const Route = createFileRoute("/_public/")({ component: LandingPage });

function LandingPage() {
  const { t } = useTranslation();
  return (
    <section id="solutions" className="bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("landing.eyebrow")}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("landing.title")}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{t("landing.subtitle")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/voice-ai">{t("landing.primaryCta")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/resources/blog">{t("landing.secondaryCta")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
