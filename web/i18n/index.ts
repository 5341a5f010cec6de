import i18next, { type LanguageDetectorModule } from "i18next";
import { initReactI18next } from "react-i18next";
import enCommon from "../../locales/en/common.json";
import enContact from "../../locales/en/contact.json";
import enLanding from "../../locales/en/landing.json";

export const languages = [
  { code: "da", label: "Dansk" },
  { code: "en", label: "English" },
  { code: "es", label: "Español" },
  { code: "fr", label: "Français" },
  { code: "ja", label: "日本語" },
  { code: "nl", label: "Nederlands" },
  { code: "pt-BR", label: "Português (Brasil)" },
  { code: "tr", label: "Türkçe" },
] as const;

export const LANGUAGE_STORAGE_KEY = "adviesdesk.language";

// Each language and namespace is its own chunk, fetched only when the page needs it.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../locales/*/*.json",
  "!../../locales/en/{common,contact,landing}.json",
]);

/*
 * English is every language's fallback, so every visitor downloads these three: they come with the code,
 * and the landing page renders without waiting for a text file (other languages still load their own).
 */
const included: Record<string, Record<string, unknown>> = {
  "en/common": enCommon,
  "en/landing": enLanding,
  "en/contact": enContact,
};

const lazyBundles = {
  type: "backend" as const,
  init() {},
  read(language: string, namespace: string, done: (error: unknown, data: Record<string, unknown> | null) => void) {
    const ready = included[`${language}/${namespace}`];
    if (ready) return done(null, ready);
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error, null),
    );
  },
};

const storedLanguage = {
  get: () => {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return null; // storage blocked: the browser's languages decide
    }
  },
  set: (language: string) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  },
};

/**
 * The visitor's own choice first, then the browser's languages in order; i18next takes the first it
 * supports (also "pt" for pt-BR, "nl-BE" for nl). Every change is remembered in localStorage.
 */
const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect: () =>
    [storedLanguage.get(), ...(navigator.languages ?? [navigator.language])].filter((language): language is string =>
      Boolean(language),
    ),
  cacheUserLanguage: storedLanguage.set,
};

void i18next
  .use(lazyBundles)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: languages.map((language) => language.code),
    fallbackLng: "en",
    ns: ["common"],
    defaultNS: "common",
    load: "currentOnly",
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18next.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

export default i18next;
