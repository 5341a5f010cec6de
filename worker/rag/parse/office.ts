import { between, nextOpenTag } from "./scan";
import type { Block, Page, ParsedDocument } from "./types";
import { ParseError } from "./types";
import { decodeEntities, elements, pipeTable, runsText } from "./xml";
import { readZip } from "./zip";

const byNumber = (a: string, b: string) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]);

/**
 * The top-level `<w:tbl>` and `<w:p>` elements of a Word body, in document order (a table's own paragraphs
 * belong to its cells), found in one forward pass.
 */
function* bodyElements(body: string): Generator<{ tag: "w:tbl" | "w:p"; inner: string }> {
  let from = 0;
  for (;;) {
    const table = nextOpenTag(body, "w:tbl", from);
    const paragraph = nextOpenTag(body, "w:p", from);
    const open = table && (!paragraph || table.start < paragraph.start) ? table : paragraph;
    if (!open) return;
    const tag = open === table ? "w:tbl" : "w:p";
    if (open.empty) {
      from = open.end;
      continue;
    }
    const close = body.indexOf(`</${tag}>`, open.end);
    if (close < 0) return;
    yield { tag, inner: body.slice(open.end, close) };
    from = close + tag.length + 3;
  }
}

/** Word: paragraphs (headings by style) and tables, in document order. */
export function parseDocx(bytes: Uint8Array): ParsedDocument {
  const xml = readZip(bytes, (name) => name === "word/document.xml").get("word/document.xml");
  if (xml === undefined) throw new ParseError("The file is not a Word document (word/document.xml is missing).");
  const blocks: Block[] = [];
  for (const element of bodyElements(between(xml, "w:body"))) {
    if (element.tag === "w:tbl") {
      const rows = elements(element.inner, "w:tr").map((row) =>
        elements(row, "w:tc").map((cell) =>
          elements(cell, "w:p")
            .map((p) => runsText(p, "w:t"))
            .join(" "),
        ),
      );
      const table = pipeTable(rows);
      if (table) blocks.push({ kind: "table", text: table });
      continue;
    }
    const paragraph = element.inner;
    const text = runsText(paragraph.replaceAll("<w:tab/>", "<w:t>\t</w:t>"), "w:t").trim();
    if (!text) continue;
    const heading = /<w:pStyle w:val="(Heading|Title|Kop)/i.test(paragraph);
    blocks.push({ kind: heading ? "heading" : "text", text });
  }
  return { pages: [{ number: null, blocks }], pageCount: null };
}

/** The XML without its `<a:tbl>` elements (their text is read as tables). */
function withoutElements(xml: string, tag: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = nextOpenTag(xml, tag, from);
    const close = open ? xml.indexOf(`</${tag}>`, open.end) : -1;
    if (!open || close < 0) return out + xml.slice(from);
    out += xml.slice(from, open.start);
    from = close + tag.length + 3;
  }
}

/** PowerPoint: one page per slide, its text boxes and tables. */
export function parsePptx(bytes: Uint8Array): ParsedDocument {
  const files = readZip(bytes, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const names = [...files.keys()].sort(byNumber);
  if (names.length === 0) throw new ParseError("The file is not a PowerPoint presentation (it has no slides).");
  const pages: Page[] = names.map((name, index) => {
    const xml = files.get(name) ?? "";
    const blocks: Block[] = [];
    for (const table of elements(xml, "a:tbl")) {
      const rows = elements(table, "a:tr").map((row) => elements(row, "a:tc").map((cell) => runsText(cell, "a:t")));
      const text = pipeTable(rows);
      if (text) blocks.push({ kind: "table", text });
    }
    const withoutTables = withoutElements(xml, "a:tbl");
    elements(withoutTables, "p:sp").forEach((shape, shapeIndex) => {
      const text = elements(shape, "a:p")
        .map((p) => runsText(p, "a:t").trim())
        .filter(Boolean)
        .join("\n");
      if (!text) return;
      const isTitle =
        /<p:ph type="(title|ctrTitle)"/.test(shape) || (shapeIndex === 0 && text.length < 120 && !text.includes("\n"));
      blocks.push({ kind: isTitle ? "heading" : "text", text });
    });
    return { number: index + 1, label: `Slide ${index + 1}`, blocks };
  });
  return { pages, pageCount: pages.length };
}

/** Every `<name …>` opening tag's text, in one forward pass. */
function openTags(xml: string, name: string): string[] {
  const out: string[] = [];
  for (let open = nextOpenTag(xml, name, 0); open; open = nextOpenTag(xml, name, open.end))
    out.push(xml.slice(open.start, open.end));
  return out;
}

/** A sheet row's cells: each `<c …/>` or `<c …>…</c>` with its attributes and inner XML. */
function cellsOf(row: string): { attributes: string; inner: string }[] {
  const out: { attributes: string; inner: string }[] = [];
  let from = 0;
  for (let open = nextOpenTag(row, "c", from); open; open = nextOpenTag(row, "c", from)) {
    const attributes = row.slice(open.start + 2, open.empty ? open.end - 2 : open.end - 1);
    if (open.empty) {
      out.push({ attributes, inner: "" });
      from = open.end;
      continue;
    }
    const close = row.indexOf("</c>", open.end);
    if (close < 0) break;
    out.push({ attributes, inner: row.slice(open.end, close) });
    from = close + 4;
  }
  return out;
}

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? "A";
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** Excel: one page per sheet, its used cells as a table (shared and inline strings, numbers as stored). */
export function parseXlsx(bytes: Uint8Array): ParsedDocument {
  const files = readZip(
    bytes,
    (name) =>
      name === "xl/workbook.xml" || name === "xl/sharedStrings.xml" || /^xl\/worksheets\/sheet\d+\.xml$/.test(name),
  );
  const workbook = files.get("xl/workbook.xml");
  if (workbook === undefined) throw new ParseError("The file is not an Excel workbook (xl/workbook.xml is missing).");
  const shared = elements(files.get("xl/sharedStrings.xml") ?? "", "si").map((item) => runsText(item, "t"));
  const sheetNames = openTags(workbook, "sheet").map((tag) => decodeEntities(/\sname="([^"]*)"/.exec(tag)?.[1] ?? ""));
  const sheets = [...files.keys()].filter((name) => name.startsWith("xl/worksheets/")).sort(byNumber);
  const pages: Page[] = sheets.map((name, index) => {
    const xml = files.get(name) ?? "";
    const rows: string[][] = [];
    for (const row of elements(xml, "row")) {
      const cells: string[] = [];
      for (const cell of cellsOf(row)) {
        const attributes = cell.attributes;
        const inner = cell.inner;
        const reference = /\sr="([A-Z]{1,3})\d+"/.exec(attributes)?.[1] ?? "";
        const type = /\st="(\w{1,20})"/.exec(attributes)?.[1];
        const raw = elements(inner, "v")[0];
        let value = "";
        if (type === "s" && raw !== undefined) value = shared[Number(raw)] ?? "";
        else if (type === "inlineStr") value = runsText(inner, "t");
        else if (raw !== undefined) value = decodeEntities(raw);
        cells[reference ? columnIndex(reference) : cells.length] = value;
      }
      rows.push(Array.from(cells, (value) => value ?? ""));
    }
    const label = sheetNames[index] ?? `Sheet ${index + 1}`;
    const table = pipeTable(rows);
    return {
      number: index + 1,
      label: `Sheet ${label}`,
      blocks: table
        ? [
            { kind: "heading", text: label },
            { kind: "table", text: table },
          ]
        : [],
    };
  });
  return { pages, pageCount: pages.length };
}
