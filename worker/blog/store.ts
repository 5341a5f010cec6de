import { and, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import {
  type BlogPost,
  type BlogStats,
  blogCategories,
  type blogPostInputSchema,
  DEFAULT_BLOG_AUTHOR,
  makeExcerpt,
  slugify,
} from "../../schemas/blog";
import type { AuthenticatedUser } from "../auth/verify-token";
import type { Database } from "../db/client";
import { type BlogPostRow, blogPosts } from "../db/schema";
import { sanitizeBlogHtml } from "./sanitize";

export type BlogPostValues = z.output<typeof blogPostInputSchema>;

export function toServedPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    author_email: row.authorEmail,
    featured_image: row.featuredImage,
    category: row.category,
    tags: row.tags,
    status: row.status,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    keywords: row.keywords,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/**
 * Case-insensitive substring match. instr() rather than LIKE: D1 caps LIKE patterns at 50 bytes, and instr needs no
 * wildcard escaping.
 */
const contains = (column: SQL | AnySQLiteColumn, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;

/** Newest first: published posts by publication date, drafts by their last change. */
const newestFirst = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`), desc(blogPosts.createdAt)];

export interface ListFilter {
  status?: "published" | "draft";
  category?: string;
  tag?: string;
  q?: string;
}

function whereOf(filter: ListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(blogPosts.status, filter.status));
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.tag) {
    conditions.push(sql`exists (select 1 from json_each(${blogPosts.tags}) where lower(value) = lower(${filter.tag}))`);
  }
  const q = filter.q?.trim();
  if (q) {
    const match = or(
      contains(blogPosts.title, q),
      contains(blogPosts.excerpt, q),
      contains(blogPosts.content, q),
      contains(blogPosts.tags, q),
      contains(blogPosts.category, q),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listPosts(db: Database, filter: ListFilter, limit: number, offset = 0) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toServedPost), total: total?.value ?? 0 };
}

/** A post by its slug or its id. */
export async function findPost(db: Database, key: string): Promise<BlogPostRow | undefined> {
  return db.query.blogPosts.findFirst({ where: or(eq(blogPosts.slug, key), eq(blogPosts.id, key)) });
}

export async function findPostById(db: Database, id: string): Promise<BlogPostRow | undefined> {
  return db.query.blogPosts.findFirst({ where: eq(blogPosts.id, id) });
}

/** The wanted slug if free, else the first free `slug-2`, `slug-3`, … (the current post's own slug is free). */
export async function uniqueSlug(db: Database, wanted: string, exceptId?: string): Promise<string> {
  const base = slugify(wanted) || "post";
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), sql`substr(${blogPosts.slug}, 1, ${base.length + 1}) = ${`${base}-`}`),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What every write stores: sanitised HTML and an excerpt made from it when none was given. */
function cleanValues(input: BlogPostValues) {
  const content = sanitizeBlogHtml(input.content);
  return {
    title: input.title,
    content,
    excerpt: input.excerpt?.trim() ? input.excerpt.trim() : makeExcerpt(content),
    featuredImage: emptyToNull(input.featured_image),
    category: input.category,
    tags: input.tags,
    status: input.status,
    metaTitle: emptyToNull(input.meta_title),
    metaDescription: emptyToNull(input.meta_description),
    keywords: input.keywords,
  };
}

const isSlugClash = (error: unknown) => String((error as Error)?.message ?? error).includes("blog_posts.slug");

/** Two writers can pick the same free slug at once; the unique index refuses the second, which then retries. */
async function withSlugRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 3 || !isSlugClash(error)) throw error;
    }
  }
}

export async function createPost(db: Database, input: BlogPostValues, author: AuthenticatedUser): Promise<BlogPost> {
  const values = cleanValues(input);
  const now = new Date();
  return withSlugRetry(async () => {
    const [row] = await db
      .insert(blogPosts)
      .values({
        id: crypto.randomUUID(),
        ...values,
        slug: await uniqueSlug(db, input.slug?.trim() ? input.slug : input.title),
        authorId: author.id,
        authorEmail: author.email || DEFAULT_BLOG_AUTHOR,
        createdAt: now,
        updatedAt: now,
        publishedAt: values.status === "published" ? now : null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toServedPost(row);
  });
}

/** Replaces a post's fields; the slug only changes when one is sent, and published_at is set on first publish. */
export async function updatePost(db: Database, existing: BlogPostRow, input: BlogPostValues): Promise<BlogPost> {
  const values = cleanValues(input);
  const now = new Date();
  return withSlugRetry(async () => {
    const slug =
      input.slug?.trim() && slugify(input.slug) !== existing.slug
        ? await uniqueSlug(db, input.slug, existing.id)
        : existing.slug;
    const [row] = await db
      .update(blogPosts)
      .set({
        ...values,
        slug,
        updatedAt: now,
        publishedAt: existing.publishedAt ?? (values.status === "published" ? now : null),
      })
      .where(eq(blogPosts.id, existing.id))
      .returning();
    if (!row) throw new Error("update returned no row");
    return toServedPost(row);
  });
}

export async function deletePost(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Spec section 3: counts by state and category; views are not counted, so totalViews is 0. */
export async function blogStats(db: Database): Promise<BlogStats> {
  const rows = await db
    .select({ status: blogPosts.status, category: blogPosts.category, value: count() })
    .from(blogPosts)
    .groupBy(blogPosts.status, blogPosts.category);
  const categoryCounts: Record<string, number> = Object.fromEntries(blogCategories.map((name) => [name, 0]));
  let publishedPosts = 0;
  let draftPosts = 0;
  for (const row of rows) {
    categoryCounts[row.category] = (categoryCounts[row.category] ?? 0) + row.value;
    if (row.status === "published") publishedPosts += row.value;
    else draftPosts += row.value;
  }
  return { totalPosts: publishedPosts + draftPosts, publishedPosts, draftPosts, totalViews: 0, categoryCounts };
}
