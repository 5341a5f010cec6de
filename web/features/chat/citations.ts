import { apiUrl } from "@/lib/api-client";
/** Spec section 5, citations: `[File.pdf#page=N]` becomes a numbered link when the data points name the file. */

export type AnswerPart = { kind: "text"; text: string } | { kind: "citation"; citation: string; number: number };

export interface ParsedAnswer {
  parts: AnswerPart[];
  /** Linked citations in the order of their numbers. */
  citations: string[];
}

const FILE_NAME = /^[^[\]\n]+\.[A-Za-z0-9]{1,5}(#page=\d+)?$/;

/** Whether `text` looks like a file name (it has an extension) and appears in the data points. */
export function isLinkableCitation(text: string, dataPoints: string[]): boolean {
  const candidate = text.trim();
  if (!FILE_NAME.test(candidate)) return false;
  return dataPoints.some((point) => point.includes(candidate));
}

/** While an answer streams, an opened citation bracket that is not closed yet is cut off. */
export function cutUnfinishedBracket(text: string): string {
  const open = text.lastIndexOf("[");
  return open >= 0 && text.indexOf("]", open) < 0 ? text.slice(0, open) : text;
}

export function parseAnswer(content: string, dataPoints: string[], streaming = false): ParsedAnswer {
  const text = (streaming ? cutUnfinishedBracket(content) : content).trim();
  const parts: AnswerPart[] = [];
  const citations: string[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else parts.push({ kind: "text", text: value });
  };
  for (const match of text.matchAll(/\[([^\]\n]+)\]/g)) {
    const inner = match[1] ?? "";
    const start = match.index ?? 0;
    pushText(text.slice(last, start));
    last = start + match[0].length;
    if (!isLinkableCitation(inner, dataPoints)) {
      pushText(match[0]);
      continue;
    }
    const citation = inner.trim();
    let index = citations.indexOf(citation);
    if (index < 0) index = citations.push(citation) - 1;
    parts.push({ kind: "citation", citation, number: index + 1 });
  }
  pushText(text.slice(last));
  return { parts, citations };
}

/** The API path a cited file is served from: GET /content/{path}. */
export function citationPath(citation: string): string {
  const file = citation.split("#")[0] ?? "";
  return `/content/${file.split("/").map(encodeURIComponent).join("/")}`;
}

/** The cited file's address for a link, keeping the `#page=N` fragment. */
export function citationUrl(citation: string): string {
  const fragment = citation.split("#")[1];
  return `${apiUrl(citationPath(citation))}${fragment ? `#${fragment}` : ""}`;
}

/** The file extension of a citation (lower case, without the page fragment). */
export function citationExtension(citation: string): string {
  const file = citation.split("#")[0] ?? "";
  const dot = file.lastIndexOf(".");
  return dot < 0 ? "" : file.slice(dot + 1).toLowerCase();
}

/** The page a citation points at, when it names one. */
export function citationPage(citation: string): number | null {
  const match = /#page=(\d+)/.exec(citation);
  return match ? Number(match[1]) : null;
}
