import type { Context } from "hono";
import { sha256Hex } from "../crypto/sha256";

/** Public blog reads: browsers keep them a minute, shared caches serve stale while they refresh. */
export const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
/** Anything behind sign-in is never stored by a cache. */
export const PRIVATE_CACHE = "private, no-store";
/** Uploaded images live under a fresh random key, so they never change. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

async function strongTag(body: string): Promise<string> {
  // The first 16 bytes of the digest are tag enough.
  return `"${(await sha256Hex(body)).slice(0, 32)}"`;
}

const matches = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === tag));

/**
 * A cacheable 200 with a content ETag, or a 304 (same Cache-Control and ETag, no body) when the client already
 * holds this exact body.
 */
export async function cacheable(
  c: Context,
  body: string,
  contentType: string,
  cacheControl = PUBLIC_CACHE,
  status: 200 | 404 = 200,
): Promise<Response> {
  const tag = await strongTag(body);
  const headers = { "cache-control": cacheControl, etag: tag, vary: "Accept-Encoding" };
  if (status === 200 && matches(c.req.header("if-none-match"), tag)) return c.body(null, 304, headers);
  return c.body(body, status, { ...headers, "content-type": contentType });
}

export const cacheableJson = (c: Context, value: unknown, cacheControl = PUBLIC_CACHE) =>
  cacheable(c, JSON.stringify(value), "application/json; charset=UTF-8", cacheControl);
