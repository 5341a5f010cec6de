import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { Suspense } from "react";
import { AuthProvider } from "@/auth/auth-provider";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { RouteError } from "@/components/route-error";
import { StartupErrorBoundary } from "@/components/startup-error-boundary";

/*
 * The sign-in setup is read inside the router, not around it: the router starts loading the page's code
 * and texts at once, in parallel with /auth_setup, instead of after it.
 */
function Root() {
  return (
    <StartupErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </Suspense>
    </StartupErrorBoundary>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  errorComponent: RouteError,
  notFoundComponent: lazyRouteComponent(() => import("@/components/not-found")),
});
