/** A CSS string literal for user text (names), so it can sit in `content:` without ending the rule or the sheet. */
export const cssString = (value: string) =>
  `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r<>]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;

/** Print: A4, no app chrome, and on every page after the cover the client, date, report version and page number. */
export function printStyle({ header, version, page }: { header: string; version: string; page: string }) {
  return `@media print {
  @page {
    size: A4;
    margin: 20mm 16mm 18mm;
    @top-left { content: ${cssString(header)}; font-size: 8pt; color: #555; }
    @top-right { content: ${cssString(version)}; font-size: 8pt; color: #555; }
    @bottom-right { content: ${cssString(page)} " " counter(page) " / " counter(pages); font-size: 8pt; color: #555; }
  }
  @page :first {
    @top-left { content: none; }
    @top-right { content: none; }
  }
  body * { visibility: hidden !important; }
  #mortgage-report, #mortgage-report * { visibility: visible !important; }
  #mortgage-report { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .report-page-break { break-after: page; }
  .report-break-before { break-before: page; }
  #mortgage-report section { break-inside: avoid; }
  #mortgage-report h2 { break-after: avoid; }
}`;
}
