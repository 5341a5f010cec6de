import sanitizeHtml from "sanitize-html";
import { blogHtmlPolicy } from "../../schemas/blog-html-policy";

const options: sanitizeHtml.IOptions = {
  allowedTags: blogHtmlPolicy.tags,
  allowedAttributes: blogHtmlPolicy.attributes,
  allowedSchemes: blogHtmlPolicy.linkSchemes,
  allowedSchemesByTag: { img: blogHtmlPolicy.imageSchemes },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const next: Record<string, string> = { ...attribs, rel: blogHtmlPolicy.linkRel };
      if (!blogHtmlPolicy.urlPattern.test(href.trim())) delete next.href;
      if (next.target !== "_blank") delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, loading: "lazy" };
      if (!blogHtmlPolicy.imageUrlPattern.test((attribs.src ?? "").trim())) delete next.src;
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Cleans adviser-written HTML down to the blog allow-list; run on every write. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
