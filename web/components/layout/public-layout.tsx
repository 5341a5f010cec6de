import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { useLoginThen } from "@/auth/use-login-then";
import { BrandMark } from "@/components/brand";
import { LanguagePicker } from "@/components/language-picker";
import { Button } from "@/components/ui/button";
import { ResourcesMenu } from "./resources-menu";

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

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <div
        className="bg-primary px-4 py-2 text-center text-xs text-primary-foreground sm:text-sm"
        data-testid="notification-bar"
      >
        {t("public.notification")}{" "}
        <Link to="/voice-ai" className="font-semibold underline underline-offset-2">
          {t("public.notificationLink")}
        </Link>
      </div>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <BrandMark />
            <span>Adviesdesk</span>
          </Link>
          <nav aria-label={t("public.header.navigation")} className="hidden items-center gap-5 text-sm md:flex">
            <Link to="/" hash="solutions" className="hover:text-primary">
              {t("public.header.solutions")}
            </Link>
            <Link to="/voice-ai" className="hover:text-primary">
              {t("public.header.demo")}
            </Link>
            <ResourcesMenu />
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <LanguagePicker className="hidden sm:inline-flex" />
            <HeaderButton />
          </div>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p data-testid="footer-copyright">{t("public.footer.copyright", { year: new Date().getFullYear() })}</p>
          <p>{t("public.footer.tagline")}</p>
        </div>
      </footer>
    </div>
  );
}
