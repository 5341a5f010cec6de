import { CalendarCheckIcon, PhoneCallIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The hero's picture, drawn with CSS and text rather than an image: nothing to download, sharp at any size. */
export function HeroIllustration() {
  const { t } = useTranslation("landing");
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-label={t("hero.illustration")}>
      <div
        aria-hidden
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-brand/20 to-transparent blur-2xl"
      />
      <div className="rounded-3xl border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-2 text-sm font-semibold">
            <span className="grid size-8 place-items-center rounded-full bg-primary text-primary-foreground">
              <PhoneCallIcon aria-hidden className="size-4" />
            </span>
            Adviesdesk
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800">
            <span
              aria-hidden
              className="size-1.5 animate-pulse rounded-full bg-emerald-500 motion-reduce:animate-none"
            />
            {t("mock.live")}
          </span>
        </div>
        <div aria-hidden className="my-5 flex h-12 items-center justify-center gap-1">
          {[30, 55, 80, 45, 95, 70, 100, 60, 85, 40, 65, 35].map((height, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative row
              key={index}
              className="w-1.5 rounded-full bg-primary/80"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="space-y-3 text-sm">
          <p className="ml-8 rounded-2xl rounded-tr-sm bg-muted px-4 py-2.5">{t("mock.caller")}</p>
          <p className="mr-8 rounded-2xl rounded-tl-sm bg-primary px-4 py-2.5 text-primary-foreground">
            {t("mock.assistant")}
          </p>
        </div>
        <p className="mt-4 inline-flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-xs font-medium text-emerald-800">
          <CalendarCheckIcon aria-hidden className="size-4" />
          {t("mock.booked")}
        </p>
      </div>
    </figure>
  );
}
