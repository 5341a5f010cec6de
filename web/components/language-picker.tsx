import { LanguagesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { languages } from "@/i18n";
import { cn } from "@/lib/utils";

export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <LanguagesIcon aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
      <span className="sr-only">{t("language.label")}</span>
      <select
        data-testid="language-picker"
        className="rounded-md border border-input bg-background px-2 py-1 text-sm"
        value={i18n.resolvedLanguage ?? "en"}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
