import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { RouteError } from "@/components/route-error";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: lazyRouteComponent(() => import("@/components/not-found")),
});
