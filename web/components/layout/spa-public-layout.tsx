import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { useLoginThen } from "@/auth/use-login-then";
import { RouterSiteLink } from "@/components/router-site-link";
import { SiteLinkContext } from "@/components/site-link";
import { Button } from "@/components/ui/button";
import { PublicLayout } from "./public-layout";

function HeaderButton() {
  const { t } = useTranslation();
  const { isLoggedIn, useLogin } = useAuth();
  const loginThen = useLoginThen();
  if (isLoggedIn || !useLogin) {
    return (
      <Button asChild size="sm" data-testid="header-button">
        <Link to="/chat">{t("public.header.openApp")}</Link>
      </Button>
    );
  }
  return (
    <Button size="sm" data-testid="header-button" onClick={() => void loginThen("/chat")}>
      {t("public.header.login")}
    </Button>
  );
}

/** The public frame inside the SPA: router links and the sign-in provider's header button. */
export function SpaPublicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteLinkContext.Provider value={RouterSiteLink}>
      <PublicLayout headerButton={<HeaderButton />}>{children}</PublicLayout>
    </SiteLinkContext.Provider>
  );
}
