import da from "../locales/da/signin.json";
import en from "../locales/en/signin.json";
import es from "../locales/es/signin.json";
import fr from "../locales/fr/signin.json";
import ja from "../locales/ja/signin.json";
import nl from "../locales/nl/signin.json";
import ptBR from "../locales/pt-BR/signin.json";
import tr from "../locales/tr/signin.json";
import { type Language, supportedLanguages } from "../schemas/user";

/** Namespaces the Worker renders itself (pages it serves outside the SPA). */
const namespaces = { signin: { da, en, es, fr, ja, nl, "pt-BR": ptBR, tr } };

/** Picks the best supported language from a ui_locales value or an Accept-Language header. */
export function pickLanguage(preference: string | undefined): Language {
  for (const part of (preference ?? "").split(/[\s,]+/)) {
    const tag = part.split(";")[0]?.trim();
    if (!tag) continue;
    const exact = supportedLanguages.find((lng) => lng.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = supportedLanguages.find((lng) => lng.split("-")[0] === tag.split("-")[0]?.toLowerCase());
    if (base) return base;
  }
  return "en";
}

export function localeTexts<N extends keyof typeof namespaces>(language: string, namespace: N) {
  const table = namespaces[namespace];
  return table[language as Language] ?? table.en;
}
