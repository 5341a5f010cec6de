import type { Passage } from "./passage";

const SECOND_SHARE = 0.25;
/**
 * A page's passage takes up to this many more of its chunks: those scoring at least this share of its best, and
 * those that hold a question word none of the chunks taken holds (section 7 of a file that is one citation).
 */
const NEIGHBOURS = 2;
const NEIGHBOUR_SHARE = 0.75;

/**
 * Page-level aggregation: one passage per cited page, pages ordered by their best chunk's score plus a share of
 * their second best (a page that answers in several places edges out one lucky chunk), so the `top` slots go to
 * distinct pages. A page's passage is its best chunk with the page's other candidate chunks that score nearly as
 * well or hold a question word (`wordsHeld`: indices of the question's word groups) none of the chunks taken holds,
 * in reading order: a file without pages is one citation, and its answer may sit in a later section than the one
 * that names its subject most often.
 */
export function byPage(
  passages: Passage[],
  reranked: boolean,
  wordsHeld: (passage: Passage) => Set<number>,
): Passage[] {
  const score = (passage: Passage) => (reranked ? (passage.rerankerScore ?? 0) : passage.searchScore);
  const pages = new Map<
    string,
    { best: Passage; score: number; second: number; others: Passage[]; held: Set<number> }
  >();
  for (const passage of passages) {
    const page = pages.get(passage.citation);
    if (!page) {
      pages.set(passage.citation, {
        best: passage,
        score: score(passage),
        second: 0,
        others: [],
        held: new Set(wordsHeld(passage)),
      });
      continue;
    }
    page.second = Math.max(page.second, score(passage));
    if (page.others.length >= NEIGHBOURS) continue;
    const held = wordsHeld(passage);
    if (score(passage) >= NEIGHBOUR_SHARE * page.score || [...held].some((word) => !page.held.has(word))) {
      page.others.push(passage);
      for (const word of held) page.held.add(word);
    }
  }
  return [...pages.values()]
    .sort((a, b) => b.score + SECOND_SHARE * b.second - (a.score + SECOND_SHARE * a.second))
    .map(({ best, others }) => {
      if (!others.length) return best;
      const inOrder = [best, ...others].sort((a, b) => a.chunkId - b.chunkId);
      return { ...best, content: inOrder.map((passage) => passage.content).join("\n") };
    });
}
