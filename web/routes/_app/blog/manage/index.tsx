import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { EyeIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BlogPost, blogCategories, blogLimits } from "#schemas/blog";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/features/blog/confirm-delete";
import { Notice, useNotice } from "@/features/blog/notice";
import {
  blogQueryKey,
  blogStatsQuery,
  deletePost,
  inputWithStatus,
  managerPostsQuery,
  updatePost,
} from "@/features/blog/posts";
import { oneOf, optionalInteger, optionalText } from "@/lib/search-params";
import { cn } from "@/lib/utils";

interface ManagerSearch {
  q?: string;
  status?: "published" | "draft";
  category?: string;
  page?: number;
}

const readSearch = (search: ManagerSearch): ManagerSearch => ({
  q: optionalText(search.q, 200),
  status: oneOf(search.status, ["published", "draft"], undefined),
  category: typeof search.category === "string" && search.category.length <= 50 ? search.category : undefined,
  page: optionalInteger(search.page, 1),
});

export const Route = createFileRoute("/_app/blog/manage/")({
  validateSearch: readSearch,
  component: BlogManagerPage,
});

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

function BlogManagerPage() {
  const { t, i18n } = useTranslation("blog");
  const { getToken } = useAuth();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const posts = useQuery({
    ...managerPostsQuery({ q: search.q, status: search.status, category: search.category, page }, getToken),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery(blogStatsQuery(getToken));
  const { notice, success, error } = useNotice();
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const [query, setQuery] = useState(search.q ?? "");

  const toggle = useMutation({
    mutationFn: (post: BlogPost) =>
      updatePost(post.id, inputWithStatus(post, post.status === "published" ? "draft" : "published"), getToken),
    onSuccess: (post) => success(post.status === "published" ? t("manager.publishedOk") : t("manager.unpublishedOk")),
    onError: (failure) => error(t("manager.statusError"), errorText(failure) ?? undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  });
  const remove = useMutation({
    mutationFn: (post: BlogPost) => deletePost(post.id, getToken),
    onSuccess: () => success(t("manager.deleted")),
    onError: (failure) => error(t("manager.deleteFailed", { reason: errorText(failure) ?? t("manager.unknownError") })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  });

  const setFilter = (patch: Partial<ManagerSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });
  const total = posts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / blogLimits.managerPageSize));
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

  return (
    <div className="mx-auto max-w-6xl px-6 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("manager.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("manager.subtitle")}</p>
        </div>
        <Button asChild data-testid="new-post">
          <Link to="/blog/manage/new">
            <PlusIcon aria-hidden />
            {t("manager.newPost")}
          </Link>
        </Button>
      </div>

      <section
        className="mt-6 grid gap-3 sm:grid-cols-4"
        aria-label={t("manager.stats.byCategory")}
        data-testid="blog-stats"
      >
        {(
          [
            ["total", stats.data?.totalPosts],
            ["published", stats.data?.publishedPosts],
            ["drafts", stats.data?.draftPosts],
            ["views", stats.data?.totalViews],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border bg-card p-4" data-testid={`stat-${key}`}>
            <p className="text-sm text-muted-foreground">{t(`manager.stats.${key}`)}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`stat-${key}-value`}>
              {value ?? "–"}
            </p>
          </div>
        ))}
      </section>
      {stats.data && (
        <ul className="mt-3 flex flex-wrap gap-2 text-xs" data-testid="category-counts">
          {Object.entries(stats.data.categoryCounts).map(([category, count]) => (
            <li key={category} className="rounded-full border bg-muted/40 px-2.5 py-1">
              {t(`categories.${category}`, { defaultValue: category })}: <strong>{count}</strong>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <form
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ q: query.trim() || undefined });
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t("manager.filters.search")}</span>
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-9 rounded-md border border-input bg-background px-3"
              data-testid="manager-search"
            />
          </label>
        </form>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("manager.filters.status")}</span>
          <select
            value={search.status ?? ""}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as "published" | "draft" | undefined })
            }
            className="h-9 rounded-md border border-input bg-background px-3"
            data-testid="manager-status-filter"
          >
            <option value="">{t("manager.filters.allStatuses")}</option>
            <option value="published">{t("manager.status.published")}</option>
            <option value="draft">{t("manager.status.draft")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("manager.filters.category")}</span>
          <select
            value={search.category ?? ""}
            onChange={(event) => setFilter({ category: event.target.value || undefined })}
            className="h-9 rounded-md border border-input bg-background px-3"
            data-testid="manager-category-filter"
          >
            <option value="">{t("manager.filters.allCategories")}</option>
            {blogCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4">
        <Notice notice={notice} />
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border">
        {posts.isPending ? (
          <p className="p-8 text-center text-muted-foreground" role="status">
            {t("manager.loading")}
          </p>
        ) : posts.isError ? (
          <p className="p-8 text-center text-red-700" role="alert">
            {t("api.fetchPostsFailed")}: {errorText(posts.error)}
          </p>
        ) : posts.data.items.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground" data-testid="manager-empty">
            {t("manager.empty")}
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="manager-table">
            <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th className="px-4 py-3">{t("manager.columns.title")}</th>
                <th className="px-4 py-3">{t("manager.columns.status")}</th>
                <th className="px-4 py-3">{t("manager.columns.category")}</th>
                <th className="px-4 py-3">{t("manager.columns.date")}</th>
                <th className="px-4 py-3 text-right">{t("manager.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {posts.data.items.map((post) => (
                <tr key={post.id} className="border-t" data-testid="manager-row" data-slug={post.slug}>
                  <td className="px-4 py-3">
                    <Link
                      to="/blog/manage/edit/$id"
                      params={{ id: post.id }}
                      className="font-medium hover:text-primary"
                    >
                      {post.title}
                    </Link>
                    <p className="text-xs text-muted-foreground">/{post.slug}</p>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-medium",
                        post.status === "published" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900",
                      )}
                      data-testid="row-status"
                    >
                      {t(`manager.status.${post.status}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3">{t(`categories.${post.category}`, { defaultValue: post.category })}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{date(post.published_at ?? post.updated_at)}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      {post.status === "published" && (
                        <Button asChild variant="ghost" size="sm" title={t("manager.actions.view")}>
                          <Link to="/resources/blog/$slug" params={{ slug: post.slug }}>
                            <EyeIcon aria-hidden />
                            <span className="sr-only">{t("manager.actions.view")}</span>
                          </Link>
                        </Button>
                      )}
                      <Button asChild variant="ghost" size="sm" title={t("manager.actions.edit")}>
                        <Link to="/blog/manage/edit/$id" params={{ id: post.id }} data-testid="row-edit">
                          <PencilIcon aria-hidden />
                          <span className="sr-only">{t("manager.actions.edit")}</span>
                        </Link>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate(post)}
                        data-testid="row-toggle"
                      >
                        {post.status === "published" ? t("manager.actions.unpublish") : t("manager.actions.publish")}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50"
                        title={t("manager.actions.delete")}
                        onClick={() => setToDelete(post)}
                        data-testid="row-delete"
                      >
                        <Trash2Icon aria-hidden />
                        <span className="sr-only">{t("manager.actions.delete")}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {pages > 1 && (
        <div className="mt-4 flex items-center justify-end gap-3 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => void navigate({ search: (previous) => ({ ...previous, page: page - 1 }) })}
          >
            {t("manager.previous")}
          </Button>
          <span>{t("manager.page", { page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => void navigate({ search: (previous) => ({ ...previous, page: page + 1 }) })}
          >
            {t("manager.next")}
          </Button>
        </div>
      )}

      <ConfirmDelete
        open={toDelete !== null}
        title={toDelete?.title ?? ""}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
