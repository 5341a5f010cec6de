import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { User } from "oidc-client-ts";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { authSetupQuery } from "@/lib/queries";
import { AuthContext, type AuthState } from "./auth-context";
import { LanguageSync } from "./language-sync";
import { createUserManager } from "./user-manager";

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data: setup } = useSuspenseQuery(authSetupQuery);
  const queryClient = useQueryClient();
  const manager = useMemo(() => (setup.useLogin ? createUserManager(setup) : null), [setup]);
  const [user, setUser] = useState<User | null>(null);
  const [restored, setRestored] = useState(!manager);

  useEffect(() => {
    if (!manager) return;
    let active = true;
    manager
      .getUser()
      .then(
        (stored) => {
          if (active) setUser(stored && !stored.expired ? stored : null);
        },
        (error: unknown) => console.error("Could not restore the session", error),
      )
      .finally(() => {
        if (active) setRestored(true);
      });
    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    manager.events.addUserLoaded(onLoaded);
    manager.events.addUserUnloaded(onUnloaded);
    manager.events.addSilentRenewError((error) => console.error("Token renewal failed", error));
    return () => {
      active = false;
      manager.events.removeUserLoaded(onLoaded);
      manager.events.removeUserUnloaded(onUnloaded);
    };
  }, [manager]);

  const login = useCallback(async () => {
    if (!manager) return true;
    try {
      const signedIn = await manager.signinPopup({ extraQueryParams: { ui_locales: document.documentElement.lang } });
      setUser(signedIn);
      return true;
    } catch (error) {
      console.error("Login failed", error);
      return false;
    }
  }, [manager]);

  const logout = useCallback(async () => {
    if (!manager) return;
    try {
      await manager.signoutPopup();
    } catch (error) {
      console.error("Logout failed", error);
    }
    await manager.removeUser();
    setUser(null);
    queryClient.removeQueries({ queryKey: ["me"] });
  }, [manager, queryClient]);

  const getToken = useCallback(async () => {
    if (!manager || !user) return null;
    if (!user.expired) return user.access_token;
    try {
      const renewed = await manager.signinSilent();
      setUser(renewed);
      return renewed?.access_token ?? null;
    } catch (error) {
      console.error("Token renewal failed", error);
      setUser(null);
      return null;
    }
  }, [manager, user]);

  const state: AuthState = useMemo(
    () => ({
      setup,
      useLogin: setup.useLogin,
      isLoggedIn: !setup.useLogin || user !== null,
      accountName: (user?.profile.preferred_username as string | undefined) ?? user?.profile.email ?? null,
      login,
      logout,
      getToken,
    }),
    [setup, user, login, logout, getToken],
  );

  if (!restored) return null;
  return (
    <AuthContext.Provider value={state}>
      <LanguageSync />
      {children}
    </AuthContext.Provider>
  );
}
