import { makeExcerpt } from "../../schemas/blog";
import { seedPosts } from "./blog-posts";
import { quote } from "./sql";

const demoUserIds: Record<string, string> = {
  "anna@adviesdesk.example": "5f1c1d2e-0a11-4a7e-9a10-000000000a01",
  "bram@adviesdesk.example": "5f1c1d2e-0a11-4a7e-9a10-000000000b02",
  "carla@adviesdesk.example": "5f1c1d2e-0a11-4a7e-9a10-000000000c03",
};

const millis = (iso: string) => String(Date.parse(iso));

/**
 * Demo posts, so the public blog is not empty on first start. INSERT OR IGNORE on the fixed ids: a post an adviser
 * has since edited or deleted keeps its state (a deleted one comes back on the next start).
 */
export function blogSql(): string[] {
  return seedPosts.map((post) => {
    const created = post.publishedAt ?? "2026-04-01T09:00:00.000Z";
    const values = [
      quote(post.id),
      quote(post.title),
      quote(post.slug),
      quote(post.content),
      quote(makeExcerpt(post.content)),
      demoUserIds[post.author] ? quote(demoUserIds[post.author] as string) : "NULL",
      quote(post.author),
      quote(post.category),
      quote(JSON.stringify(post.tags)),
      quote(post.status),
      quote(post.metaDescription),
      quote(JSON.stringify(post.tags)),
      millis(created),
      millis(created),
      post.publishedAt ? millis(post.publishedAt) : "NULL",
    ];
    return `INSERT OR IGNORE INTO blog_posts (id, title, slug, content, excerpt, author_id, author_email, category, tags, status, meta_description, keywords, created_at, updated_at, published_at) VALUES (${values.join(", ")});`;
  });
}
