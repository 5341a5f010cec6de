import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Component, type ReactNode, Suspense } from "react";
import { AuthProvider } from "./auth-provider";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** The landing page stays whole if the session cannot be restored (the app says why when opened). */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("Could not restore the session on the landing page", error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * For a signed-in adviser on the landing page's light entry (web/landing.tsx), loaded only when a session is
 * kept: the SPA's sign-in provider restores it and keeps the interface language with the adviser (LanguageSync),
 * as on every page of the SPA, so a language chosen here follows them into the app.
 */
export default function LandingSession() {
  return (
    <Quietly>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <AuthProvider>{null}</AuthProvider>
        </Suspense>
      </QueryClientProvider>
    </Quietly>
  );
}
