import "./styles.css";
import "./i18n";
import i18next from "i18next";
import { type ComponentType, lazy, StrictMode, Suspense, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { LandingHeaderButton } from "./auth/landing-header-button";
import { anyStoredSession } from "./auth/stored-session";
import { FullPageSpinner } from "./components/full-page-spinner";
import { PublicLayout } from "./components/layout/public-layout";
import { StartupErrorBoundary } from "./components/startup-error-boundary";
import { LandingPage } from "./features/landing/landing-page";

/*
 * The landing page on its own, for a visit that starts at `/` (the Worker serves landing.html there): React,
 * the interface texts and the page's components, without the router, TanStack Query or the sign-in provider.
 * Its links are plain anchors into the SPA (web/components/site-link.tsx).
 */
void i18next.loadNamespaces(["landing", "contact"]);

// Only for a signed-in adviser: the SPA's sign-in provider, which keeps their language in step with the app.
const LandingSession = lazy<ComponentType>(() =>
  import("./auth/landing-session").catch((error: unknown): { default: ComponentType } => {
    console.error("Could not load the session code", error);
    return { default: () => null };
  }),
);

/** A link to a section ("/#contact") scrolls there once the page has rendered, as the router does in the SPA. */
function ScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);
  return null;
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from landing.html");

createRoot(root).render(
  <StrictMode>
    <StartupErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <PublicLayout headerButton={<LandingHeaderButton />}>
          <LandingPage />
        </PublicLayout>
        <ScrollToHash />
      </Suspense>
      {anyStoredSession() && (
        <Suspense fallback={null}>
          <LandingSession />
        </Suspense>
      )}
    </StartupErrorBoundary>
  </StrictMode>,
);
