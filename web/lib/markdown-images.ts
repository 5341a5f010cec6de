/**
 * Images in an answer or a cited document come from text anyone could have written: a remote image would tell
 * another server who read what (and could carry data in its URL). Only the app's own content routes load.
 */
const CONTENT_ROUTES = ["/content/", "/blog/images/"];

export function isAppContentImage(src: string | undefined | null, origin: string): boolean {
  if (!src?.startsWith("/") || src.startsWith("//") || src.includes("\\")) return false;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return false;
  }
  // Resolved, so "/content/../oidc/logout" is judged by where it really goes.
  return url.origin === origin && CONTENT_ROUTES.some((route) => url.pathname.startsWith(route));
}
