import { type DocumentType, documentTypes } from "#schemas/workspace";

/** The passages an answer read: the pipeline sends a list, or `{ text: [...] }`. */
export const dataPointsOf = (points: unknown): string[] =>
  Array.isArray(points)
    ? points.filter((point): point is string => typeof point === "string")
    : points && typeof points === "object" && Array.isArray((points as { text?: unknown }).text)
      ? ((points as { text: unknown[] }).text.filter((point) => typeof point === "string") as string[])
      : [];

/** `[file.pdf#page=2]` as the chat pipeline cites; the page part is optional. */
const citationPattern = /\[([^[\]]+?\.[A-Za-z0-9]{2,5}(?:#page=\d+)?)\]/g;

export interface CitedSource {
  citation: string;
  number: number;
  page: number | null;
  /** The KYC document type and file name the borrower's index name carries (`<name>-<type>-<file>`). */
  type: DocumentType | null;
  fileName: string;
  passage: string;
}

/** Splits an answer into text and numbered citations, numbering sources in the order they are first cited. */
export function parseCitedAnswer(content: string, dataPoints: string[]) {
  const sources = new Map<string, CitedSource>();
  /** Text and citation numbers, each keyed by where it starts in the answer. */
  const parts: { at: number; text?: string; number?: number }[] = [];
  let last = 0;
  for (const match of content.matchAll(citationPattern)) {
    const citation = match[1] as string;
    parts.push({ at: last, text: content.slice(last, match.index).replace(/\s+$/, "") });
    let source = sources.get(citation);
    if (!source) {
      const [file = citation, page] = citation.split("#page=");
      const type = documentTypes.find((candidate) => file.includes(`-${candidate}-`)) ?? null;
      source = {
        citation,
        number: sources.size + 1,
        page: page ? Number(page) : null,
        type,
        fileName: type ? file.slice(file.indexOf(`-${type}-`) + type.length + 2) : file,
        passage:
          dataPoints
            .find((point) => point.startsWith(`${citation}:`))
            ?.slice(citation.length + 1)
            .trim() ?? "",
      };
      sources.set(citation, source);
    }
    parts.push({ at: match.index ?? 0, number: source.number });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ at: last, text: content.slice(last) });
  return { parts: parts.filter((part) => part.text !== ""), sources: [...sources.values()] };
}
