import {
  AudioLinesIcon,
  BookOpenCheckIcon,
  Building2Icon,
  CalendarCheckIcon,
  CheckIcon,
  HeartPulseIcon,
  HomeIcon,
  LanguagesIcon,
  LockIcon,
  type LucideIcon,
  MessagesSquareIcon,
  PiggyBankIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
  TimerIcon,
  TruckIcon,
  UsersIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContactSource } from "#schemas/contact";
import type { VoiceDemo as VoiceDemoId } from "#schemas/voice";
import { ContactForm } from "@/features/contact/contact-form";
import { SectionHeading } from "@/features/landing/section-heading";
import { cn } from "@/lib/utils";
import { VoiceDemo } from "./voice-demo";

interface Variant {
  /** Key prefix in voice.json. */
  copy: "english" | "hypotheek";
  demo: VoiceDemoId;
  source: ContactSource;
  useCases: { key: string; icon: LucideIcon }[];
}

export const englishVariant: Variant = {
  copy: "english",
  demo: "en",
  source: "voice-ai",
  useCases: [
    { key: "insurance", icon: ShieldCheckIcon },
    { key: "logistics", icon: TruckIcon },
    { key: "healthcare", icon: HeartPulseIcon },
    { key: "government", icon: Building2Icon },
  ],
};

export const hypotheekVariant: Variant = {
  copy: "hypotheek",
  demo: "nl",
  source: "hypotheek",
  useCases: [
    { key: "advice", icon: MessagesSquareIcon },
    { key: "valuation", icon: HomeIcon },
    { key: "financing", icon: PiggyBankIcon },
    { key: "remortgaging", icon: RefreshCwIcon },
  ],
};

const features = [
  { key: "natural", icon: AudioLinesIcon },
  { key: "knowledge", icon: BookOpenCheckIcon },
  { key: "actions", icon: CalendarCheckIcon },
  { key: "handover", icon: UsersIcon },
  { key: "languages", icon: LanguagesIcon },
  { key: "privacy", icon: LockIcon },
] as const;

const steps = ["one", "two", "three", "four"] as const;

/** /voice-ai and /voice-ai/hypotheek: one page, two sets of copy, two assistants. */
export function VoicePage({ variant, lng }: { variant: Variant; lng?: string }) {
  const { t } = useTranslation("voice", { lng });
  const [selected, setSelected] = useState(variant.useCases[0]?.key ?? "");
  const copy = (key: string) => t(`${variant.copy}.${key}`);
  const selectedCase = variant.useCases.find((useCase) => useCase.key === selected);

  return (
    <div lang={lng}>
      <section className="bg-gradient-to-b from-accent/70 to-background" data-testid="voice-hero">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{copy("hero.eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy("hero.title")}</h1>
            <p className="mt-5 text-lg text-muted-foreground">{copy("hero.subtitle")}</p>
            <p
              className="mt-6 inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-semibold"
              data-testid="deployment-claim"
            >
              <TimerIcon aria-hidden className="size-4 text-primary" />
              {copy("hero.badge")}
            </p>
          </div>
          <VoiceDemo demo={variant.demo} lng={lng} />
        </div>
      </section>

      <section aria-labelledby="use-cases-title" className="mx-auto max-w-6xl px-4 py-20" data-testid="use-cases">
        <SectionHeading id="use-cases-title" title={copy("useCases.title")} subtitle={copy("useCases.subtitle")} />
        <fieldset className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{t("useCaseList")}</legend>
          {variant.useCases.map(({ key, icon: Icon }) => {
            const active = key === selected;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                data-testid={`use-case-${key}`}
                data-selected={active}
                onClick={() => setSelected(key)}
                className={cn(
                  "rounded-2xl border-2 bg-card p-5 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active ? "border-primary bg-accent" : "border-transparent ring-1 ring-border hover:bg-muted/60",
                )}
              >
                <Icon aria-hidden className={cn("size-6", active ? "text-primary" : "text-muted-foreground")} />
                <span className="mt-3 block font-semibold">{copy(`useCases.items.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{copy(`useCases.items.${key}.body`)}</span>
              </button>
            );
          })}
        </fieldset>
        {selectedCase && (
          <div className="mt-6 rounded-2xl border bg-muted/40 p-6" data-testid="use-case-phrases" aria-live="polite">
            <p className="font-semibold">
              {t("tryLabel")}: {copy(`useCases.items.${selectedCase.key}.title`)}
            </p>
            <ul className="mt-3 grid gap-3 md:grid-cols-3">
              {(["one", "two", "three"] as const).map((phrase) => (
                <li key={phrase} className="rounded-xl bg-background px-4 py-3 text-sm shadow-sm">
                  “{copy(`useCases.items.${selectedCase.key}.phrases.${phrase}`)}”
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="features-title" className="bg-muted/40" data-testid="voice-features">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <SectionHeading id="features-title" title={copy("features.title")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-background text-primary shadow-sm">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{copy(`features.items.${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{copy(`features.items.${key}.body`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-20" data-testid="deployment-steps">
        <SectionHeading id="steps-title" title={copy("steps.title")} subtitle={copy("steps.subtitle")} />
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl border p-6">
              <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{copy(`steps.items.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{copy(`steps.items.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="contact" aria-labelledby="voice-contact-title" className="scroll-mt-20 bg-muted/40">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading id="voice-contact-title" title={copy("contact.title")} subtitle={copy("contact.body")} />
            <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
              <CheckIcon aria-hidden className="size-4 text-emerald-600" />
              {copy("hero.badge")}
            </p>
          </div>
          <ContactForm source={variant.source} lng={lng} />
        </div>
      </section>
    </div>
  );
}
