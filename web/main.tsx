import "./styles.css";
import "./i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { authSetupQuery } from "./auth/auth-setup";
import { FullPageSpinner } from "./components/full-page-spinner";
import { StartupErrorBoundary } from "./components/startup-error-boundary";
import { routeTree } from "./route-tree.gen";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
// Asked before React renders, in parallel with the interface texts and the page's code (the root route reads it).
void queryClient.prefetchQuery(authSetupQuery);

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The sign-in setup (AuthProvider) sits in the root route, web/routes/__root.tsx.
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StartupErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </StartupErrorBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
