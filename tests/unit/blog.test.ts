import { describe, expect, it } from "vitest";
import {
  authorOf,
  blogPostInputSchema,
  deriveTaxonomy,
  htmlToText,
  makeExcerpt,
  parseTags,
  readTime,
  slugify,
  toShownPost,
} from "../../schemas/blog";
import { seedPosts } from "../../scripts/seed/blog-posts";
import { sanitizeBlogHtml } from "../../worker/blog/sanitize";

describe("blog editor rules (spec section 5)", () => {
  it("makes slugs: lowercase, letters/digits/space/hyphen kept, spaces to hyphens, hyphens collapsed", () => {
    expect(slugify("Wat kost een Hypotheek in 2026?")).toBe("wat-kost-een-hypotheek-in-2026");
    expect(slugify("  NHG -- de kosten & baten  ")).toBe("nhg-de-kosten-baten");
    expect(slugify("Één café, twee huizen")).toBe("een-cafe-twee-huizen");
    expect(slugify("!!!")).toBe("");
  });

  it("makes an excerpt of the first 160 characters of the text, plus an ellipsis only if longer", () => {
    expect(makeExcerpt("<p>Kort <strong>stuk</strong> &amp; klaar.</p>")).toBe("Kort stuk & klaar.");
    const long = `<p>${"a".repeat(200)}</p>`;
    expect(makeExcerpt(long)).toBe(`${"a".repeat(160)}...`);
    expect(makeExcerpt(`<p>${"b".repeat(160)}</p>`)).toBe("b".repeat(160));
  });

  it("splits tags on commas, trims them and drops empties", () => {
    expect(parseTags(" rente, ,hypotheek ,, nhg ")).toEqual(["rente", "hypotheek", "nhg"]);
    expect(parseTags(["a, b", "c"])).toEqual(["a", "b", "c"]);
  });

  it("defaults the category to General and the status to draft, and caps the meta description at 160", () => {
    const parsed = blogPostInputSchema.parse({ title: "x" });
    expect(parsed).toMatchObject({ category: "General", status: "draft", tags: [] });
    expect(blogPostInputSchema.safeParse({ title: "x", meta_description: "m".repeat(161) }).success).toBe(false);
    expect(blogPostInputSchema.safeParse({ title: "x", category: "Crypto" }).success).toBe(false);
  });
});

describe("a post as the client shows it (spec section 3)", () => {
  it("reads at 200 words per minute, rounded up", () => {
    expect(readTime(`<p>${"woord ".repeat(200)}</p>`)).toBe(1);
    expect(readTime(`<p>${"woord ".repeat(201)}</p>`)).toBe(2);
    expect(readTime("")).toBe(1);
  });

  it("names the author by the local part of the e-mail, or Anonymous", () => {
    expect(authorOf("anna@adviesdesk.example")).toBe("anna");
    expect(authorOf(null)).toBe("Anonymous");
    expect(authorOf("Admin")).toBe("Admin");
  });

  it("adds published, read_time and seo", () => {
    const shown = toShownPost({
      id: "1",
      title: "T",
      slug: "t",
      content: "<p>hallo</p>",
      excerpt: "hallo",
      author_email: "bram@x.nl",
      featured_image: null,
      category: "News",
      tags: ["a"],
      status: "published",
      meta_title: null,
      meta_description: null,
      keywords: [],
      created_at: "",
      updated_at: "",
      published_at: null,
    });
    expect(shown).toMatchObject({
      author: "bram",
      published: true,
      read_time: 1,
      seo: { meta_title: "T", meta_description: "hallo", keywords: ["a"] },
    });
  });

  it("decodes entities when turning HTML into text", () => {
    expect(htmlToText("<p>3&nbsp;%&#8364; &euro; &lt;b&gt;</p><script>x()</script>")).toBe("3 %€ &euro; <b>");
  });
});

describe("demo posts", () => {
  it("are already clean under the allow-list and have unique slugs made by the rules", () => {
    for (const post of seedPosts) {
      expect(sanitizeBlogHtml(post.content), post.slug).toBe(post.content.trim());
      expect(slugify(post.slug)).toBe(post.slug);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(seedPosts.map((post) => post.slug)).size).toBe(seedPosts.length);
    expect(seedPosts.filter((post) => post.status === "draft")).toHaveLength(1);
  });

  it("give categories and tags, most used first", () => {
    const taxonomy = deriveTaxonomy(seedPosts.map((post) => ({ category: post.category, tags: post.tags })));
    expect(taxonomy.categories[0]).toBe("Mortgage");
    expect(taxonomy.tags).toContain("hypotheek");
  });
});
