import { Hono } from "hono";
import {
  type BlogUpload,
  blogLimits,
  blogListQuerySchema,
  blogPostInputSchema,
  blogSearchQuerySchema,
} from "../../schemas/blog";
import { AppError } from "../app-error";
import { cacheable, cacheableJson, IMMUTABLE_CACHE, PRIVATE_CACHE } from "../blog/http-cache";
import { IMAGE_PREFIX, storeImage } from "../blog/images";
import { metaOf, rewriteIndex } from "../blog/page";
import { isBlogEditor, mayManagePost } from "../blog/roles";
import {
  blogStats,
  createPost,
  deletePost,
  findPost,
  findPostById,
  listPosts,
  toServedPost,
  updatePost,
} from "../blog/store";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { currentUser, requireUser } from "../middleware/authenticate";
import { jsonBody, parseWith } from "../validate";

const SITE_NAME = "Adviesdesk";

const noStore = <T>(c: { header: (name: string, value: string) => void }, value: T) => {
  c.header("cache-control", PRIVATE_CACHE);
  return value;
};

/**
 * The blog API (spec section 7). Public reads only ever see published posts and are cacheable (ETag + max-age);
 * every write and every admin read needs a signed-in adviser and is never cached.
 */
export const blogRoutes = new Hono<AppEnv>()
  .get("/posts", async (c) => {
    const query = parseWith(blogListQuerySchema, c.req.query());
    const count = Math.min(query.count, blogLimits.maxListLimit);
    const list = await listPosts(
      database(c.env.DB),
      { status: "published", category: query.category, tag: query.tag, q: query.q },
      count,
      query.offset,
    );
    return cacheableJson(c, list);
  })
  .get("/posts/:key", async (c) => {
    const row = await findPost(database(c.env.DB), c.req.param("key"));
    if (!row) throw new AppError("BLOG_POST_NOT_FOUND");
    if (row.status !== "published") throw new AppError("BLOG_POST_NOT_AVAILABLE");
    return cacheableJson(c, toServedPost(row));
  })
  .get("/search", async (c) => {
    const query = parseWith(blogSearchQuerySchema, c.req.query());
    const includeDrafts = query.published === false;
    if (includeDrafts && !c.var.user) throw new AppError("AUTH_ERROR");
    const list = await listPosts(
      database(c.env.DB),
      { status: includeDrafts ? undefined : "published", category: query.category, q: query.q },
      query.limit,
    );
    return includeDrafts ? c.json(noStore(c, list)) : cacheableJson(c, list);
  })
  .get("/images/:owner/:file", async (c) => {
    const key = `${IMAGE_PREFIX}/${c.req.param("owner")}/${c.req.param("file")}`;
    const object = await c.env.UPLOADS.get(key);
    if (!object) throw new AppError("NOT_FOUND");
    const headers = new Headers({ "cache-control": IMMUTABLE_CACHE, etag: object.httpEtag });
    object.writeHttpMetadata(headers);
    // Served as the sniffed raster type only; never rendered as a document.
    headers.set("content-security-policy", "default-src 'none'; sandbox");
    headers.set("x-content-type-options", "nosniff");
    if (c.req.header("if-none-match") === object.httpEtag) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  })
  .post("/", requireUser, async (c) => {
    if (!isBlogEditor(currentUser(c), c.var.settings)) throw new AppError("FORBIDDEN");
    const input = await jsonBody(c, blogPostInputSchema);
    const post = await createPost(database(c.env.DB), input, currentUser(c));
    return c.json(noStore(c, post), 201);
  })
  .post("/upload", requireUser, async (c) => {
    const user = currentUser(c);
    if (!isBlogEditor(user, c.var.settings)) throw new AppError("FORBIDDEN");
    const type = c.req.header("content-type") ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be multipart/form-data.");
    }
    const form = await c.req.formData().catch(() => {
      throw new AppError("BAD_REQUEST");
    });
    const file: unknown = form.get("image");
    if (!(file instanceof File)) throw new AppError("BAD_REQUEST", "Send the image in the form field 'image'.");
    const stored = await storeImage(c.env.UPLOADS, user.id, file, c.var.settings.BLOG_IMAGE_MAX_BYTES);
    const body: BlogUpload = { url: stored.url, key: stored.key, size: stored.size };
    return c.json(noStore(c, body), 201);
  })
  .get("/admin/posts", requireUser, async (c) => {
    const query = parseWith(blogListQuerySchema, c.req.query());
    const list = await listPosts(
      database(c.env.DB),
      { status: query.status, category: query.category, tag: query.tag, q: query.q },
      query.count,
      query.offset,
    );
    return c.json(noStore(c, list));
  })
  .get("/admin/stats", requireUser, async (c) => c.json(noStore(c, await blogStats(database(c.env.DB)))))
  .get("/admin/posts/:id", requireUser, async (c) => {
    const row = await findPostById(database(c.env.DB), c.req.param("id"));
    if (!row) throw new AppError("BLOG_POST_NOT_FOUND");
    return c.json(noStore(c, toServedPost(row)));
  })
  .put("/admin/posts/:id", requireUser, async (c) => {
    const db = database(c.env.DB);
    const existing = await findPostById(db, c.req.param("id"));
    if (!existing) throw new AppError("BLOG_POST_NOT_FOUND");
    if (!mayManagePost(currentUser(c), c.var.settings, existing)) throw new AppError("FORBIDDEN");
    const input = await jsonBody(c, blogPostInputSchema);
    return c.json(noStore(c, await updatePost(db, existing, input)));
  })
  .delete("/admin/posts/:id", requireUser, async (c) => {
    const id = c.req.param("id");
    const db = database(c.env.DB);
    const existing = await findPostById(db, id);
    if (!existing) throw new AppError("BLOG_POST_NOT_FOUND");
    if (!mayManagePost(currentUser(c), c.var.settings, existing)) throw new AppError("FORBIDDEN");
    if (!(await deletePost(db, existing.id))) throw new AppError("BLOG_POST_NOT_FOUND");
    return c.json(noStore(c, { id, deleted: true as const }));
  });

/**
 * A post's URL opened directly (a browser or a link-preview crawler): the SPA's index.html, rewritten at the edge
 * to carry the post's own title, description and Open Graph tags.
 */
export const blogPageRoutes = new Hono<AppEnv>().get("/:slug", async (c) => {
  const index = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: { accept: "text/html" } }));
  const row = await findPost(database(c.env.DB), c.req.param("slug"));
  if (row?.status !== "published") {
    // The SPA still renders its 'not found' / 'not available' text; crawlers see the status.
    return new Response(index.body, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
  }
  const html = await rewriteIndex(index, metaOf(toServedPost(row), c.req.url), SITE_NAME).text();
  return cacheable(c, html, "text/html; charset=utf-8", "public, max-age=0, s-maxage=60, must-revalidate");
});
