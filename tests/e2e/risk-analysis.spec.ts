import { expect, test } from "@playwright/test";
import en from "../../locales/en/risks.json" with { type: "json" };
import nl from "../../locales/nl/risks.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";
import { CalculatorPage } from "./pages/calculator-page";
import { WorkspacePage } from "./pages/workspace";

test.describe("the risk analysis", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the calculator shows each risk year by year with its shortfall and the figures it rests on", async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const calculator = new CalculatorPage(page);
    await page.goto("/calculator");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    // A couple of 40 and 38 earning EUR 60,000 and EUR 30,000; EUR 300,000 at 4% fixed for 10 years.
    await calculator.field("applicants.0.income").fill("60000");
    await page.getByTestId("add-partner").click();
    await calculator.field("applicants.1.income").fill("30000");
    await calculator.field("interestRate").fill("4");
    await calculator.field("fixedPeriodYears").selectOption("10");
    await calculator.field("loanAmount").fill("300000");
    await calculator.field("propertyValue").fill("350000");
    const risks = page.getByTestId("risk-analysis");
    await expect(risks).toContainText(en.title);
    await expect(page.getByTestId("risk-needs-ages")).toHaveText(en.needsAges);

    await calculator.field("applicants.0.age").fill("40");
    await calculator.field("applicants.1.age").fill("38");
    await expect(page.getByTestId("risk-needs-ages")).toBeHidden();
    for (const id of [
      "retirement",
      "death-0",
      "disability-0",
      "unemployment-0",
      "death-1",
      "disability-1",
      "unemployment-1",
    ]) {
      await expect(page.getByTestId(`risk-${id}`).getByTestId("risk-chart").locator("svg").first()).toBeVisible();
    }
    await expect(page.getByTestId("risk-retirement").getByTestId("risk-note")).toHaveText(en.noPension);
    // Unemployment of applicant 1: 17 months of WW (10 + 2 + 10 x 0.5) on a daily wage capped at EUR 304.25.
    const unemployment = page.getByTestId("risk-unemployment-0");
    await expect(unemployment.getByTestId("risk-basis-wwMonths")).toContainText("17 months");
    await expect(unemployment.getByTestId("risk-basis-maxDailyWage")).toContainText("€304.25");
    const wageSource = unemployment.getByTestId("risk-basis-source").filter({ hasText: "Regeling maximumdagloon" });
    await expect(wageSource).toContainText(en.basis.unverified);

    // Death of applicant 1 with a child of 5: the survivor's income plus Anw is below the TRHK budget from 2026.
    const death = page.getByTestId("risk-death-0");
    await expect(death.getByTestId("risk-summary")).toContainText("Short from 2026");
    await page.getByTestId("risk-option-youngestChildAge").fill("5");
    await expect(death.getByTestId("risk-basis-anwMonthly")).toContainText("€1,668.49");
    await expect(death.getByTestId("risk-summary")).toContainText("Short from 2026");
    await death.screenshot({ path: test.info().outputPath("risk-death.png") });

    // The net costs over the term: 30 years, the rate after the fixed period at the AFM test rate of 5%.
    await page.getByTestId("risk-costs").locator("summary").click();
    await expect(page.getByTestId("risk-costs").locator("tbody tr")).toHaveCount(30);
    await expect(page.getByTestId("risk-costs")).toContainText("5%");

    await shell.chooseLanguage("nl");
    await expect(risks).toContainText(nl.title);
    await expect(unemployment.getByTestId("risk-basis-wwMonths")).toContainText("17 maanden");
    await expect(unemployment.getByTestId("risk-basis-maxDailyWage")).toContainText(/€\s304,25/);
  });

  test("the dossier's calculator tab and its report analyse the dossier's couple", async ({ page }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.openBorrower("Jan de Vries");
    await desk.tab("calculator").click();
    const risks = page.getByTestId("risk-analysis");
    await expect(risks).toContainText(en.title);
    await expect(risks.getByTestId("risk-retirement")).toBeVisible();
    await expect(risks.getByTestId("risk-death-1").getByTestId("risk-chart").locator("svg").first()).toBeVisible();
    await expect(risks.getByTestId("risk-disability-0").getByTestId("risk-basis-sickPayPct")).toContainText("70%");
    // The dossier records two children but not their ages: the analysis asks for the youngest one's (Anw).
    await expect(risks.getByTestId("risk-children-hint")).toHaveText(en.childrenHint);
    await risks.getByTestId("risk-option-youngestChildAge").fill("4");
    await expect(risks.getByTestId("risk-children-hint")).toBeHidden();
    await expect(risks.getByTestId("risk-death-0").getByTestId("risk-basis-anwMonthly")).toContainText("€1,668.49");

    // The report carries the same analysis as its own section.
    await page.getByTestId("open-report").click();
    const report = page.getByTestId("risk-analysis");
    await expect(report).toContainText(en.title);
    await expect(
      report.getByTestId("risk-unemployment-1").getByTestId("risk-chart").locator("svg").first(),
    ).toBeVisible();
  });
});
