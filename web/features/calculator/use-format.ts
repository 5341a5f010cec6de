import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Euro amounts and percentages in the reader's locale: "€ 1.234,56" in Dutch, "€1,234.56" in English. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === "nl" ? "nl-NL" : (i18n.resolvedLanguage ?? "en");
  return useMemo(() => {
    const euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    const euro0 = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    return {
      locale,
      eur: (value: number) => euro.format(value),
      eur0: (value: number) => euro0.format(value),
      pct: (value: number) => `${percent.format(value)}%`,
      num: (value: number) => plain.format(value),
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
