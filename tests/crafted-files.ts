import { strToU8, zipSync } from "fflate";

/**
 * Files crafted to stall or blow up a parser (the attacks of the security review), built in code so no large
 * fixture is committed. Each names the attack it reproduces.
 */

/** A .docx whose document.xml is 200k unclosed `<w:p>` (1.7 KB zipped; a lazy regex rescans it per tag). */
export const unclosedParagraphsDocx = () =>
  zipSync(
    {
      "[Content_Types].xml": strToU8("<Types/>"),
      "word/document.xml": strToU8(`<w:document><w:body>${"<w:p>".repeat(200_000)}</w:body></w:document>`),
    },
    { level: 9 },
  );

/** An .html file of repeated `<table` (0.59 MB) that never closes a table, nor even a tag. */
export const repeatedTableHtml = () => `<html><body>${"<table".repeat(100_000)}</body></html>`;

/** A .pptx of 98 KB whose 46 slides of 1 MB each stay under the per-part ratio but unpack to 45 MB together. */
export const inflatingPptx = () => {
  const slide = strToU8(`<p:sld>${" ".repeat(1_000_000)}</p:sld>`);
  const files: Record<string, Uint8Array> = { "[Content_Types].xml": strToU8("<Types/>") };
  for (let number = 1; number <= 46; number++) files[`ppt/slides/slide${number}.xml`] = slide;
  return zipSync(files, { level: 9 });
};

/** A valid PDF of `pages` empty pages (0.75 MB at 5,000): each page costs the parser work, none has text. */
export function emptyPagesPdf(pages: number): Uint8Array {
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ")}] >>`,
  ];
  for (let index = 0; index < pages; index++) objects.push("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>");
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

/** A plain text of `characters` characters in sentences (the 19 MB .txt was valid text, just a lot of it). */
export const longText = (characters: number) =>
  "Dit is een zin over een hypotheek. ".repeat(Math.ceil(characters / 35)).slice(0, characters);
