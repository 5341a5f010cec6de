import { Building2Icon, CheckIcon, HeartPulseIcon, LandmarkIcon, QuoteIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ContactForm } from "@/features/contact/contact-form";
import { scrollToSection } from "./scroll-to-section";
import { SectionHeading } from "./section-heading";

const industries = [
  { key: "finance", icon: LandmarkIcon },
  { key: "insurance", icon: ShieldCheckIcon },
  { key: "healthcare", icon: HeartPulseIcon },
  { key: "government", icon: Building2Icon },
] as const;

export function Industries() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="industries-title" data-testid="landing-industries">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="industries-title" eyebrow={t("industries.eyebrow")} title={t("industries.title")} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border p-6" data-testid="industry-card">
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{t(`industries.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`industries.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const steps = ["discover", "design", "connect", "test", "launch"] as const;

export function Process() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="process-title" className="bg-muted/40" data-testid="landing-process">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading
          id="process-title"
          eyebrow={t("process.eyebrow")}
          title={t("process.title")}
          subtitle={t("process.subtitle")}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step} className="relative" data-testid="process-step">
              <span className="grid size-10 place-items-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{t(`process.steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`process.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Testimonials() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="testimonials-title" data-testid="landing-testimonials">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="testimonials-title" eyebrow={t("testimonials.eyebrow")} title={t("testimonials.title")} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {(["first", "second"] as const).map((item) => (
            <figure key={item} className="rounded-2xl border bg-card p-8 shadow-sm" data-testid="testimonial">
              <QuoteIcon aria-hidden className="size-8 text-brand" />
              <blockquote className="mt-4 text-lg">{t(`testimonials.items.${item}.quote`)}</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold">{t(`testimonials.items.${item}.name`)}</span>
                <span className="text-sm text-muted-foreground">{t(`testimonials.items.${item}.role`)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="cta-title" className="px-4" data-testid="landing-cta">
      <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-r from-primary to-primary/80 px-8 py-14 text-center text-primary-foreground">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground/85">{t("cta.body")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="secondary" data-testid="cta-contact" onClick={() => scrollToSection("contact")}>
            {t("cta.primary")}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            data-testid="cta-question"
            onClick={() => scrollToSection("contact")}
          >
            {t("cta.secondary")}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function ContactSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20" data-testid="landing-contact">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow={t("contact.eyebrow")}
            title={t("contact.title")}
            subtitle={t("contact.body")}
          />
          <ul className="mt-8 space-y-3">
            {(["demo", "plan", "noObligation"] as const).map((point) => (
              <li key={point} className="flex items-center gap-3">
                <CheckIcon aria-hidden className="size-5 text-emerald-600" />
                {t(`contact.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm source="landing" />
      </div>
    </section>
  );
}
