import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuthSetup } from "#schemas/config";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { readAuthSetup } from "./auth-setup-reader";
import { anyStoredSession, hasStoredSession } from "./stored-session";

// Asked at once (index.html's twin, landing.html, preloads it), in parallel with the page's texts.
const setupPromise: Promise<AuthSetup | null> = apiRequest("/auth_setup", { parse: readAuthSetup }).catch(
  (error: unknown) => {
    console.error("Could not read the sign-in setup", error);
    return null;
  },
);

/**
 * The landing header's button without the SPA's sign-in provider: "Open app" for a kept session (or when
 * sign-in is off), else "Log in", which loads the sign-in client only on click, signs in through the same
 * popup as the SPA and then opens the app at /chat (a full page load; the app reads the kept session).
 * When the setup cannot be read, the app at /chat shows why.
 */
export function LandingHeaderButton() {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<AuthSetup | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void setupPromise.then((value) => {
      if (active) setSetup(value);
    });
    return () => {
      active = false;
    };
  }, []);

  const openApp =
    setup === undefined ? anyStoredSession() : setup === null || !setup.useLogin || hasStoredSession(setup);
  if (openApp) {
    return (
      <Button asChild size="sm" data-testid="header-button">
        <a href="/chat">{t("public.header.openApp")}</a>
      </Button>
    );
  }

  const login = async () => {
    const known = await setupPromise;
    if (!known) return location.assign("/chat");
    try {
      const { createUserManager } = await import("./user-manager");
      await createUserManager(known).signinPopup({ extraQueryParams: { ui_locales: document.documentElement.lang } });
      location.assign("/chat");
    } catch (error) {
      console.error("Login failed", error);
    }
  };
  return (
    <Button size="sm" data-testid="header-button" onClick={() => void login()}>
      {t("public.header.login")}
    </Button>
  );
}
