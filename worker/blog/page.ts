import type { BlogPost } from "../../schemas/blog";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
  publishedAt: string | null;
  tags: string[];
}

export function metaOf(post: BlogPost, pageUrl: string): PageMeta {
  const origin = new URL(pageUrl).origin;
  return {
    title: post.meta_title || post.title,
    description: (post.meta_description || post.excerpt).slice(0, 300),
    url: `${origin}/resources/blog/${encodeURIComponent(post.slug)}`,
    image: post.featured_image ? absolute(post.featured_image, origin) : null,
    publishedAt: post.published_at,
    tags: post.tags,
  };
}

/** The Open Graph and Twitter tags a link preview reads, as HTML with every value escaped. */
export function socialTags(meta: PageMeta, siteName: string): string {
  const tags: [string, string, string][] = [
    ["property", "og:type", "article"],
    ["property", "og:site_name", siteName],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ["name", "twitter:card", meta.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
  ];
  if (meta.image) tags.push(["property", "og:image", meta.image], ["name", "twitter:image", meta.image]);
  if (meta.publishedAt) tags.push(["property", "article:published_time", meta.publishedAt]);
  for (const tag of meta.tags.slice(0, 10)) tags.push(["property", "article:tag", tag]);
  const lines = tags.map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`,
  );
  lines.push(`<link rel="canonical" href="${escapeAttribute(meta.url)}" />`);
  return `\n    ${lines.join("\n    ")}\n  `;
}

/** The SPA's index.html with this post's title, description and social tags, so a shared link previews well. */
export function rewriteIndex(page: Response, meta: PageMeta, siteName: string): Response {
  const title = `${meta.title} | ${siteName}`;
  return new HTMLRewriter()
    .on("title", {
      element(element) {
        element.setInnerContent(title);
      },
    })
    .on('meta[name="description"]', {
      element(element) {
        element.setAttribute("content", meta.description);
      },
    })
    .on("head", {
      element(element) {
        element.append(socialTags(meta, siteName), { html: true });
      },
    })
    .transform(page);
}
