// Zod-free: the public blog pages use these, and the public pages load no zod (README, "Speed").
import type { BlogPost } from "./blog";
import { blogLimits } from "./blog-limits";

/** Spec section 7: shown when the categories and tags cannot be derived from the published posts. */
export const fallbackCategories = ["Mortgage", "Real Estate", "Finance", "Tips", "News"] as const;
export const fallbackTags = ["mortgage", "home-buying", "refinancing", "rates", "tips"] as const;

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
