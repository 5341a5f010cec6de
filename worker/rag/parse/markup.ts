import type { Block, ParsedDocument } from "./types";
import { decodeEntities, pipeTable } from "./xml";

const single = (blocks: Block[]): ParsedDocument => ({ pages: [{ number: null, blocks }], pageCount: null });

/**
 * Plain text and Markdown: headings, pipe tables (kept whole), paragraphs split on blank lines. A paragraph keeps
 * its line breaks: "Naam: Jan de Vries" and "Bruto salaris: 4.200" are two lines of a form, and the chunker keeps
 * such key–value lines apart.
 */
export function parseMarkdown(text: string): ParsedDocument {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "text", text: paragraph.join("\n") });
    if (table.length) blocks.push({ kind: "table", text: table.join("\n") });
    paragraph = [];
    table = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (/^\|.*\|$/.test(line)) {
      if (paragraph.length) {
        blocks.push({ kind: "text", text: paragraph.join("\n") });
        paragraph = [];
      }
      if (!/^\|[\s:|-]+\|$/.test(line)) table.push(line);
      continue;
    }
    if (table.length) flush();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: heading[1] ?? "" });
      continue;
    }
    // List items stay separate sentences.
    if (/^([-*+]|\d+[.)])\s/.test(line) && paragraph.length) {
      blocks.push({ kind: "text", text: paragraph.join("\n") });
      paragraph = [];
    }
    paragraph.push(line.replace(/^([-*+])\s+/, "• ").replace(/\*\*|__|`/g, ""));
  }
  flush();
  return single(blocks);
}

/** HTML: scripts and styles dropped, tables as pipe tables, block elements as paragraphs, headings kept. */
export function parseHtml(html: string): ParsedDocument {
  const blocks: Block[] = [];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1>/gi, "");
  const strip = (fragment: string) =>
    decodeEntities(fragment.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
  const pattern =
    /<table\b[\s\S]*?<\/table>|<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>|<(p|li|div|section|article|blockquote|pre|dd|dt|td|th|caption)\b[^>]*>|<\/(p|li|div|section|article|blockquote|pre|dd|dt)>/gi;
  let last = 0;
  const pushText = (fragment: string) => {
    const text = strip(fragment);
    if (text) blocks.push({ kind: "text", text });
  };
  for (const match of body.matchAll(pattern)) {
    pushText(body.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    if (match[0].toLowerCase().startsWith("<table")) {
      const rows = [...match[0].matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((row) =>
        [...(row[1] ?? "").matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((cell) => strip(cell[1] ?? "")),
      );
      const table = pipeTable(rows);
      if (table) blocks.push({ kind: "table", text: table });
    } else if (match[2] !== undefined) {
      const text = strip(match[2]);
      if (text) blocks.push({ kind: "heading", text });
    }
  }
  pushText(body.slice(last));
  return single(blocks);
}

/** JSON: every leaf as `path: value`, so keys are searchable next to their values. */
export function parseJson(text: string): ParsedDocument {
  const value: unknown = JSON.parse(text);
  const lines: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (lines.length > 50_000) return;
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${path}[${index}]`);
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) walk(item, path ? `${path}.${key}` : key);
    } else lines.push(`${path || "value"}: ${String(node)}.`);
  };
  walk(value, "");
  return single(lines.map((line) => ({ kind: "text", text: line })));
}
