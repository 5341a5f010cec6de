import { Link, useNavigate } from "@tanstack/react-router";
import {
  BookOpenTextIcon,
  CalculatorIcon,
  CodeIcon,
  FileTextIcon,
  HomeIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  MessageSquareIcon,
  PanelLeftCloseIcon,
  PanelLeftOpenIcon,
  UsersIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { welcomeName } from "./welcome-name";

const links = [
  { to: "/", key: "home", icon: HomeIcon },
  { to: "/dashboard", key: "dashboard", icon: LayoutDashboardIcon },
  { to: "/chat", key: "chat", icon: MessageSquareIcon },
  { to: "/development", key: "development", icon: CodeIcon },
  { to: "/mortgage", key: "mortgage", icon: FileTextIcon },
  { to: "/borrowers", key: "borrowers", icon: UsersIcon },
  { to: "/calculator", key: "calculator", icon: CalculatorIcon },
  { to: "/blog/manage", key: "blogManager", icon: BookOpenTextIcon },
  { to: "/contact-messages", key: "contactMessages", icon: InboxIcon },
] as const;

/** The sidebar's links and account block; `onNavigate` lets the phone drawer close itself after a choice. */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn, useLogin, accountName, login, logout } = useAuth();
  const name = welcomeName(accountName);
  const navigate = useNavigate();
  const signOut = async () => {
    onNavigate?.();
    await logout();
    await navigate({ to: "/" });
  };
  return (
    <>
      <nav aria-label={t("sidebar.label")} className="flex flex-1 flex-col gap-1 overflow-y-auto px-2">
        {links.map(({ to, key, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            title={collapsed ? t(`sidebar.links.${key}`) : undefined}
            aria-label={collapsed ? t(`sidebar.links.${key}`) : undefined}
            activeOptions={{ exact: to === "/" }}
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground/80 hover:bg-accent data-[status=active]:bg-accent data-[status=active]:font-medium data-[status=active]:text-primary"
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            {!collapsed && <span>{t(`sidebar.links.${key}`)}</span>}
          </Link>
        ))}
      </nav>
      {useLogin && (
        <div className="flex flex-col gap-2 border-t p-3">
          {isLoggedIn && name && !collapsed && (
            <p className="truncate text-sm" data-testid="welcome-line">
              {t("sidebar.welcome", { name })}
            </p>
          )}
          <Button
            variant="outline"
            size={collapsed ? "icon" : "sm"}
            data-testid={isLoggedIn ? "logout-button" : "login-button"}
            aria-label={isLoggedIn ? t("auth.logout") : t("auth.login")}
            onClick={() => void (isLoggedIn ? signOut() : login())}
          >
            {isLoggedIn ? <LogOutIcon aria-hidden /> : <LogInIcon aria-hidden />}
            {!collapsed && (isLoggedIn ? t("auth.logout") : t("auth.login"))}
          </Button>
        </div>
      )}
    </>
  );
}

/** The sidebar beside the content on screens from 768 px; phones get the drawer (MobileNavigation) instead. */
export function AppSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      data-testid="sidebar"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col border-r bg-muted/30 transition-[width] duration-200 md:flex",
        collapsed ? "w-16" : "w-60",
      )}
    >
      <div className={cn("flex p-2", collapsed ? "justify-center" : "justify-end")}>
        <Button
          variant="ghost"
          size="icon"
          data-testid="sidebar-toggle"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t("sidebar.open") : t("sidebar.collapse")}
          onClick={onToggle}
        >
          {collapsed ? <PanelLeftOpenIcon /> : <PanelLeftCloseIcon />}
        </Button>
      </div>
      <SidebarContent collapsed={collapsed} />
    </aside>
  );
}
