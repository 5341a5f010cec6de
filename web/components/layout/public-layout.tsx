import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "@/components/brand";
import { LanguagePicker } from "@/components/language-picker";
import { SiteLink } from "@/components/site-link";
import { PublicMobileMenu } from "./public-mobile-menu";
import { publicPages } from "./public-pages";
import { ResourcesMenu } from "./resources-menu";

/**
 * The public pages' frame. It does not depend on the router or the sign-in provider, so the landing page's
 * light entry (web/landing.tsx) shares it: links are SiteLinks, and the caller supplies the header's
 * sign-in button (SpaPublicLayout in the SPA).
 */
export function PublicLayout({ children, headerButton }: { children: ReactNode; headerButton: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <div
        className="bg-primary px-4 py-2 text-center text-xs text-primary-foreground sm:text-sm"
        data-testid="notification-bar"
      >
        {t("public.notification")}{" "}
        <SiteLink to="/voice-ai" className="font-semibold underline underline-offset-2">
          {t("public.notificationLink")}
        </SiteLink>
      </div>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:gap-6">
          <PublicMobileMenu />
          <SiteLink to="/" className="flex items-center gap-2 font-semibold">
            <BrandMark />
            <span>Adviesdesk</span>
          </SiteLink>
          <nav aria-label={t("public.header.navigation")} className="hidden items-center gap-5 text-sm md:flex">
            <SiteLink to="/" hash="solutions" className="hover:text-primary">
              {t("public.header.solutions")}
            </SiteLink>
            <SiteLink to="/voice-ai" className="hover:text-primary">
              {t("public.header.demo")}
            </SiteLink>
            <ResourcesMenu />
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <LanguagePicker className="hidden md:inline-flex" />
            {headerButton}
          </div>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-muted-foreground">
          <nav aria-label={t("public.footer.navigation")} data-testid="footer-links">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {publicPages.map((page) => (
                <li key={page.key}>
                  <SiteLink to={page.to} hash={page.hash} className="hover:text-primary hover:underline">
                    {t(`public.pages.${page.key}`)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <p data-testid="footer-copyright">{t("public.footer.copyright", { year: new Date().getFullYear() })}</p>
            <p>{t("public.footer.tagline")}</p>
          </div>
        </div>
      </footer>
    </div>
  );
}
