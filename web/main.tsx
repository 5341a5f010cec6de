import "./styles.css";
import "./i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, Suspense, useEffect, useRef } from "react";
import { createRoot } from "react-dom/client";
import { useAuth } from "./auth/auth-context";
import { AuthProvider } from "./auth/auth-provider";
import { authSetupQuery } from "./auth/auth-setup";
import { FullPageSpinner } from "./components/full-page-spinner";
import { StartupErrorBoundary } from "./components/startup-error-boundary";
import { routeTree } from "./route-tree.gen";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
// Asked before React renders, in parallel with the interface texts and the page's code.
void queryClient.prefetchQuery(authSetupQuery);

const router = createRouter({
  routeTree,
  // `auth` is given by <App> below, once the sign-in state is known.
  context: { queryClient, auth: undefined as never },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

/*
 * The router starts once the sign-in setup is read and a stored session read back (its loaders may need the
 * adviser); the page's code does not wait for that: it downloads now, in parallel with /auth_setup.
 */
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
  void router.loadRouteChunk(route)?.catch(() => undefined); // the router tries again, and reports a failure
}

/** The router with the sign-in state in its context; signing in or out loads the current page's routes again. */
function App() {
  const auth = useAuth();
  const session = auth.isRestoring ? null : auth.isLoggedIn ? `in:${auth.accountName ?? ""}` : "out";
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (session === null) return;
    if (loadedFor.current !== null && loadedFor.current !== session) void router.invalidate();
    loadedFor.current = session;
  }, [session]);
  if (session === null) return <FullPageSpinner />;
  return <RouterProvider router={router} context={{ auth }} />;
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StartupErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <AuthProvider>
            <App />
          </AuthProvider>
        </Suspense>
      </StartupErrorBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
