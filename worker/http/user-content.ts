/**
 * Headers for bytes a user uploaded. Whatever the file holds, the browser must never run it as a document of this
 * origin: every response carries a sandbox CSP (a unique opaque origin, no scripts), nosniff, and only types a browser
 * renders inertly (PDF, raster images, plain text) are shown inline; HTML, SVG, XML and everything else download.
 */
const INLINE_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain",
  "text/markdown",
  "text/csv",
  "application/json",
]);

export const USER_CONTENT_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** The media type without parameters, lower case. */
const baseType = (contentType: string) => (contentType.split(";")[0] ?? "").trim().toLowerCase();

/** True when a browser may show this type inline without it being able to run script. */
export function showsInline(contentType: string): boolean {
  return INLINE_TYPES.has(baseType(contentType));
}

export function userContentHeaders(contentType: string, fileName: string, extra: Record<string, string> = {}): Headers {
  const inline = showsInline(contentType);
  // Text is labelled with its charset so no browser guesses one; active types go out as opaque bytes.
  const type = inline ? contentType : "application/octet-stream";
  return new Headers({
    "content-type": type,
    "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "content-security-policy": USER_CONTENT_CSP,
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    ...extra,
  });
}
