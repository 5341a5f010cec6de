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
    <div className="prose-chat text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_strong]:font-semibold [&_table]:my-2 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:my-1">
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
export function withCitationLinks(parts: import("@/chat/citations").AnswerPart[]): string {
  return parts
    .map((part) => (part.kind === "text" ? part.text : `[${part.number}](${CITATION}${part.number - 1})`))
    .join("");
}
