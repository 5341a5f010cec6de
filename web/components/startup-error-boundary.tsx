import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface State {
  error: Error | null;
}

function StartupError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid min-h-screen place-items-center p-8 text-center" data-testid="startup-error">
      <div>
        <h1 className="text-xl font-semibold">{t("errors.title")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{error.message}</p>
        <button
          type="button"
          className="mt-4 rounded-md bg-primary px-4 py-2 text-sm text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          {t("errors.retry")}
        </button>
      </div>
    </div>
  );
}

/**
 * Startup stops when /auth_setup fails (spec); this says why instead of a blank page. It waits for the
 * interface texts only when it has something to say, so it never holds up the first render.
 */
export class StartupErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error("Startup failed", error);
  }

  render() {
    return this.state.error ? <StartupError error={this.state.error} /> : this.props.children;
  }
}
