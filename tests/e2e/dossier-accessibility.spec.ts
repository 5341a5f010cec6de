import { expect, test } from "@playwright/test";
import { seriousViolations } from "./pages/layout-checks";
import { WorkspacePage } from "./pages/workspace";

const tabs = ["kyc", "advice", "gaps", "regulatory", "calculator", "banks", "summary", "history"] as const;

test("every dossier tab and the report have no serious or critical accessibility finding", async ({ page }) => {
  test.setTimeout(180_000);
  const desk = new WorkspacePage(page);
  await desk.signInAtBorrowers();
  await desk.openBorrower("Jan de Vries");
  for (const tab of tabs) {
    await desk.tab(tab).click();
    await expect(desk.tab(tab)).toHaveAttribute("aria-selected", "true");
    if (tab === "calculator") await expect(page.getByTestId("risk-basis").first()).toBeVisible();
    if (tab === "summary") {
      // The cited answer with its numbered sources and their links is part of what is checked.
      await page.getByTestId("make-summary").click();
      await expect(page.getByTestId("summary-answer").getByTestId("citation-source").first()).toBeVisible();
    }
    expect(await seriousViolations(page), `the ${tab} tab`).toEqual([]);
  }
  await page.getByTestId("open-report").click();
  await expect(page.getByTestId("risk-basis").first()).toBeVisible();
  expect(await seriousViolations(page), "the report").toEqual([]);
});
