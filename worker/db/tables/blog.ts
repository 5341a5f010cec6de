import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Posts of the public blog. They belong to the business, not to one adviser: every signed-in adviser manages
 * them (spec section 6 names no admin role), and `author_id` records who wrote each one.
 */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitised HTML (worker/blog/sanitize.ts), never raw input. */
    content: text("content").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    featuredImage: text("featured_image"),
    category: text("category").notNull().default("General"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("draft"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_unique").on(table.slug),
    index("blog_posts_status_published_idx").on(table.status, table.publishedAt),
    index("blog_posts_category_idx").on(table.category),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
