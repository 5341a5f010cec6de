import { describe, expect, it } from "vitest";
import { blogListSchema, blogPostSchema } from "#schemas/blog";
import { readBlogList, readBlogPost } from "@/features/blog/read-posts";

/* The public blog reads posts without zod; each reader must give its zod schema's verdict on the same answer. */

const post = {
  id: "p1",
  title: "Rente",
  slug: "rente",
  content: "<p>Tekst</p>",
  excerpt: "Tekst",
  author_email: "anna@adviesdesk.example",
  featured_image: null,
  category: "Mortgage",
  tags: ["rates"],
  status: "published",
  meta_title: null,
  meta_description: "Over rente",
  keywords: [],
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-02T10:00:00Z",
  published_at: "2026-11-02T10:00:00Z",
  extra: "dropped by both",
};

/** Every way one field can be wrong: missing, of another type, null, a wrong array element, a wrong status. */
function brokenPosts(): { field: string; value: Record<string, unknown> }[] {
  const variants: { field: string; value: Record<string, unknown> }[] = [];
  for (const field of Object.keys(post)) {
    if (field === "extra") continue;
    for (const replacement of [undefined, null, 42, "text", [] as unknown[], ["ok", 1]]) {
      variants.push({ field, value: { ...post, [field]: replacement } });
    }
  }
  variants.push({ field: "status", value: { ...post, status: "archived" } });
  return variants;
}

const verdict = (read: () => unknown) => {
  try {
    return { ok: true, value: read() };
  } catch {
    return { ok: false };
  }
};

describe("zod-free blog readers", () => {
  it("read a valid post and list exactly as zod does (unknown fields dropped)", () => {
    expect(readBlogPost(post)).toEqual(blogPostSchema.parse(post));
    const list = { items: [post, { ...post, id: "p2", featured_image: "/img.png" }], total: 2 };
    expect(readBlogList(list)).toEqual(blogListSchema.parse(list));
  });

  it("refuse every broken post that zod refuses, and accept what it accepts", () => {
    for (const { field, value } of brokenPosts()) {
      const zod = blogPostSchema.safeParse(value).success;
      expect(verdict(() => readBlogPost(value)).ok, `${field}: ${JSON.stringify(value[field])}`).toBe(zod);
      const list = { items: [value], total: 1 };
      expect(verdict(() => readBlogList(list)).ok, `list with ${field}`).toBe(blogListSchema.safeParse(list).success);
    }
  });

  it("refuse a list whose shape is wrong", () => {
    for (const list of [
      null,
      [],
      { items: [post] },
      { items: post, total: 1 },
      { items: [post], total: 1.5 },
      { items: [post], total: "1" },
    ]) {
      expect(verdict(() => readBlogList(list)).ok, JSON.stringify(list)).toBe(blogListSchema.safeParse(list).success);
    }
  });
});
