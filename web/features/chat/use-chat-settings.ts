import { useEffect, useMemo, useState } from "react";
import type { FeatureFlags } from "#schemas/config";
import { useAuth } from "@/auth/auth-context";
import {
  type ChatSettings,
  defaultSettings,
  effectiveSettings,
  type SettingsEnvironment,
  validateSettings,
} from "./settings";

const STORAGE_KEY = "adviesdesk.chatSettings.v1";

function stored(): ChatSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? { ...defaultSettings, ...(JSON.parse(raw) as Partial<ChatSettings>) } : defaultSettings;
  } catch {
    return defaultSettings;
  }
}

/** The developer settings, kept in this browser, with what the configuration forces applied. */
export function useChatSettings(flags: FeatureFlags) {
  const { useLogin, isLoggedIn, setup } = useAuth();
  const [settings, setSettings] = useState<ChatSettings>(stored);
  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  }, [settings]);
  const env: SettingsEnvironment = useMemo(
    () => ({ flags, useLogin, isLoggedIn, requireAccessControl: setup.requireAccessControl }),
    [flags, useLogin, isLoggedIn, setup.requireAccessControl],
  );
  const effective = useMemo(() => effectiveSettings(settings, env), [settings, env]);
  const errors = useMemo(() => validateSettings(effective), [effective]);
  return {
    settings,
    effective,
    errors,
    env,
    valid: Object.keys(errors).length === 0,
    update: (patch: Partial<ChatSettings>) => setSettings((current) => ({ ...current, ...patch })),
    reset: () => setSettings(defaultSettings),
  };
}
