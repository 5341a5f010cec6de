/**
 * Linear-time scanning of markup. Lazy regexes such as `<w:p>[\s\S]*?</w:p>` rescan the rest of the text from
 * every unclosed opening tag (quadratic: a 1.7 KB docx of 200k `<w:p>` held a server for minutes); these helpers
 * only move forward, with `indexOf`, and stop at the first tag that is never closed.
 */

/** Whether `<name` at `at` is that tag and not a longer name (`<w:p` vs `<w:pPr`). */
function isTagAt(text: string, at: number, name: string): boolean {
  if (!text.startsWith(name, at + 1)) return false;
  const next = text.charCodeAt(at + 1 + name.length);
  // `>`, `/`, or whitespace ends a tag name.
  return next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13;
}

/** Finds the next `<name …>` opening tag at or after `from`: its start, the end of the tag, and whether it is empty. */
export function nextOpenTag(text: string, name: string, from: number) {
  let at = text.indexOf(`<${name}`, from);
  while (at >= 0) {
    if (isTagAt(text, at, name)) {
      const close = text.indexOf(">", at);
      if (close < 0) return null;
      return { start: at, end: close + 1, empty: text.charCodeAt(close - 1) === 47 };
    }
    at = text.indexOf(`<${name}`, at + 1);
  }
  return null;
}

/**
 * Every `<tag …>…</tag>` element's inner text, in order, without nesting (paragraphs, runs, cells); `<tag/>`
 * counts as an empty element. Stops at the first element that is never closed.
 */
export function elements(xml: string, tag: string): string[] {
  const out: string[] = [];
  const closing = `</${tag}>`;
  let from = 0;
  for (;;) {
    const open = nextOpenTag(xml, tag, from);
    if (!open) return out;
    if (open.empty) {
      out.push("");
      from = open.end;
      continue;
    }
    const close = xml.indexOf(closing, open.end);
    if (close < 0) return out;
    out.push(xml.slice(open.end, close));
    from = close + closing.length;
  }
}

/** The text of a fragment without its tags (each tag becomes `replacement`); an unclosed `<` ends the text. */
export function stripTags(fragment: string, replacement = ""): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = fragment.indexOf("<", from);
    if (open < 0) return out + fragment.slice(from);
    out += fragment.slice(from, open);
    const close = fragment.indexOf(">", open);
    if (close < 0) return out;
    out += replacement;
    from = close + 1;
  }
}

/** The part between the first `<open…>` and the last `</close>` (a document's body), or the whole text. */
export function between(xml: string, tag: string): string {
  const open = nextOpenTag(xml, tag, 0);
  if (!open) return xml;
  const close = xml.lastIndexOf(`</${tag}>`);
  return close > open.end ? xml.slice(open.end, close) : xml.slice(open.end);
}
