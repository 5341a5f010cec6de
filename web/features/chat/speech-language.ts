/** The speech language for an interface language; spec section 1: the default is en-US. */
const speechLanguages: Record<string, string> = {
  da: "da-DK",
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  ja: "ja-JP",
  nl: "nl-NL",
  "pt-BR": "pt-BR",
  tr: "tr-TR",
};

export const speechLanguageOf = (language: string | undefined) => speechLanguages[language ?? ""] ?? "en-US";
