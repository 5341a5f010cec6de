import { createFileRoute, Outlet } from "@tanstack/react-router";
import { SpaPublicLayout } from "@/components/layout/spa-public-layout";

export const Route = createFileRoute("/_public")({
  component: () => (
    <SpaPublicLayout>
      <Outlet />
    </SpaPublicLayout>
  ),
});
