import { Component, type ReactNode } from "react";
import { type WithTranslation, withTranslation } from "react-i18next";

interface State {
  error: Error | null;
}

/** Startup stops when /auth_setup or /config fails (spec); this says why instead of a blank page. */
class StartupErrorBoundaryBase extends Component<WithTranslation & { children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error("Startup failed", error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
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
}

export const StartupErrorBoundary = withTranslation()(StartupErrorBoundaryBase);
