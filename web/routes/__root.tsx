import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, lazyRouteComponent } from "@tanstack/react-router";
import type { AuthState } from "@/auth/auth-context";
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

export const Route = createRootRouteWithContext<RouterContext>()({
  errorComponent: RouteError,
  notFoundComponent: lazyRouteComponent(() => import("@/components/not-found")),
});
