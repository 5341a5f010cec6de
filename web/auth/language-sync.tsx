import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { preferencesSchema, supportedLanguages } from "#schemas/user";
import { apiRequest } from "@/lib/api-client";
import { meQuery } from "@/lib/queries";
import { useAuth } from "./auth-context";

const isSupported = (language: string): language is (typeof supportedLanguages)[number] =>
  (supportedLanguages as readonly string[]).includes(language);

/**
 * Keeps the interface language with the signed-in adviser: the saved choice is applied once after
 * sign-in, and every later change is saved, so it follows them to another browser.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { isLoggedIn, useLogin, getToken } = useAuth();
  const { data: me } = useQuery({ ...meQuery(getToken), enabled: useLogin && isLoggedIn });
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!me || applied.current === me.id) return;
    applied.current = me.id;
    if (me.language && me.language !== i18n.resolvedLanguage) void i18n.changeLanguage(me.language);
  }, [me, i18n]);

  useEffect(() => {
    if (!me) return;
    const save = (language: string) => {
      if (!isSupported(language) || language === me.language) return;
      void getToken().then((token) =>
        apiRequest("/me/preferences", preferencesSchema, { method: "PUT", body: { language }, token }).catch(
          (error: unknown) => console.error("Could not save the language preference", error),
        ),
      );
    };
    i18n.on("languageChanged", save);
    return () => i18n.off("languageChanged", save);
  }, [me, i18n, getToken]);

  return null;
}
