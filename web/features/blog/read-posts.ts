import type { BlogList, BlogPost } from "#schemas/blog";

/*
 * The public blog pages read the Worker's posts without zod (the public pages load none). Each reader gives the
 * verdict of its zod schema in schemas/blog.ts (blogPostSchema, blogListSchema): tests/unit/blog-readers.test.ts
 * feeds both the same answers.
 */

const text = (value: unknown): value is string => typeof value === "string";
const textOrNull = (value: unknown) => value === null || text(value);
const texts = (value: unknown): value is string[] => Array.isArray(value) && value.every(text);

function postOf(value: unknown): BlogPost | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const post = value as Record<string, unknown>;
  const valid =
    text(post.id) &&
    text(post.title) &&
    text(post.slug) &&
    text(post.content) &&
    text(post.excerpt) &&
    textOrNull(post.author_email) &&
    textOrNull(post.featured_image) &&
    text(post.category) &&
    texts(post.tags) &&
    (post.status === "published" || post.status === "draft") &&
    textOrNull(post.meta_title) &&
    textOrNull(post.meta_description) &&
    texts(post.keywords) &&
    text(post.created_at) &&
    text(post.updated_at) &&
    textOrNull(post.published_at);
  if (!valid) return null;
  // Only the schema's fields, as zod keeps them.
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    author_email: post.author_email,
    featured_image: post.featured_image,
    category: post.category,
    tags: [...(post.tags as string[])],
    status: post.status,
    meta_title: post.meta_title,
    meta_description: post.meta_description,
    keywords: [...(post.keywords as string[])],
    created_at: post.created_at,
    updated_at: post.updated_at,
    published_at: post.published_at,
  } as BlogPost;
}

export function readBlogPost(value: unknown): BlogPost {
  const post = postOf(value);
  if (!post) throw new Error("The server sent a blog post this page cannot read.");
  return post;
}

export function readBlogList(value: unknown): BlogList {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const { items, total } = value as Record<string, unknown>;
    const posts = Array.isArray(items) ? items.map(postOf) : null;
    if (posts?.every((post) => post !== null) && Number.isInteger(total))
      return { items: posts as BlogPost[], total: total as number };
  }
  throw new Error("The server sent a blog list this page cannot read.");
}
