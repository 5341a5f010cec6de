import type { Block, Page, ParsedDocument } from "./types";
import { ParseError } from "./types";
import { decodeEntities, elements, pipeTable, runsText } from "./xml";
import { readZip } from "./zip";

const byNumber = (a: string, b: string) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]);

/** Word: paragraphs (headings by style) and tables, in document order. */
export function parseDocx(bytes: Uint8Array): ParsedDocument {
  const xml = readZip(bytes, (name) => name === "word/document.xml").get("word/document.xml");
  if (xml === undefined) throw new ParseError("The file is not a Word document (word/document.xml is missing).");
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? xml;
  const blocks: Block[] = [];
  // Top-level tables and paragraphs in order; a table's own paragraphs belong to its cells.
  for (const match of body.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>|<w:p(?:\s[^>]*)?>([\s\S]*?)<\/w:p>/g)) {
    if (match[1] !== undefined) {
      const rows = elements(match[1], "w:tr").map((row) =>
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
    const paragraph = match[2] ?? "";
    const text = runsText(paragraph.replace(/<w:tab\/>/g, "<w:t>\t</w:t>"), "w:t").trim();
    if (!text) continue;
    const heading = /<w:pStyle w:val="(Heading|Title|Kop)/i.test(paragraph);
    blocks.push({ kind: heading ? "heading" : "text", text });
  }
  return { pages: [{ number: null, blocks }], pageCount: null };
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
    const withoutTables = xml.replace(/<a:tbl>[\s\S]*?<\/a:tbl>/g, "");
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
  const sheetNames = [...workbook.matchAll(/<sheet\s[^>]*name="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1] ?? ""),
  );
  const sheets = [...files.keys()].filter((name) => name.startsWith("xl/worksheets/")).sort(byNumber);
  const pages: Page[] = sheets.map((name, index) => {
    const xml = files.get(name) ?? "";
    const rows: string[][] = [];
    for (const row of elements(xml, "row")) {
      const cells: string[] = [];
      for (const cell of row.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attributes = cell[1] ?? "";
        const inner = cell[2] ?? "";
        const reference = /r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? "";
        const type = /t="(\w+)"/.exec(attributes)?.[1];
        const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
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
