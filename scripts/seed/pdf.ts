/**
 * A small, valid one-page PDF (A4, Helvetica) for the demo's fictitious KYC originals: a heading, a line under it,
 * wrapped body text and a footer saying it is demo material. Text is encoded in WinAnsi; characters outside it are
 * replaced, which the seeded Dutch texts never need.
 */

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 64;

/** WinAnsi bytes of a string, as a PDF literal string body (parentheses and backslashes escaped). */
function literal(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code === 0x20ac ? 0x80 : code <= 0xff ? code : 63;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return out;
}

/** Greedy wrap by an average Helvetica glyph width (0.5 em): good enough for a demo document. */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > perLine) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfDocument {
  title: string;
  subtitle: string;
  body: string;
  footer: string;
}

export function textPdf(document: PdfDocument): Uint8Array {
  const body = wrap(document.body, 11, WIDTH - 2 * MARGIN);
  const content = [
    "BT",
    "/F2 18 Tf",
    `${MARGIN} ${HEIGHT - MARGIN - 10} Td`,
    `(${literal(document.title)}) Tj`,
    "/F1 10 Tf",
    "0 -18 Td",
    `(${literal(document.subtitle)}) Tj`,
    "ET",
    "0.6 w",
    `${MARGIN} ${HEIGHT - MARGIN - 40} m ${WIDTH - MARGIN} ${HEIGHT - MARGIN - 40} l S`,
    "BT",
    "/F1 11 Tf",
    "15 TL",
    `${MARGIN} ${HEIGHT - MARGIN - 64} Td`,
    ...body.map((line) => `(${literal(line)}) '`),
    "ET",
    "BT",
    "/F1 8 Tf",
    "0.45 g",
    `${MARGIN} ${MARGIN - 20} Td`,
    `(${literal(document.footer)}) Tj`,
    "ET",
  ].join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${literal(document.title)}) /Producer (Adviesdesk demo seed) >>`,
  ];
  // Every character above is one byte (literal() escapes the rest), so string offsets are byte offsets.
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
