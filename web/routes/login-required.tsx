import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { safeReturnPath } from "@/auth/return-path";
import { SpaPublicLayout } from "@/components/layout/spa-public-layout";
import { Button } from "@/components/ui/button";
import { optionalText } from "@/lib/search-params";

export const Route = createFileRoute("/login-required")({
  validateSearch: (search: { redirect?: string }): { redirect?: string } => ({
    redirect: optionalText(search.redirect, 2000),
  }),
  component: LoginRequiredPage,
});

function LoginRequiredPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  const signIn = async () => {
    if (await login()) await navigate({ to: safeReturnPath(redirect) });
  };
  return (
    <SpaPublicLayout>
      <div className="grid min-h-[60vh] place-items-center p-6" data-testid="login-required">
        <div className="max-w-sm text-center">
          <LockIcon aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{t("auth.loginRequired.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("auth.loginRequired.body")}</p>
          <Button className="mt-4" onClick={() => void signIn()}>
            {t("auth.login")}
          </Button>
        </div>
      </div>
    </SpaPublicLayout>
  );
}
