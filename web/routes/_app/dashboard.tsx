import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { FileTextIcon, MessageSquareIcon, UserRoundPlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { WorkspaceQuickActions } from "@/features/workspace/quick-actions";
import { configQuery } from "@/lib/queries";

export const Route = createFileRoute("/_app/dashboard")({
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: DashboardPage,
});

const cards = [
  { key: "assistant", to: "/chat", icon: MessageSquareIcon },
  { key: "reports", to: "/mortgage", icon: FileTextIcon },
  { key: "profiles", to: "/borrowers", icon: UserRoundPlusIcon },
] as const;

function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { data: config } = useSuspenseQuery(configQuery);
  const { business } = config;
  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="dashboard-title">
        {t("title")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {cards.map(({ key, to, icon: Icon }) => (
          <Card key={key} className="flex flex-col" data-testid={`dashboard-card-${key}`}>
            <CardHeader>
              <span className="mb-2 grid size-10 place-items-center rounded-lg bg-accent text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <CardTitle>{t(`cards.${key}.title`)}</CardTitle>
              <CardDescription>{t(`cards.${key}.description`)}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1" />
            <CardFooter>
              <Button asChild className="w-full">
                <Link to={to}>{t(`cards.${key}.button`)}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <WorkspaceQuickActions />
      <section
        aria-labelledby="registration-heading"
        className="mt-10 rounded-xl border bg-muted/40 p-5 text-sm"
        data-testid="registration-statement"
      >
        <h2 id="registration-heading" className="font-semibold">
          {t("registration.heading")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("registration.statement", { name: business.name })}</p>
        <dl className="mt-3 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="font-medium">{t("registration.number")}</dt>
          <dd>{business.registrationNumber}</dd>
          <dt className="font-medium">{t("registration.address")}</dt>
          <dd>{business.address}</dd>
        </dl>
        {business.isDemo && (
          <p
            className="mt-3 inline-block rounded bg-brand/20 px-2 py-0.5 text-xs font-medium"
            data-testid="demo-values"
          >
            {t("registration.demoLabel")}
          </p>
        )}
      </section>
    </div>
  );
}
