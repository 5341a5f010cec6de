import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, ClockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type BlogPost, blogLimits, readTime } from "#schemas/blog";
import { PostImage } from "./post-image";

export function formatPostDate(post: BlogPost, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(
    new Date(post.published_at ?? post.created_at),
  );
}

/** A card on the public list: image, category, date, title, excerpt, up to 3 tags, read time and read more. */
export function PostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation("blog");
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
      data-testid="blog-card"
    >
      <Link to="/resources/blog/$slug" params={{ slug: post.slug }} tabIndex={-1} aria-hidden>
        <PostImage post={post} className="aspect-[16/9]" />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <span
            className="rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground"
            data-testid="card-category"
          >
            {t(`categories.${post.category}`, { defaultValue: post.category })}
          </span>
          <time dateTime={post.published_at ?? post.created_at}>{formatPostDate(post, i18n.language)}</time>
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-snug">
          <Link to="/resources/blog/$slug" params={{ slug: post.slug }} className="hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("public.tags")}>
            {post.tags.slice(0, blogLimits.tagsOnCard).map((tag) => (
              <li
                key={tag}
                className="rounded border px-1.5 py-0.5 text-xs text-muted-foreground"
                data-testid="card-tag"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between pt-4 text-sm">
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <ClockIcon aria-hidden className="size-3.5" />
            {t("public.readTime", { count: readTime(post.content) })}
          </span>
          <Link
            to="/resources/blog/$slug"
            params={{ slug: post.slug }}
            className="inline-flex items-center gap-1 font-medium text-primary"
          >
            {t("public.readMore")}
            <span className="sr-only">: {post.title}</span>
            <ArrowRightIcon aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}
