import { z } from "zod";
import { blogLimits } from "./blog-limits";
import { parseTags } from "./blog-text";

/** Spec section 5: the editor's category choices; General is the default. */
export const blogCategories = ["General", "Mortgage", "Real Estate", "Finance", "Tips", "News"] as const;
export const blogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const DEFAULT_BLOG_CATEGORY: BlogCategory = "General";

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

export {
  authorOf,
  deriveTaxonomy,
  excerptRepeatsOpening,
  fallbackCategories,
  fallbackTags,
  htmlToText,
  makeExcerpt,
  parseTags,
  readTime,
  type ShownPost,
  slugify,
  toShownPost,
} from "./blog-text";
