import { describe, expect, it } from "vitest";
import { byPage } from "../../worker/rag/page-passages";
import type { Passage } from "../../worker/rag/passage";

const chunk = (chunkId: number, content: string, score: number): Passage => ({
  chunkId,
  documentId: "d1",
  fileName: "Voorwaarden.md",
  citation: "Voorwaarden.md",
  page: null,
  content,
  captions: [],
  searchScore: score,
  rerankerScore: score,
});

describe("a page's passage", () => {
  // Question words 0 ("bank"), 1 ("aanvraag") and 2 ("afwijzing"), as retrieval reads them per chunk.
  const held = new Map([
    [1, new Set([0, 1])],
    [2, new Set([0, 1])],
    [7, new Set([0, 2])],
  ]);
  const wordsHeld = (passage: Passage) => held.get(passage.chunkId) ?? new Set<number>();

  it("adds a chunk scoring well below the best when it holds a question word no chunk taken holds", () => {
    const passages = [
      chunk(1, "1. Aanvragen: de bank beoordeelt elke aanvraag.", 3),
      chunk(7, "7. Afwijzing: een afwijzing meldt de bank binnen vijf werkdagen.", 1),
    ];
    const [passage] = byPage(passages, true, wordsHeld);
    expect(passage?.content).toContain("binnen vijf werkdagen");
    // In reading order, under the best chunk's scores.
    expect(passage?.content.indexOf("Aanvragen")).toBeLessThan(passage?.content.indexOf("Afwijzing") ?? 0);
    expect(passage?.rerankerScore).toBe(3);
  });

  it("leaves out a weak chunk that adds no question word", () => {
    const passages = [
      chunk(1, "1. Aanvragen: de bank beoordeelt elke aanvraag.", 3),
      chunk(2, "2. Inkomen: de bank toetst elke aanvraag aan het inkomen.", 1),
    ];
    expect(byPage(passages, true, wordsHeld)[0]?.content).not.toContain("Inkomen");
  });
});
