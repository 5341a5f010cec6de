import { describe, expect, it } from "vitest";
import { excerptRepeatsOpening, makeExcerpt } from "../../schemas/blog";

describe("a post's excerpt above its text", () => {
  const html =
    "<p>Wie in 2026 een huis koopt, leent volgens nieuwe normen. Dit verandert er voor starters en doorstromers.</p>";

  it("is left out when it only repeats the opening words (an automatic excerpt)", () => {
    expect(excerptRepeatsOpening(makeExcerpt(html), html)).toBe(true);
    expect(excerptRepeatsOpening("Wie in 2026 een huis koopt...", html)).toBe(true);
  });

  it("stays when the author wrote an excerpt of its own", () => {
    expect(excerptRepeatsOpening("De leennormen van 2026 in het kort.", html)).toBe(false);
    expect(excerptRepeatsOpening("", html)).toBe(false);
  });
});
