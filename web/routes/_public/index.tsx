import { createFileRoute } from "@tanstack/react-router";
import i18next from "i18next";
import { LandingPage } from "@/features/landing/landing-page";

/*
 * A visit that starts at `/` gets the light landing entry (web/landing.tsx, served by the Worker); this route
 * renders the same page when the SPA is already running (a link back home, signing out).
 */
export const Route = createFileRoute("/_public/")({
  // Fetch the page's texts while its code loads, not after.
  loader: () => void i18next.loadNamespaces(["landing", "contact"]),
  component: LandingPage,
});
