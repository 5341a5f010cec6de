import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * axe's serious and critical findings, as "rule: targets" lines (empty when there are none). A frame sandboxed
 * without scripts holds an adviser's own uploaded file, not the app's markup, and axe cannot run inside it (it waits
 * for the frame until the test times out), so it is left out; the frame element itself is still checked.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]:not([sandbox*="allow-scripts"])').analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
