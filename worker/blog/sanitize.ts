import xss from "xss";
import { blogHtmlPolicy } from "../../schemas/blog-html-policy";

// js-xss is CommonJS and assigns most exports in a loop, so bundlers only see its default export reliably.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof import("xss");

/** Elements removed together with everything inside them (not just unwrapped). */
const dropWithBody = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];

/**
 * js-xss with the blog allow-list: unknown tags are stripped (their text kept, or dropped with their body for the
 * dangerous ones above), unknown attributes (every on* handler, style, class) removed, comments removed, and URLs
 * checked twice: js-xss's own check after entity decoding, then the policy's stricter schemes.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(blogHtmlPolicy.tags.map((tag) => [tag, blogHtmlPolicy.attributes[tag] ?? []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: dropWithBody,
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    if (name === "href" && !blogHtmlPolicy.urlPattern.test(safe)) return "";
    if (name === "src" && !blogHtmlPolicy.imageUrlPattern.test(safe)) return "";
    if (name === "target" && safe !== "_blank") return "";
    return safe;
  },
});

/** Cleans adviser-written HTML down to the blog allow-list; run on every write. */
export function sanitizeBlogHtml(html: string): string {
  return filter.process(html).trim();
}
