import { describe, expect, it } from "vitest";
import { cssString, printStyle } from "../../web/features/workspace/report-print";

/** The print header carries client names into a style sheet: they must stay one CSS string. */
describe("report print style", () => {
  it("escapes quotes, backslashes, angle brackets and line breaks in user text", () => {
    const hostile = 'Jan "}</style><script>x()</script>\\\nde Vries';
    const literal = cssString(hostile);
    expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
    const inner = literal.slice(1, -1);
    // No unescaped quote can end the string, and no "<" can end the style element.
    expect(inner.replace(/\\./g, "")).not.toMatch(/["\n<>]/);
    expect(inner).not.toContain("</style>");
    expect(literal).toBe('"Jan \\"}\\3c /style\\3e \\3c script\\3e x()\\3c /script\\3e \\\\\\a de Vries"');
  });

  it("puts the client and date top left and the number and version top right, not on the cover", () => {
    const css = printStyle({ header: "Noor Jansen · 25 November 2026", version: "R-1 · Version 2", page: "Page" });
    expect(css).toContain('@top-left { content: "Noor Jansen · 25 November 2026";');
    expect(css).toContain('@top-right { content: "R-1 · Version 2";');
    expect(css).toContain('@bottom-right { content: "Page" " " counter(page) " / " counter(pages);');
    expect(css).toMatch(/@page :first \{\s*@top-left \{ content: none; \}/);
  });
});
