import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { Suspense } from "react";
import type { AuthState } from "@/auth/auth-context";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { RouteError } from "@/components/route-error";

/**
 * What every route's loader is given (web/main.tsx provides it): the query cache, and the sign-in state, which
 * is known before the router starts (the stored session read back). A loader that needs the signed-in adviser's
 * data, such as the dossier's, reads it from here; a change of session loads the routes again.
 */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthState;
}

/** A page that suspends (a query read before it is loaded) waits here, inside the router and the sign-in provider. */
function Root() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteError,
  notFoundComponent: lazyRouteComponent(() => import("@/components/not-found")),
});
