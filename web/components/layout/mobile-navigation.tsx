import { useRouterState } from "@tanstack/react-router";
import { MenuIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { SidebarContent } from "./app-sidebar";

/** Below 768 px the sidebar is a drawer: closed by default, opened by the header's menu button, closed after a choice. */
export function MobileNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Back/forward or a link inside the page also leave the drawer's page: close it then too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          data-testid="mobile-menu-button"
          aria-label={t("sidebar.menu")}
        >
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        closeLabel={t("common.close")}
        className="w-72 max-w-[85vw] gap-0 bg-background pt-12"
        data-testid="mobile-sidebar"
      >
        <SheetTitle className="sr-only">{t("sidebar.label")}</SheetTitle>
        <SheetDescription className="sr-only">{t("sidebar.menuDescription")}</SheetDescription>
        <SidebarContent collapsed={false} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
