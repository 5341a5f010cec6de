import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Building2Icon, MailIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { contactListSchema } from "#schemas/contact";
import { useAuth } from "@/auth/auth-context";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";

export const Route = createFileRoute("/_app/contact-messages")({ component: ContactMessagesPage });

/** The office's inbox of messages from the public contact forms. */
function ContactMessagesPage() {
  const { t, i18n } = useTranslation("contact");
  const { getToken } = useAuth();
  const messages = useInfiniteQuery({
    queryKey: ["contact-messages"],
    queryFn: async ({ pageParam }) =>
      apiRequest(`/contact-messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`, contactListSchema, {
        token: await getToken(),
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const items = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <PageIntro title={t("inbox.title")} description={t("inbox.description")}>
      <div className="mt-8" data-testid="contact-inbox">
        {messages.isPending && <p className="text-muted-foreground">{t("inbox.loading")}</p>}
        {messages.isError && (
          <p role="alert" className="text-red-700">
            {t("inbox.failed")} {messages.error.message}
          </p>
        )}
        {messages.isSuccess && items.length === 0 && <p className="text-muted-foreground">{t("inbox.empty")}</p>}
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border bg-card p-5 shadow-sm" data-testid="contact-message">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{item.name}</h2>
                <time dateTime={item.receivedAt} className="text-sm text-muted-foreground">
                  {when.format(new Date(item.receivedAt))}
                </time>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <a
                  href={`mailto:${item.email}`}
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  <MailIcon aria-hidden className="size-3.5" />
                  {item.email}
                </a>
                {item.company && (
                  <span className="inline-flex items-center gap-1">
                    <Building2Icon aria-hidden className="size-3.5" />
                    {item.company}
                  </span>
                )}
                <span>{t(`inbox.sources.${item.source}`)}</span>
                <span>{t("inbox.language", { language: item.language })}</span>
              </p>
              <p className="mt-3 whitespace-pre-line text-sm">
                {item.message || <span className="text-muted-foreground">{t("inbox.noMessage")}</span>}
              </p>
              <Button asChild size="sm" variant="outline" className="mt-4">
                <a href={`mailto:${item.email}`}>{t("inbox.reply")}</a>
              </Button>
            </li>
          ))}
        </ul>
        {messages.hasNextPage && (
          <Button
            className="mt-6"
            variant="outline"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t("inbox.loadMore")}
          </Button>
        )}
      </div>
    </PageIntro>
  );
}
