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

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "head"]);
const BLOCKS = new Set([
  "p",
  "li",
  "div",
  "section",
  "article",
  "blockquote",
  "pre",
  "dd",
  "dt",
  "td",
  "th",
  "caption",
  "br",
  "ul",
  "ol",
  "tr",
  "table",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

/** One tag of an HTML text: its lower-case name, whether it closes, and where the text after it starts. */
function tagAt(html: string, at: number): { name: string; closing: boolean; end: number } | null {
  const close = html.indexOf(">", at);
  if (close < 0) return null;
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9]{0,15})/.exec(html.slice(at, Math.min(close, at + 20)));
  return { name: (match?.[2] ?? "").toLowerCase(), closing: match?.[1] === "/", end: close + 1 };
}

/**
 * HTML: scripts and styles dropped, tables as pipe tables, block elements as paragraphs, headings kept. One
 * forward pass over the tags (no backtracking regex), so the time grows with the size of the file.
 */
export function parseHtml(html: string): ParsedDocument {
  const blocks: Block[] = [];
  const clean = (text: string) => decodeEntities(text).replace(/\s+/g, " ").trim();
  let text = "";
  let heading: string | null = null;
  let table: string[][] | null = null;
  let tableDepth = 0;
  const flushText = () => {
    const value = clean(text);
    text = "";
    if (!value) return;
    if (table) {
      const row = table[table.length - 1] ?? [];
      if (!table.length) table.push(row);
      row[Math.max(0, row.length - 1)] = `${row[row.length - 1] ?? ""} ${value}`.trim();
    } else blocks.push({ kind: heading !== null ? "heading" : "text", text: value });
  };
  let from = 0;
  while (from < html.length) {
    const open = html.indexOf("<", from);
    if (open < 0) {
      text += html.slice(from);
      break;
    }
    text += html.slice(from, open);
    if (html.startsWith("<!--", open)) {
      const end = html.indexOf("-->", open + 4);
      if (end < 0) break;
      from = end + 3;
      continue;
    }
    const tag = tagAt(html, open);
    if (!tag) break;
    from = tag.end;
    if (!tag.name) {
      text += " ";
      continue;
    }
    if (SKIPPED.has(tag.name) && !tag.closing) {
      const pattern = new RegExp(`</${tag.name}\\s*>`, "gi");
      pattern.lastIndex = from;
      const end = pattern.exec(html);
      if (!end) break;
      from = end.index + end[0].length;
      continue;
    }
    if (!BLOCKS.has(tag.name)) {
      text += " ";
      continue;
    }
    flushText();
    if (tag.name === "table") {
      if (!tag.closing) {
        tableDepth += 1;
        table ??= [];
      } else if (tableDepth > 0 && --tableDepth === 0 && table) {
        const rendered = pipeTable(table);
        table = null;
        if (rendered) blocks.push({ kind: "table", text: rendered });
      }
    } else if (table && tableDepth === 1 && !tag.closing && tag.name === "tr") table.push([]);
    else if (table && tableDepth === 1 && !tag.closing && (tag.name === "td" || tag.name === "th")) {
      if (!table.length) table.push([]);
      table[table.length - 1]?.push("");
    } else if (/^h[1-6]$/.test(tag.name)) heading = tag.closing ? null : tag.name;
  }
  flushText();
  if (table) {
    const rendered = pipeTable(table);
    if (rendered) blocks.push({ kind: "table", text: rendered });
  }
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
