import { z } from "zod";
import { blogLimits } from "./blog-limits";

/** Spec section 5: the editor's category choices; General is the default. */
export const blogCategories = ["General", "Mortgage", "Real Estate", "Finance", "Tips", "News"] as const;
export const blogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const DEFAULT_BLOG_CATEGORY: BlogCategory = "General";

/** Spec section 7: shown when the categories and tags cannot be derived from the published posts. */
export const fallbackCategories = ["Mortgage", "Real Estate", "Finance", "Tips", "News"] as const;
export const fallbackTags = ["mortgage", "home-buying", "refinancing", "rates", "tips"] as const;

export { blogLimits } from "./blog-limits";

export const DEFAULT_BLOG_AUTHOR = "Admin";
export const blogStatusSchema = z.enum(["published", "draft"]);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** A blog post as the Worker serves it (spec section 3), plus its SEO fields. */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  author_email: z.string().nullable(),
  featured_image: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  status: blogStatusSchema,
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  keywords: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const tagList = z
  .union([z.array(z.string()), z.string()])
  .default([])
  .transform((value) => parseTags(value));

/** An image is either one uploaded to this app (a path) or an absolute http(s) URL. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value), "Must be an http(s) URL")
  .refine((value) => !value.startsWith("//"), "Must be an http(s) URL");

/** The body of POST /blog and PUT /blog/admin/posts/{id}. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(blogLimits.titleLength),
  slug: z.string().trim().max(blogLimits.titleLength).optional(),
  content: z.string().max(blogLimits.contentLength).default(""),
  excerpt: z.string().trim().max(1000).optional(),
  tags: tagList,
  category: blogCategorySchema.default(DEFAULT_BLOG_CATEGORY),
  featured_image: imageUrl.nullish(),
  status: blogStatusSchema.default("draft"),
  meta_title: z.string().trim().max(blogLimits.titleLength).nullish(),
  meta_description: z.string().trim().max(blogLimits.metaDescriptionLength).nullish(),
  keywords: tagList,
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /blog/posts and GET /blog/admin/posts. */
export const blogListQuerySchema = z.object({
  count: count(blogLimits.defaultListLimit, 1000),
  offset: z.coerce.number().int().min(0).default(0),
  category: z.string().trim().min(1).max(50).optional(),
  tag: z.string().trim().min(1).max(50).optional(),
  status: blogStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

/** GET /blog/search. */
export const blogSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  limit: count(blogLimits.defaultListLimit, blogLimits.maxListLimit),
  category: z.string().trim().min(1).max(50).optional(),
  published: booleanQuery.optional(),
});

export const blogListSchema = z.object({ items: z.array(blogPostSchema), total: z.number().int() });
export type BlogList = z.infer<typeof blogListSchema>;

/** Spec section 3: totalViews is always 0 (views are not counted). */
export const blogStatsSchema = z.object({
  totalPosts: z.number().int(),
  publishedPosts: z.number().int(),
  draftPosts: z.number().int(),
  totalViews: z.literal(0),
  categoryCounts: z.record(z.string(), z.number().int()),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;

export const blogUploadSchema = z.object({ url: z.string(), key: z.string(), size: z.number().int() });
export type BlogUpload = z.infer<typeof blogUploadSchema>;

export const blogDeleteSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** Spec section 5: lowercase; keep letters, digits, space and hyphen; spaces become hyphens; hyphens collapse. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Comma-separated, trimmed, empties dropped (spec section 5); duplicates dropped as well. */
export function parseTags(value: string | readonly string[]): string[] {
  const parts = typeof value === "string" ? value.split(",") : value.flatMap((item) => item.split(","));
  return [...new Set(parts.map((tag) => tag.trim()).filter(Boolean))].slice(0, 30);
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The readable text of an HTML fragment: tags, scripts and styles removed, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec section 5: the first 160 characters of the text, plus an ellipsis if longer. */
export function makeExcerpt(html: string): string {
  const text = htmlToText(html);
  return text.length > blogLimits.excerptLength ? `${text.slice(0, blogLimits.excerptLength)}...` : text;
}

/** Whether the excerpt only repeats the post's opening words (an automatic excerpt): then the page shows it once. */
export function excerptRepeatsOpening(excerpt: string, html: string): boolean {
  const lead = excerpt
    .replace(/(\.\.\.|…)$/, "")
    .replace(/\s+/g, " ")
    .trim();
  return lead.length > 0 && htmlToText(html).startsWith(lead);
}

/** Spec section 3: words divided by 200, rounded up (at least one minute for any text). */
export function readTime(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / blogLimits.readWordsPerMinute));
}

/** Spec section 3: the local part of the author's e-mail, or Anonymous. */
export function authorOf(authorEmail: string | null): string {
  const local = authorEmail?.split("@")[0]?.trim();
  return local ? local : "Anonymous";
}

/** A post as the client shows it (spec section 3). */
export interface ShownPost extends BlogPost {
  author: string;
  published: boolean;
  read_time: number;
  seo: { meta_title: string; meta_description: string; keywords: string[] };
}

export function toShownPost(post: BlogPost): ShownPost {
  return {
    ...post,
    author: authorOf(post.author_email),
    published: post.status === "published",
    read_time: readTime(post.content),
    seo: {
      meta_title: post.meta_title || post.title,
      meta_description: post.meta_description || post.excerpt,
      keywords: post.keywords.length > 0 ? post.keywords : post.tags,
    },
  };
}

/** Categories and tags of the published posts, most used first (spec section 7). */
export function deriveTaxonomy(posts: readonly Pick<BlogPost, "category" | "tags">[]): {
  categories: string[];
  tags: string[];
} {
  const rank = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
  };
  return { categories: rank(posts.map((post) => post.category)), tags: rank(posts.flatMap((post) => post.tags)) };
}
