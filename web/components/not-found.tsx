import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SpaPublicLayout } from "@/components/layout/spa-public-layout";
import { Button } from "@/components/ui/button";

/** An unknown address: the public site's frame (header, menu, footer links) around the message, so a visitor can go on. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <SpaPublicLayout>
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
    </SpaPublicLayout>
  );
}
