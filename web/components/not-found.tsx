import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[70vh] place-items-center p-8 text-center" data-testid="not-found">
      <div>
        <p className="text-6xl font-bold text-primary/30">404</p>
        <h1 className="mt-2 text-2xl font-semibold">{t("notFound.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("notFound.body")}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t("notFound.home")}</Link>
        </Button>
      </div>
    </div>
  );
}
