import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type AuthState, useAuth } from "@/auth/auth-context";
import { httpWorkspaceApi, type TokenSource } from "./api";
import { loadSession, saveSession, type WorkspaceSession } from "./cache";
import { workspaceMeQuery } from "./offline-me";
import { WorkspaceStore } from "./store";

const stores = new Map<string, WorkspaceStore>();

function storeFor(userId: string, getToken: TokenSource): WorkspaceStore {
  const existing = stores.get(userId);
  if (existing) return existing;
  const store = new WorkspaceStore({
    api: httpWorkspaceApi(getToken),
    userId,
    storage: typeof localStorage === "undefined" ? null : localStorage,
    online: typeof navigator === "undefined" ? true : navigator.onLine,
  });
  stores.set(userId, store);
  window.addEventListener("online", () => store.setOffline(false));
  window.addEventListener("offline", () => store.setOffline(true));
  store.start();
  store.cleanup();
  void store.load();
  return store;
}

/**
 * The signed-in adviser's workspace store for a route loader, from the router context (web/routes/__root.tsx);
 * null when no one is signed in. The same /api/me answer and store as useWorkspaceStore below.
 */
export async function loadWorkspaceStore({
  auth,
  queryClient,
}: {
  auth: AuthState;
  queryClient: QueryClient;
}): Promise<WorkspaceStore | null> {
  if (!auth.isLoggedIn) return null;
  const me = await queryClient.ensureQueryData(workspaceMeQuery(auth.getToken, auth.accountName));
  return storeFor(me.id, auth.getToken);
}

/** The signed-in adviser's workspace store (one per adviser and tab). */
export function useWorkspaceStore(): WorkspaceStore {
  const { getToken, accountName } = useAuth();
  const { data: me } = useSuspenseQuery(workspaceMeQuery(getToken, accountName));
  return storeFor(me.id, getToken);
}

export function useWorkspace() {
  const store = useWorkspaceStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { store, state };
}

type SessionFields = Omit<WorkspaceSession, "version" | "savedAt">;

/**
 * The selected borrower, saved on every change, on page unload and when the page is hidden, and recovered when the
 * tab is reloaded (the list's search, filter and order live in its URL).
 */
export function useWorkspaceSession(selectedBorrowerId: string | null) {
  const [session, setSession] = useState<SessionFields>(() => {
    const saved = typeof sessionStorage === "undefined" ? null : loadSession(sessionStorage, Date.now());
    return { selectedBorrowerId: saved?.selectedBorrowerId ?? null };
  });
  const latest = useRef(session);
  latest.current = { ...session, selectedBorrowerId: selectedBorrowerId ?? session.selectedBorrowerId };
  const save = useCallback(() => saveSession(sessionStorage, latest.current, Date.now()), []);
  useEffect(() => {
    save();
  });
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") save();
    };
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [save]);
  const update = useCallback(
    (fields: Partial<SessionFields>) => setSession((current) => ({ ...current, ...fields })),
    [],
  );
  return [session, update] as const;
}
