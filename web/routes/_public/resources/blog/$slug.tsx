import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { ArrowLeftIcon, ChevronRightIcon, ClockIcon, UserIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { excerptRepeatsOpening, toShownPost } from "#schemas/blog";
import { formatPostDate } from "@/features/blog/post-card";
import { PostHtml } from "@/features/blog/post-html";
import { PostImage } from "@/features/blog/post-image";
import { publicPostQuery } from "@/features/blog/posts";
import { RelatedPosts } from "@/features/blog/related-posts";
import { ShareButton } from "@/features/blog/share-button";
import { ApiError } from "@/lib/api-client";

export const Route = createFileRoute("/_public/resources/blog/$slug")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicPostQuery(params.slug)),
  pendingComponent: PostLoading,
  errorComponent: PostError,
  component: PostPage,
});

function PostLoading() {
  const { t } = useTranslation("blog");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center text-muted-foreground" role="status">
      {t("public.loadingPost")}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation("blog");
  return (
    <Link
      to="/resources/blog"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary"
      data-testid="back-link"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      {t("public.back")}
    </Link>
  );
}

function PostError({ error }: ErrorComponentProps) {
  const { t } = useTranslation("blog");
  const code = error instanceof ApiError ? error.code : undefined;
  const text =
    code === "BLOG_POST_NOT_AVAILABLE"
      ? t("public.notAvailable")
      : code === "BLOG_POST_NOT_FOUND"
        ? t("public.notFound")
        : t("public.loadFailed");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" role="alert" data-testid="post-error">
      <p className="text-lg font-medium">{text}</p>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}

function PostPage() {
  const { t, i18n } = useTranslation("blog");
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(publicPostQuery(slug));
  const post = toShownPost(data);

  useEffect(() => {
    const previous = document.title;
    document.title = `${post.seo.meta_title} | Adviesdesk`;
    return () => {
      document.title = previous;
    };
  }, [post.seo.meta_title]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid="blog-post">
      <nav aria-label={t("public.breadcrumb")} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-primary">
              {t("public.home")}
            </Link>
          </li>
          <ChevronRightIcon aria-hidden className="size-3.5" />
          <li>
            <Link to="/resources/blog" className="hover:text-primary">
              {t("public.title")}
            </Link>
          </li>
          <ChevronRightIcon aria-hidden className="size-3.5" />
          <li aria-current="page" className="line-clamp-1 text-foreground">
            {post.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span
            className="rounded-full bg-accent px-2.5 py-0.5 font-medium text-accent-foreground"
            data-testid="post-category"
          >
            {t(`categories.${post.category}`, { defaultValue: post.category })}
          </span>
          <time dateTime={post.published_at ?? post.created_at}>{formatPostDate(post, i18n.language)}</time>
          <span className="inline-flex items-center gap-1">
            <ClockIcon aria-hidden className="size-3.5" />
            {t("public.readTime", { count: post.read_time })}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="post-author">
            <UserIcon aria-hidden className="size-3.5" />
            {t("public.by", { author: post.author })}
          </span>
        </div>
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-4xl" data-testid="post-title">
          {post.title}
        </h1>
        {post.excerpt && !excerptRepeatsOpening(post.excerpt, post.content) && (
          <p className="mt-3 text-lg text-muted-foreground" data-testid="post-excerpt">
            {post.excerpt}
          </p>
        )}
        <div className="mt-5">
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </header>

      {post.featured_image && <PostImage post={post} className="mt-8 max-h-[28rem] rounded-xl" />}

      <PostHtml html={post.content} className="mt-8" />

      {post.tags.length > 0 && (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t("public.tags")} data-testid="post-tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border px-2.5 py-0.5 text-sm text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10">
        <BackLink />
      </div>

      <RelatedPosts post={post} />
    </article>
  );
}
