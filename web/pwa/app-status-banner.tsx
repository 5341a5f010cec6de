/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from "virtual:pwa-register/react";
import { CloudOffIcon, RefreshCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { apiUrl } from "@/lib/api-client";
import { useOnline } from "./use-online";

/** How often an open app asks whether a new version was deployed (the browser also checks on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What the app needs to start (runtime-cached by the worker, vite.config.ts): asked again once the worker controls the page. */
const STARTUP_PATHS = [apiUrl("/auth_setup"), apiUrl("/config")];

function warmStartupCache() {
  const warm = () => {
    for (const path of STARTUP_PATHS) void fetch(path).catch(() => undefined);
  };
  if (navigator.serviceWorker.controller) warm();
  else navigator.serviceWorker.addEventListener("controllerchange", warm, { once: true });
}

/**
 * Registers the service worker (precached shell and route code, vite.config.ts) for a signed-in adviser and shows
 * the two states it brings: offline, and a new version waiting. A new version never takes over by itself: old and
 * new code would mix in one tab; the adviser reloads when it suits them.
 */
export function AppStatusBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      warmStartupCache();
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  if (online && !needRefresh) return null;
  return (
    <div className="flex flex-col gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-900" data-testid="app-status">
      {!online && (
        <p role="status" className="flex items-center gap-2" data-testid="app-offline-notice">
          <CloudOffIcon aria-hidden className="size-4 shrink-0" />
          {t("pwa.offline")}
        </p>
      )}
      {needRefresh && (
        <div role="status" className="flex flex-wrap items-center gap-2" data-testid="app-update-notice">
          <RefreshCwIcon aria-hidden className="size-4 shrink-0" />
          <span className="flex-1">{t("pwa.updateReady")}</span>
          <Button size="sm" data-testid="app-update-reload" onClick={() => void updateServiceWorker(true)}>
            {t("pwa.reload")}
          </Button>
        </div>
      )}
    </div>
  );
}
