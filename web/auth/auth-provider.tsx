import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { User, UserManager } from "oidc-client-ts";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AuthContext, type AuthState } from "./auth-context";
import { authSetupQuery } from "./auth-setup";
import { hasStoredSession } from "./stored-session";

// Only a signed-in adviser has a saved language: visitors do not download the code that syncs it.
const LanguageSync = lazy(() => import("./language-sync").then((module) => ({ default: module.LanguageSync })));

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data: setup } = useSuspenseQuery(authSetupQuery);
  const queryClient = useQueryClient();
  const managerPromise = useRef<Promise<UserManager> | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [isRestoring, setRestoring] = useState(() => setup.useLogin && hasStoredSession(setup));

  const loadManager = useCallback(() => {
    managerPromise.current ??= import("./user-manager").then(({ createUserManager }) => {
      const manager = createUserManager(setup);
      manager.events.addUserLoaded(setUser);
      manager.events.addUserUnloaded(() => setUser(null));
      manager.events.addSilentRenewError((error) => console.error("Token renewal failed", error));
      return manager;
    });
    return managerPromise.current;
  }, [setup]);

  useEffect(() => {
    if (!isRestoring) return;
    let active = true;
    loadManager()
      .then((manager) => manager.getUser())
      .then(
        (stored) => {
          if (active) setUser(stored && !stored.expired ? stored : null);
        },
        (error: unknown) => console.error("Could not restore the session", error),
      )
      .finally(() => {
        if (active) setRestoring(false);
      });
    return () => {
      active = false;
    };
  }, [isRestoring, loadManager]);

  const login = useCallback(async () => {
    if (!setup.useLogin) return true;
    try {
      const manager = await loadManager();
      const signedIn = await manager.signinPopup({ extraQueryParams: { ui_locales: document.documentElement.lang } });
      setUser(signedIn);
      return true;
    } catch (error) {
      console.error("Login failed", error);
      return false;
    }
  }, [setup, loadManager]);

  const logout = useCallback(async () => {
    if (!setup.useLogin) return;
    const manager = await loadManager();
    try {
      await manager.signoutPopup();
    } catch (error) {
      console.error("Logout failed", error);
    }
    await manager.removeUser();
    setUser(null);
    queryClient.removeQueries({ queryKey: ["me"] });
  }, [setup, loadManager, queryClient]);

  const getToken = useCallback(async () => {
    if (!setup.useLogin || !user) return null;
    if (!user.expired) return user.access_token;
    try {
      const renewed = await (await loadManager()).signinSilent();
      setUser(renewed);
      return renewed?.access_token ?? null;
    } catch (error) {
      console.error("Token renewal failed", error);
      setUser(null);
      return null;
    }
  }, [setup, user, loadManager]);

  const state: AuthState = useMemo(
    () => ({
      setup,
      useLogin: setup.useLogin,
      isRestoring,
      isLoggedIn: !setup.useLogin || user !== null,
      accountName: (user?.profile.preferred_username as string | undefined) ?? user?.profile.email ?? null,
      login,
      logout,
      getToken,
    }),
    [setup, isRestoring, user, login, logout, getToken],
  );

  return (
    <AuthContext.Provider value={state}>
      {setup.useLogin && user !== null && (
        <Suspense fallback={null}>
          <LanguageSync />
        </Suspense>
      )}
      {children}
    </AuthContext.Provider>
  );
}
