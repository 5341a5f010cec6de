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

/** Shown on a protected page while logged out; after sign-in the user lands where they were going. */
export function AuthRequired() {
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
    if (!next) void navigate({ to: "/login-required", search: { redirect: returnPath } });
  };

  return (
    <div className="grid min-h-[60vh] place-items-center p-6" data-testid="auth-required">
      <div className="max-w-sm text-center">
        <LockIcon aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{t("auth.required.title")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("auth.required.body")}</p>
        <Button className="mt-4" onClick={() => void signIn()}>
          {t("auth.login")}
        </Button>
      </div>
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
