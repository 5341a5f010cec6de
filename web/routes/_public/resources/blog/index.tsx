import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SearchIcon, XIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { blogLimits } from "#schemas/blog-limits";
import { Button } from "@/components/ui/button";
import { PostCard } from "@/features/blog/post-card";
import { blogTaxonomyQuery, publicPostsQuery } from "@/features/blog/posts";
import { optionalInteger, optionalText } from "@/lib/search-params";

interface BlogSearch {
  q?: string;
  category?: string;
  count?: number;
}

const readSearch = (search: BlogSearch): BlogSearch => ({
  q: optionalText(search.q, 200),
  category: optionalText(search.category, 50),
  count: optionalInteger(search.count, blogLimits.publicPageSize, blogLimits.maxListLimit),
});

export const Route = createFileRoute("/_public/resources/blog/")({
  validateSearch: readSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(publicPostsQuery(deps)),
  pendingComponent: () => <BlogStatus textKey="public.loading" />,
  errorComponent: () => <BlogStatus textKey="public.loadFailed" role="alert" />,
  component: BlogListPage,
});

function BlogStatus({ textKey, role = "status" }: { textKey: "public.loading" | "public.loadFailed"; role?: string }) {
  const { t } = useTranslation("blog");
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-16 text-center text-muted-foreground"
      role={role}
      data-testid="blog-status"
    >
      {t(textKey)}
    </div>
  );
}

function BlogListPage() {
  const { t } = useTranslation("blog");
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data } = useSuspenseQuery(publicPostsQuery(search));
  const taxonomy = useQuery(blogTaxonomyQuery);
  const [query, setQuery] = useState(search.q ?? "");
  const count = search.count ?? blogLimits.publicPageSize;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: (previous) => ({ ...previous, q: query.trim() || undefined, count: undefined }) });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("public.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("public.subtitle")}</p>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <search className="flex flex-1">
          <form onSubmit={submit} className="flex flex-1 gap-2">
            <label className="relative flex-1">
              <span className="sr-only">{t("public.searchLabel")}</span>
              <SearchIcon
                aria-hidden
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("public.searchPlaceholder")}
                className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="blog-search"
              />
            </label>
            <Button type="submit" className="h-10">
              {t("public.search")}
            </Button>
            {search.q && (
              <Button
                type="button"
                variant="ghost"
                className="h-10"
                onClick={() => {
                  setQuery("");
                  void navigate({ search: (previous) => ({ ...previous, q: undefined, count: undefined }) });
                }}
              >
                <XIcon aria-hidden />
                {t("public.clear")}
              </Button>
            )}
          </form>
        </search>
        <label className="flex flex-col gap-1 text-sm sm:w-56">
          <span className="font-medium">{t("public.categoryLabel")}</span>
          <select
            value={search.category ?? ""}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({ ...previous, category: event.target.value || undefined, count: undefined }),
              })
            }
            className="h-10 rounded-md border border-input bg-background px-3"
            data-testid="blog-category-filter"
          >
            <option value="">{t("public.allCategories")}</option>
            {(taxonomy.data?.categories ?? []).map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`, { defaultValue: category })}
              </option>
            ))}
          </select>
        </label>
      </div>

      {data.items.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed p-12 text-center" data-testid="blog-empty">
          <h2 className="text-lg font-semibold">{t("public.emptyTitle")}</h2>
          <p className="mt-1 text-muted-foreground">{t("public.emptyBody")}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {data.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}

      {data.total > data.items.length && count < blogLimits.maxListLimit && (
        <div className="mt-10 text-center">
          <Button
            variant="outline"
            onClick={() =>
              void navigate({
                search: (previous) => ({ ...previous, count: count + blogLimits.publicPageSize }),
                resetScroll: false,
              })
            }
            data-testid="blog-load-more"
          >
            {t("public.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
