import type { ReactNode } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isAppContentImage } from "@/lib/markdown-images";

const CITATION = "citation:";

/**
 * Markdown without raw HTML (react-markdown never renders it). Links of the form `citation:N` are handed
 * to `renderCitation` so answers can show their numbered sources inline. Images load only from the app's own
 * content routes; any other image shows as its alt text (lib/markdown-images.ts).
 */
export function Markdown({
  children,
  renderCitation,
}: {
  children: string;
  renderCitation?: (index: number, label: ReactNode) => ReactNode;
}) {
  return (
    <div className="prose-chat text-sm leading-relaxed [&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-3 [&_h2]:mb-1.5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_:is(h1,h2,h3,h4):first-child]:mt-0 [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_strong]:font-semibold [&_table]:my-2 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:my-1">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        urlTransform={(url) => (url.startsWith(CITATION) ? url : defaultUrlTransform(url))}
        components={{
          img: ({ src, alt }) =>
            typeof src === "string" && isAppContentImage(src, window.location.origin) ? (
              <img src={src} alt={alt ?? ""} className="max-w-full" />
            ) : (
              <span data-testid="blocked-image">{alt ?? ""}</span>
            ),
          a: ({ href, children: label }) =>
            href?.startsWith(CITATION) && renderCitation ? (
              renderCitation(Number(href.slice(CITATION.length)), label)
            ) : (
              <a href={href} target="_blank" rel="noreferrer">
                {label}
              </a>
            ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

/** Markdown text with each citation replaced by a `citation:` link whose label is its number. */
export function withCitationLinks(parts: import("./citations").AnswerPart[]): string {
  return parts
    .map((part) => (part.kind === "text" ? part.text : `[${part.number}](${CITATION}${part.number - 1})`))
    .join("");
}
