import { describe, expect, it } from "vitest";
import { parseFile } from "../../worker/rag/parse";
import { MAX_PDF_PAGES, MAX_TEXT_CHARACTERS, ParseError } from "../../worker/rag/parse/types";
import { emptyPagesPdf, inflatingPptx, longText, repeatedTableHtml, unclosedParagraphsDocx } from "../crafted-files";

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * The security review's parser attacks. Before the fix each of these held the parser for 40–120 s (a test
 * that does not finish fails); now each ends with a result or a clear reason.
 */
describe("parsers are linear and bounded", () => {
  it("reads a docx of 200k unclosed paragraphs in one pass (nothing to index)", async () => {
    const bytes = unclosedParagraphsDocx();
    expect(bytes.byteLength).toBeLessThan(4096);
    const parsed = await parseFile(".docx", bytes);
    expect(parsed.pages.flatMap((page) => page.blocks)).toEqual([]);
  });

  it("reads an html of repeated unclosed <table in one pass", async () => {
    const parsed = await parseFile(".html", encode(repeatedTableHtml()));
    expect(parsed.pages.flatMap((page) => page.blocks)).toEqual([]);
  });

  it("refuses a pptx whose parts add up to a zip bomb, before inflating them", async () => {
    const bytes = inflatingPptx();
    expect(bytes.byteLength).toBeLessThan(200_000);
    await expect(parseFile(".pptx", bytes)).rejects.toThrow(/unpacks to far more than its size/);
  });

  it("refuses a PDF with more pages than the limit, saying how many it has", async () => {
    const pdf = emptyPagesPdf(5000);
    await expect(parseFile(".pdf", pdf)).rejects.toThrow(
      new ParseError(`The PDF has 5,000 pages; at most ${MAX_PDF_PAGES} are indexed. Split it into smaller files.`),
    );
  });

  it("still reads a PDF within the page limit", async () => {
    const parsed = await parseFile(".pdf", emptyPagesPdf(3));
    expect(parsed.pageCount).toBe(3);
  });

  it("refuses a text past the character limit with the reason", async () => {
    await expect(parseFile(".txt", encode(longText(MAX_TEXT_CHARACTERS + 1)))).rejects.toThrow(
      /more than 4,000,000 characters of text/,
    );
  });

  it("keeps reading ordinary markup: self-closing paragraphs, tables, headings, entities", async () => {
    const parsed = await parseFile(
      ".html",
      encode(
        "<h2>Rente</h2><p>Vast &amp; variabel</p><!-- weg --><script>x<y</script>" +
          "<table><tr><th>Looptijd</th><th>Rente</th></tr><tr><td>10 jaar</td><td>3,9%</td></tr></table><p>Einde</p>",
      ),
    );
    expect(parsed.pages[0]?.blocks).toEqual([
      { kind: "heading", text: "Rente" },
      { kind: "text", text: "Vast & variabel" },
      { kind: "table", text: "| Looptijd | Rente |\n| 10 jaar | 3,9% |" },
      { kind: "text", text: "Einde" },
    ]);
  });
});
