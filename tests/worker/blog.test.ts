import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type BlogPost, blogListSchema, blogPostSchema, blogStatsSchema, blogUploadSchema } from "../../schemas/blog";
import { anna, bearer, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

let annaToken = "";

beforeAll(async () => {
  annaToken = await signToken({ user: anna });
});

const send = async (method: string, path: string, body: unknown, token = annaToken) =>
  call(path, {
    method,
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });

async function create(body: Record<string, unknown>, token = annaToken): Promise<BlogPost> {
  const response = await send("POST", "/blog", body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return blogPostSchema.parse(await response.json());
}

/** The classic payloads, plain and nested/encoded; none may survive the sanitiser. */
const payloads = [
  `<script>alert('xss')</script>`,
  `<img src="x" onerror="alert('xss')">`,
  `<svg onload="alert('xss')"><circle r="1"/></svg>`,
  `<a href="javascript:alert('xss')">click</a>`,
  `<a href="JaVaScRiPt&#58;alert('xss')">encoded</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>`,
  `<a href=" javascript:alert(1)">space</a>`,
  `<p style="background:url(javascript:alert(1));width:expression(alert(1))">styled</p>`,
  `<div style="x:expression(alert(1))">ie</div>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<math><mi xlink:href="javascript:alert(1)">m</mi></math>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<details open ontoggle="alert(1)">d</details>`,
  `<a href="//evil.example/x">protocol-relative</a>`,
  `<base href="javascript:alert(1)//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
];

describe("blog writes are sanitised in workerd with the allow-list", () => {
  it("strips scripts, handlers, javascript: URLs, styles and frames, and keeps the allowed HTML", async () => {
    const allowed =
      '<h2>Kop</h2><p>Tekst met <a href="https://www.afm.nl/">AFM</a> en <strong>vet</strong>.</p>' +
      '<ul><li>een</li></ul><img src="https://example.com/huis.jpg" alt="Huis">' +
      '<table><thead><tr><th colspan="2">Rente</th></tr></thead><tbody><tr><td>10 jaar</td><td>3,9%</td></tr></tbody></table>';
    const post = await create({ title: "XSS attempt", content: payloads.join("\n") + allowed, status: "published" });
    const html = post.content;
    expect(html).not.toMatch(/<script|<svg|<iframe|<object|<embed|<form|<style|<base|<meta|<math|<details/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|expression\(|data:image|style=|srcdoc/i);
    expect(html).not.toContain('href="//evil');
    expect(html).toContain("<h2>Kop</h2>");
    expect(html).toContain('<a href="https://www.afm.nl/">AFM</a>');
    expect(html).toContain('<img src="https://example.com/huis.jpg" alt="Huis">');
    expect(html).toContain('<th colspan="2">Rente</th>');
    // The stored row is the clean one, not the input.
    const row = await env.DB.prepare("SELECT content FROM blog_posts WHERE id = ?")
      .bind(post.id)
      .first<{ content: string }>();
    expect(row?.content).toBe(html);
  });

  it("sanitises updates too", async () => {
    const post = await create({ title: "Later bewerkt", content: "<p>ok</p>" });
    const response = await send("PUT", `/blog/admin/posts/${post.id}`, {
      title: post.title,
      content: `<p onclick="alert(1)">nu</p><script>alert(2)</script>`,
    });
    expect(response.status).toBe(200);
    expect(blogPostSchema.parse(await response.json()).content).toBe("<p>nu</p>");
  });
});

describe("creating and updating posts", () => {
  it("needs a signed-in adviser for every write and admin read", async () => {
    const anonymous = [
      call("/blog", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      call("/blog/admin/posts"),
      call("/blog/admin/stats"),
      call("/blog/admin/posts/x", { method: "DELETE" }),
      call("/blog/upload", { method: "POST" }),
    ];
    for (const response of await Promise.all(anonymous)) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "AUTH_ERROR" });
    }
  });

  it("requires a title and names the field", async () => {
    const response = await send("POST", "/blog", { title: "  ", content: "<p>x</p>" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues[0]?.path).toBe("title");
  });

  it("makes the slug from the title, numbers a clash and applies the defaults", async () => {
    const first = await create({ title: "Wat kost een Hypotheek in 2026?", content: "<p>Eén twee drie.</p>" });
    const second = await create({ title: "Wat kost een hypotheek in 2026", content: "<p>x</p>" });
    const third = await create({ title: "Other", slug: "Wat kost een hypotheek in 2026", content: "" });
    expect(first.slug).toBe("wat-kost-een-hypotheek-in-2026");
    expect(second.slug).toBe("wat-kost-een-hypotheek-in-2026-2");
    expect(third.slug).toBe("wat-kost-een-hypotheek-in-2026-3");
    expect(first).toMatchObject({
      category: "General",
      status: "draft",
      published_at: null,
      author_email: anna.email,
      excerpt: "Eén twee drie.",
      tags: [],
    });
  });

  it("numbers clashes of long slugs and searches long phrases (D1 limits LIKE patterns to 50 bytes)", async () => {
    const title = "Een heel lange titel over de hypotheekrente, het energielabel en de leennormen van 2026";
    const first = await create({ title, content: "<p>x</p>", status: "published" });
    const second = await create({ title, content: "<p>x</p>" });
    expect(second.slug).toBe(`${first.slug}-2`);
    const found = blogListSchema.parse(await (await call(`/blog/search?q=${encodeURIComponent(title)}`)).json());
    expect(found.items.map((post) => post.id)).toEqual([first.id]);
  });

  it("makes an excerpt of 160 characters plus an ellipsis, and cleans the tags", async () => {
    const words = Array.from({ length: 60 }, (_, i) => `woord${i}`).join(" ");
    const post = await create({ title: "Lang", content: `<p>${words}</p>`, tags: " rente, ,hypotheek ,rente,," });
    expect(post.excerpt).toBe(`${words.slice(0, 160)}...`);
    expect(post.tags).toEqual(["rente", "hypotheek"]);
  });

  it("sets published_at on first publish and keeps it through unpublish and republish", async () => {
    const post = await create({ title: "Publicatiedatum", content: "<p>x</p>" });
    const body = { title: post.title, content: post.content };
    const published = blogPostSchema.parse(
      await (await send("PUT", `/blog/admin/posts/${post.id}`, { ...body, status: "published" })).json(),
    );
    expect(published.published_at).not.toBeNull();
    const unpublished = blogPostSchema.parse(
      // The author unpublishes (another adviser may not: tests/worker/security-blog-roles.test.ts).
      await (await send("PUT", `/blog/admin/posts/${post.id}`, { ...body, status: "draft" })).json(),
    );
    expect(unpublished).toMatchObject({ status: "draft", published_at: published.published_at, slug: post.slug });
    const again = blogPostSchema.parse(
      await (await send("PUT", `/blog/admin/posts/${post.id}`, { ...body, status: "published" })).json(),
    );
    expect(again.published_at).toBe(published.published_at);
  });

  it("refuses a javascript: featured image and an unknown category", async () => {
    const image = await send("POST", "/blog", { title: "Beeld", featured_image: "javascript:alert(1)" });
    expect(image.status).toBe(400);
    const category = await send("POST", "/blog", { title: "Cat", category: "Crypto" });
    expect(category.status).toBe(400);
  });

  it("deletes a post, and a second delete is a clean 404", async () => {
    const post = await create({ title: "Weg ermee", content: "<p>x</p>" });
    const first = await call(`/blog/admin/posts/${post.id}`, { method: "DELETE", headers: bearer(annaToken) });
    expect(await first.json()).toEqual({ id: post.id, deleted: true });
    const second = await call(`/blog/admin/posts/${post.id}`, { method: "DELETE", headers: bearer(annaToken) });
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ code: "BLOG_POST_NOT_FOUND", error: "Blog post not found." });
  });
});

describe("public reading never shows drafts", () => {
  let published: BlogPost;
  let draft: BlogPost;

  beforeAll(async () => {
    published = await create({
      title: "Hypotheekrente daalt voorzichtig",
      content: "<p>De rente op tien jaar vast zakt.</p>",
      category: "News",
      tags: "rente, nieuws",
      status: "published",
    });
    draft = await create({ title: "Geheim concept over rente", content: "<p>concept</p>", category: "News" });
  });

  it("lists only published posts, filtered by category and tag", async () => {
    const list = blogListSchema.parse(await (await call("/blog/posts?count=100&category=News")).json());
    const ids = list.items.map((post) => post.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(list.items.every((post) => post.status === "published" && post.category === "News")).toBe(true);
    const byTag = blogListSchema.parse(await (await call("/blog/posts?tag=NIEUWS")).json());
    expect(byTag.items.map((post) => post.id)).toEqual([published.id]);
  });

  it("answers a draft with 'This blog post is not available.' and an unknown slug with 'Blog post not found.'", async () => {
    const hidden = await call(`/blog/posts/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ error: "This blog post is not available." });
    const missing = await call("/blog/posts/bestaat-niet");
    expect(await missing.json()).toMatchObject({ error: "Blog post not found." });
    const byId = blogPostSchema.parse(await (await call(`/blog/posts/${published.id}`)).json());
    expect(byId.slug).toBe(published.slug);
  });

  it("searches published posts only unless a signed-in adviser asks for drafts", async () => {
    const open = blogListSchema.parse(await (await call("/blog/search?q=rente&limit=50")).json());
    expect(open.items.map((post) => post.id)).toContain(published.id);
    expect(open.items.map((post) => post.id)).not.toContain(draft.id);
    expect((await call("/blog/search?q=rente&published=false")).status).toBe(401);
    const all = blogListSchema.parse(
      await (await call("/blog/search?q=geheim&published=false", { headers: bearer(annaToken) })).json(),
    );
    expect(all.items.map((post) => post.id)).toEqual([draft.id]);
    // LIKE wildcards are searched for literally: "_" finds only posts that contain an underscore.
    const wildcard = blogListSchema.parse(await (await call("/blog/search?q=_&limit=100")).json());
    const everything = blogListSchema.parse(await (await call("/blog/posts?count=100")).json());
    expect(wildcard.items.length).toBeLessThan(everything.items.length);
    for (const post of wildcard.items) expect(JSON.stringify(post)).toContain("_");
  });

  it("sends cache headers and an ETag, and answers a matching If-None-Match with 304", async () => {
    const first = await call(`/blog/posts/${published.slug}`);
    expect(first.headers.get("cache-control")).toContain("public");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await call(`/blog/posts/${published.slug}`, { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toContain("max-age=60");
    await send("PUT", `/blog/admin/posts/${published.id}`, { ...published, content: "<p>Gewijzigd.</p>" });
    const changed = await call(`/blog/posts/${published.slug}`, { headers: { "if-none-match": tag ?? "" } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    const admin = await call("/blog/admin/posts", { headers: bearer(annaToken) });
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets the manager see drafts and counts them in the stats", async () => {
    const list = blogListSchema.parse(
      await (await call("/blog/admin/posts?count=50&status=draft", { headers: bearer(annaToken) })).json(),
    );
    expect(list.items.map((post) => post.id)).toContain(draft.id);
    expect(list.items.every((post) => post.status === "draft")).toBe(true);
    const stats = blogStatsSchema.parse(await (await call("/blog/admin/stats", { headers: bearer(annaToken) })).json());
    const rows = await env.DB.prepare("SELECT status, count(*) AS n FROM blog_posts GROUP BY status").all<{
      status: string;
      n: number;
    }>();
    const countOf = (status: string) => rows.results.find((row) => row.status === status)?.n ?? 0;
    expect(stats).toMatchObject({ publishedPosts: countOf("published"), draftPosts: countOf("draft"), totalViews: 0 });
    expect(stats.categoryCounts.News).toBeGreaterThanOrEqual(2);
    const one = await call(`/blog/admin/posts/${draft.id}`, { headers: bearer(annaToken) });
    expect(blogPostSchema.parse(await one.json()).id).toBe(draft.id);
  });
});

describe("post pages opened directly carry their own title and Open Graph tags", () => {
  it("rewrites index.html for a published post", async () => {
    const post = await create({
      title: `Oversluiten "nu" of <later>?`,
      content: "<p>Rekenvoorbeeld.</p>",
      featured_image: "/blog/images/x/y.png",
      meta_description: "Wanneer oversluiten loont & wat het kost.",
      status: "published",
    });
    const response = await call(`/resources/blog/${post.slug}`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>Oversluiten "nu" of &lt;later&gt;? | Adviesdesk</title>');
    expect(html).toMatch(/<meta name="description" content="Wanneer oversluiten loont (&amp;|&) wat het kost\."/);
    expect(html).toContain('<meta property="og:title" content="Oversluiten &quot;nu&quot; of &lt;later&gt;?" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost/resources/blog/${post.slug}" />`);
    expect(html).toContain('<meta property="og:image" content="http://localhost/blog/images/x/y.png" />');
    expect(html).not.toContain("<later>");
  });

  it("serves the plain SPA with 404 for a draft, whatever the Accept header; the API's 404 is under /api", async () => {
    const draft = await create({ title: "Nog niet klaar", content: "<p>x</p>" });
    const page = await call(`/resources/blog/${draft.slug}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("Nog niet klaar");
    const sameWithoutHtml = await call(`/resources/blog/${draft.slug}`, { headers: { accept: "application/json" } });
    expect(sameWithoutHtml.status).toBe(404);
    expect(await sameWithoutHtml.text()).toContain('<div id="root">');
    const api = await call(`/api/blog/posts/${draft.slug}`, { headers: { accept: "application/json" } });
    expect(api.status).toBe(404);
  });
});

describe("image upload to R2", () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00,
    0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
  const upload = (bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append("image", new File([bytes], name, { type }));
    return call("/blog/upload", { method: "POST", headers: bearer(annaToken), body: form });
  };

  it("stores an image under the uploader's prefix and serves it back immutable", async () => {
    const response = await upload(png, "huis.png", "image/png");
    expect(response.status).toBe(201);
    const stored = blogUploadSchema.parse(await response.json());
    expect(stored.url).toMatch(/^\/blog\/images\/[\w-]+\/[0-9a-f-]+\.png$/);
    expect(stored.key.startsWith(`blog/${anna.oid.replace(/[^A-Za-z0-9_-]/g, "_")}/`)).toBe(true);
    expect(await env.UPLOADS.head(stored.key)).not.toBeNull();
    const image = await call(stored.url);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it("refuses an SVG or a script dressed up as a PNG", async () => {
    const svg = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), "x.svg", "image/svg+xml");
    expect(svg.status).toBe(415);
    const fake = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "x.png", "image/png");
    expect(await fake.json()).toMatchObject({ code: "BLOG_IMAGE_INVALID" });
  });
});
