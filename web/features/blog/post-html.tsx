import DOMPurify from "dompurify";
import { useMemo } from "react";
import { blogHtmlPolicy } from "#schemas/blog-html-policy";
import { cn } from "@/lib/utils";
import "./blog-prose.css";

const allowedAttributes = [...new Set(Object.values(blogHtmlPolicy.attributes).flat())];

const purifier = DOMPurify();
// Attributes allowed on one element only (an img's src, a cell's colspan) are removed everywhere else, and
// links to other sites open in a new tab without handing over this page.
purifier.addHook("uponSanitizeAttribute", (node, data) => {
  const allowedHere = blogHtmlPolicy.attributes[node.nodeName.toLowerCase()] ?? [];
  if (!allowedHere.includes(data.attrName)) data.keepAttr = false;
  if (data.attrName === "src" && !blogHtmlPolicy.imageUrlPattern.test(data.attrValue.trim())) data.keepAttr = false;
});
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName === "A") {
    const href = node.getAttribute("href") ?? "";
    if (/^https?:/i.test(href) && !href.startsWith(window.location.origin)) node.setAttribute("target", "_blank");
    node.setAttribute("rel", blogHtmlPolicy.linkRel);
  }
  if (node.nodeName === "IMG") node.setAttribute("loading", "lazy");
});

/** Renders stored post HTML through the same allow-list the Worker applied when it was written. */
export function sanitizeForDisplay(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: blogHtmlPolicy.tags,
    ALLOWED_ATTR: [...allowedAttributes, "rel", "loading"],
    ALLOWED_URI_REGEXP: blogHtmlPolicy.urlPattern,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

export function PostHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return (
    <div
      className={cn("blog-prose", className)}
      data-testid="post-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by the Worker and again here with the same allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
