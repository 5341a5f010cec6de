import { expect, test } from "@playwright/test";
import en from "../../locales/en/calculator.json" with { type: "json" };
import nl from "../../locales/nl/calculator.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";
import { CalculatorPage } from "./pages/calculator-page";

test.describe("the mortgage calculator", () => {
  test("a signed-in adviser fills the form and sees the maximum mortgage with its explanation", async ({ page }) => {
    // One whole adviser journey (sign-in, four steps, two languages, print) on a shared two-core machine.
    test.setTimeout(90_000);
    const shell = new AppShell(page);
    const calculator = new CalculatorPage(page);
    await page.goto("/calculator");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("calculator-title")).toHaveText(en.title);
    await expect(page.getByTestId("results-empty")).toBeVisible();

    // Step 1: a couple earning EUR 60,000 and EUR 40,000; step 2: 4.25% fixed for 10 years; step 3: EUR 500,000, label A.
    await calculator.field("applicants.0.income").fill("60000");
    await calculator.field("applicants.0.age").fill("31");
    await page.getByTestId("add-partner").click();
    await calculator.field("applicants.1.income").fill("40000");
    await calculator.field("interestRate").fill("4.25");
    await calculator.field("fixedPeriodYears").selectOption("10");
    await calculator.field("propertyValue").fill("500000");
    await calculator.field("energyLabel").selectOption("A");

    // TRHK 2026 Tabel 1, row EUR 100,000, band 4,001-4,500%: 27.1% -> EUR 459,067, plus EUR 10,000 for label A.
    await expect(calculator.maxMortgage).toHaveText("€469,067");
    await expect(calculator.maxByIncome).toHaveText("€469,067");
    await expect(calculator.maxByValue).toHaveText("€500,000");
    await expect(page.getByTestId("explanation-maxMortgage")).toContainText(en.rules.maxMortgage);
    await expect(calculator.figure("financeCostPct").getByTestId("figure-value")).toHaveText("27.1%");
    const cell = await calculator.openSource("financeCostPct");
    await expect(cell.getByTestId("explanation-cell")).toHaveText(
      "Bijlage 1, Tabel 1 · row 100000 · column 4,001-4,500%",
    );
    await expect(page.getByTestId("explanation-energyLabelAmount")).toContainText("Energy label A: EUR 10,000");

    // The chart and the 30-year schedule come with it; all 360 months on request.
    await expect(calculator.chart.locator("svg").first()).toBeVisible();
    await expect(calculator.scheduleTable.locator("tbody tr")).toHaveCount(30);
    await calculator.scheduleToggle.click();
    await expect(calculator.scheduleTable.locator("tbody tr")).toHaveCount(360);

    // A rate above 20% is refused beside the field; the last figures stay, marked as stale.
    await calculator.field("interestRate").fill("25");
    await expect(page.getByTestId("error-interestRate")).toHaveText(en.errors.interestRate);
    await expect(calculator.results).toContainText(en.results.stale);
    await calculator.field("interestRate").fill("4.25");
    await expect(page.getByTestId("error-interestRate")).toBeHidden();

    // In Dutch the same figures read in Dutch notation.
    await shell.chooseLanguage("nl");
    await expect(page.getByTestId("calculator-title")).toHaveText(nl.title);
    await expect(calculator.maxMortgage).toHaveText(/^€\s469\.067$/);
    await expect(calculator.figure("financeCostPct").getByTestId("figure-value")).toHaveText("27,1%");
    await expect(page.getByTestId("explanation-maxMortgage")).toContainText(nl.rules.maxMortgage);

    // On paper the form and the sidebar make way for the figures.
    await page.emulateMedia({ media: "print" });
    await expect(calculator.form).toBeHidden();
    await expect(calculator.maxMortgage).toBeVisible();
  });
});

test.describe("the calculator applies the 2026 rules the review checked", () => {
  test("partner alimony comes off the income and AOW within 10 years asks for the income after AOW", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const shell = new AppShell(page);
    const calculator = new CalculatorPage(page);
    await page.goto("/calculator");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    // Single, EUR 85,000, EUR 600 a month partner alimony, 5.2% fixed 10 years, label C: EUR 347,872.
    await calculator.field("applicants.0.income").fill("85000");
    await calculator.field("applicants.0.alimonyMonthly").fill("600");
    await calculator.field("interestRate").fill("5.2");
    await calculator.field("energyLabel").selectOption("C");
    await expect(calculator.maxMortgage).toHaveText("€347,872");
    await expect(page.getByTestId("explanation-obligations.partnerAlimony")).toContainText(en.rules.partnerAlimony);

    // Aged 60: AOW within 10 years, so the income after AOW is needed before a figure is given.
    await calculator.field("applicants.0.alimonyMonthly").fill("");
    await calculator.field("applicants.0.age").fill("60");
    await expect(page.getByTestId("error-applicants.0.incomeAfterAow")).toHaveText(en.errors.incomeAfterAow);
    await calculator.field("applicants.0.incomeAfterAow").fill("40000");
    await expect(page.getByTestId("error-applicants.0.incomeAfterAow")).toBeHidden();
    await expect(page.getByTestId("explanation-aowWithin10Years")).toContainText(en.rules.aowWithin10Years);
  });
});

test.describe("loan parts on the calculator page", () => {
  test("three parts show their first month: EUR 954.83, 350.00 and 891.67", async ({ page }) => {
    test.setTimeout(60_000);
    const shell = new AppShell(page);
    const calculator = new CalculatorPage(page);
    await page.goto("/calculator");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await calculator.field("applicants.0.income").fill("150000");
    const part = (index: number, values: Record<string, string>) => async () => {
      await page.getByTestId("add-part").click();
      for (const [name, value] of Object.entries(values)) {
        const field = calculator.field(`loanParts.${index}.${name}`);
        if (["repayment", "box"].includes(name)) await field.selectOption(value);
        else await field.fill(value);
      }
    };
    await part(0, { amount: "200000", interestRate: "4" })();
    await part(1, { amount: "100000", repayment: "interest_only", interestRate: "4.2", box: "3" })();
    await part(2, { amount: "150000", repayment: "linear", interestRate: "3.8", fixedPeriodYears: "20" })();
    await expect(page.getByTestId("loan-part-0-gross")).toHaveText("€954.83");
    await expect(page.getByTestId("loan-part-1-gross")).toHaveText("€350.00");
    await expect(page.getByTestId("loan-part-2-gross")).toHaveText("€891.67");
    await expect(page.getByTestId("loan-parts-result")).toContainText("€2,196.50");
    // An interest-only part in box 1 without transition law is refused beside the box.
    await calculator.field("loanParts.1.box").selectOption("1");
    await expect(page.getByTestId("error-loanParts.1.box")).toHaveText(en.parts.errors.box);
  });
});
