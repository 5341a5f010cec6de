import { useLocation, useNavigate } from "@tanstack/react-router";
import { LockIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { rememberReturnPath, takeReturnPath } from "@/auth/return-path";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * Shown on a protected page while logged out; after sign-in the user lands where they were going.
 * As a `banner` it sits above a screen that can be looked at logged out (the chat), and closing the modal keeps
 * the visitor there instead of leading to the Login Required page.
 */
export function AuthRequired({ layout = "page" }: { layout?: "page" | "banner" }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const returnPath = location.href;

  useEffect(() => rememberReturnPath(returnPath), [returnPath]);

  const signIn = async () => {
    if (await login()) await navigate({ to: takeReturnPath(returnPath) });
  };

  const dismiss = (next: boolean) => {
    setOpen(next);
    if (!next && layout === "page") void navigate({ to: "/login-required", search: { redirect: returnPath } });
  };

  return (
    <div
      className={
        layout === "page"
          ? "grid min-h-[60vh] place-items-center p-6"
          : "flex flex-wrap items-center gap-3 rounded-lg border bg-muted/50 px-4 py-3"
      }
      data-testid="auth-required"
    >
      {layout === "page" ? (
        <div className="max-w-sm text-center">
          <LockIcon aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{t("auth.required.title")}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t("auth.required.body")}</p>
          <Button className="mt-4" onClick={() => void signIn()}>
            {t("auth.login")}
          </Button>
        </div>
      ) : (
        <>
          <LockIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold">{t("auth.required.title")}</p>
            <p className="text-muted-foreground">{t("auth.required.body")}</p>
          </div>
          <Button size="sm" data-testid="auth-required-login" onClick={() => void signIn()}>
            {t("auth.login")}
          </Button>
        </>
      )}
      <Dialog open={open} onOpenChange={dismiss}>
        <DialogContent closeLabel={t("common.close")} data-testid="login-modal">
          <DialogHeader>
            <DialogTitle>{t("auth.required.title")}</DialogTitle>
            <DialogDescription>{t("auth.required.body")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button data-testid="login-modal-submit" onClick={() => void signIn()}>
              {t("auth.login")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
