import {
  ArrowRightIcon,
  BookOpenCheckIcon,
  CalendarCheckIcon,
  CheckIcon,
  ClipboardListIcon,
  HeadphonesIcon,
  PhoneIncomingIcon,
} from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SiteLink } from "@/components/site-link";
import { Button } from "@/components/ui/button";
import { HeroIllustration } from "./hero-illustration";
import { scrollToSection } from "./scroll-to-section";
import { SectionHeading } from "./section-heading";
import { useNearViewport } from "./use-near-viewport";

// The widget sits below the fold: its code (and, on Start, the voice client's) loads separately.
const VoiceDemo = lazy(() => import("@/features/voice/voice-demo"));

export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section className="overflow-hidden bg-gradient-to-b from-accent/70 to-background" data-testid="landing-hero">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" data-testid="hero-demo" onClick={() => scrollToSection("voiceDemo")}>
              <HeadphonesIcon aria-hidden />
              {t("hero.primaryCta")}
            </Button>
            <Button size="lg" variant="outline" data-testid="hero-contact" onClick={() => scrollToSection("contact")}>
              {t("hero.secondaryCta")}
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {(["hours", "languages", "handover"] as const).map((point) => (
              <li key={point} className="inline-flex items-center gap-1.5">
                <CheckIcon aria-hidden className="size-4 text-emerald-600" />
                {t(`hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** Customer wordmarks, set in type: names are names in every language. */
const customers = [
  "Hypotheekhuis Noord",
  "Van Dijk Assurantiën",
  "Zorggroep Rivierland",
  "Delta Logistiek",
  "Kroon Financieel Advies",
  "Stadsloket Amstelland",
];

export function TrustedBy() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="trusted-title" className="border-y bg-muted/30" data-testid="landing-trusted">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="trusted-title" className="text-center text-sm font-medium text-muted-foreground">
          {t("trusted.title")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-x-8 gap-y-4 text-center sm:grid-cols-3 lg:grid-cols-6">
          {customers.map((name) => (
            <li key={name} className="text-sm font-semibold tracking-tight text-foreground/60">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const solutions = [
  { key: "answering", icon: PhoneIncomingIcon },
  { key: "scheduling", icon: CalendarCheckIcon },
  { key: "intake", icon: ClipboardListIcon },
  { key: "knowledge", icon: BookOpenCheckIcon },
] as const;

export function Solutions() {
  const { t } = useTranslation("landing");
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="scroll-mt-20" data-testid="landing-solutions">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading
          id="solutions-title"
          eyebrow={t("solutions.eyebrow")}
          title={t("solutions.title")}
          subtitle={t("solutions.subtitle")}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border bg-card p-6 shadow-sm" data-testid="solution-card">
              <span className="grid size-10 place-items-center rounded-lg bg-accent text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`solutions.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`solutions.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function VoiceDemoSection() {
  const { t } = useTranslation("landing");
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const placeholder = <div className="h-72 rounded-2xl bg-card/90" />;
  return (
    <section
      id="voiceDemo"
      aria-labelledby="voice-demo-title"
      className="scroll-mt-20 bg-primary text-primary-foreground"
      data-testid="landing-voice-demo"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-foreground/70">
            {t("demo.eyebrow")}
          </p>
          <h2 id="voice-demo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("demo.title")}
          </h2>
          <p className="mt-4 text-lg text-primary-foreground/85">{t("demo.body")}</p>
          <ul className="mt-6 space-y-3">
            {(["natural", "grounded", "summary"] as const).map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{t(`demo.points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <SiteLink
            to="/voice-ai"
            className="mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            {t("demo.more")}
            <ArrowRightIcon aria-hidden className="size-4" />
          </SiteLink>
        </div>
        <div ref={slot} className="text-foreground">
          {near ? (
            <Suspense fallback={placeholder}>
              <VoiceDemo demo="en" />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </section>
  );
}
