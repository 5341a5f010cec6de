import { Link, useMatches } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { BrandMark } from "@/components/brand";
import { LanguagePicker } from "@/components/language-picker";
import { cn } from "@/lib/utils";
import { AppStatusBanner } from "@/pwa/app-status-banner";
import { AppSidebar } from "./app-sidebar";
import { AuthRequired } from "./login-modal";
import { MobileNavigation } from "./mobile-navigation";
import { useScrolled } from "./use-scrolled";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page renders for logged-out visitors too and shows its own sign-in prompt (the chat screens). */
    handlesLoggedOut?: boolean;
  }
}

const SIDEBAR_KEY = "adviesdesk.sidebarCollapsed";
const HEADER_SCROLL_THRESHOLD = 50;

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const handlesLoggedOut = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.handlesLoggedOut),
  });
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === "1");
  const toggle = () =>
    setCollapsed((previous) => {
      localStorage.setItem(SIDEBAR_KEY, previous ? "0" : "1");
      return !previous;
    });

  return (
    <div className="min-h-screen bg-background">
      <header
        data-testid="app-header"
        data-scrolled={scrolled}
        className={cn(
          "sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-3 sm:gap-3 sm:px-4 backdrop-blur transition-shadow",
          scrolled && "shadow-md",
        )}
      >
        <MobileNavigation />
        <Link to="/chat" className="flex min-w-0 items-center gap-2 font-semibold" data-testid="app-title">
          <BrandMark />
          <span className="truncate">{t("app.title")}</span>
        </Link>
        <div className="ml-auto">
          <LanguagePicker />
        </div>
      </header>
      {isLoggedIn && <AppStatusBanner />}
      <div className="flex">
        <AppSidebar collapsed={collapsed} onToggle={toggle} />
        <main className="min-w-0 flex-1">{isLoggedIn || handlesLoggedOut ? children : <AuthRequired />}</main>
      </div>
    </div>
  );
}
