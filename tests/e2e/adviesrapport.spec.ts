import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import calculatorEn from "../../locales/en/calculator.json" with { type: "json" };
import en from "../../locales/en/workspace.json" with { type: "json" };
import nl from "../../locales/nl/workspace.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";
import { CalculatorPage } from "./pages/calculator-page";
import { WorkspacePage } from "./pages/workspace";

/** Issue 18: a client profile and loan parts go into the dossier, and the issued adviesrapport prints as a PDF. */
test.describe("adviesrapport", () => {
  test("profile, advice per risk and loan parts reach the issued report, which prints without the app", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers("bram@adviesdesk.example");
    await desk.newBorrower("Noor", "Jansen");
    await desk.field("profile.applicant.grossAnnualIncome").fill("120000");
    await desk.field("profile.property.value").fill("450000");

    await desk.tab("advice").click();
    await desk.field("profile.advice.goals").fill("A family home in Zwolle with fixed costs for ten years.");
    await desk.field("profile.advice.knowledge").selectOption("basic");
    await desk.field("profile.advice.riskAppetite").selectOption("low");
    await desk.field("profile.advice.experience").fill("First mortgage.");
    await page.getByTestId("dossier-add-part").click();
    await page.getByTestId("dossier-part-0-amount").fill("200000");
    await page.getByTestId("dossier-part-0-interestRate").fill("4");
    await page.getByTestId("dossier-add-part").click();
    await page.getByTestId("dossier-part-1-amount").fill("100000");
    await page.getByTestId("dossier-part-1-repayment").selectOption("interest_only");
    // Interest only without transition law is box 3.
    await expect(page.getByTestId("dossier-part-1-box")).toHaveValue("3");
    await page.getByTestId("dossier-part-1-interestRate").fill("4.2");
    await desk.field("profile.purchaseCosts.adviceFee").fill("2500");
    const advice = {
      death: "Term life cover of EUR 100,000 advised and accepted.",
      disability: "WIA shortfall covered by the employer's gap insurance.",
      unemployment: "A buffer of three months' costs in savings.",
      retirement: "The box 3 part is repaid from savings before AOW age.",
    };
    for (const [risk, text] of Object.entries(advice)) await desk.field(`profile.advice.riskAdvice.${risk}`).fill(text);
    await desk.field("profile.advice.lender").fill("Zwolse Bank");
    await desk.field("profile.advice.lenderReasons").fill("Lowest net monthly costs; moving the loan is free.");
    await desk.syncAndSettle();
    await page.screenshot({ path: test.info().outputPath("advice-tab.png"), fullPage: true });
    // The KYC tab no longer offers the single loan amount: it points to the parts.
    await desk.tab("kyc").click();
    await expect(page.getByTestId("loan-in-parts")).toContainText("€300,000");
    await expect(desk.field("profile.wishes.loanAmount")).toHaveCount(0);

    await page.getByTestId("open-report").click();
    const report = page.getByTestId("mortgage-report");
    await expect(report.getByTestId("report-client-profile")).toContainText("A family home in Zwolle");
    await expect(report.getByTestId("report-client-profile")).toContainText(en.advice.riskAppetites.low);
    // 200,000 annuity at 4.0% over 360 months: EUR 954.83; 100,000 interest only at 4.2%: EUR 350.00.
    await expect(report.getByTestId("report-part-0-gross")).toHaveText("€954.83");
    await expect(report.getByTestId("report-part-1-gross")).toHaveText("€350.00");
    await expect(report.getByTestId("report-total-gross")).toHaveText("€1,304.83");
    await expect(report.getByTestId("report-chart")).toBeVisible();
    await expect(report.getByTestId("report-risk-unemployment")).toHaveText(advice.unemployment);
    await expect(report.getByTestId("report-lender")).toContainText("Lowest net monthly costs");
    await expect(report.getByTestId("report-advice-costs")).toContainText("€2,500.00");
    await expect(report.getByTestId("report-signature")).toContainText("Noor Jansen");
    const norms = report.getByTestId("report-norms");
    await expect(norms).not.toContainText(en.regulatory.items.clientProfile);
    await expect(norms).not.toContainText(en.regulatory.items.riskAdvice);

    await page.screenshot({ path: test.info().outputPath("adviesrapport.png"), fullPage: true });
    await page.getByTestId("report-issue").click();
    await expect(page.getByTestId("report-frozen")).toContainText("Issued version 1");
    await expect(report.getByTestId("report-risk-death")).toHaveText(advice.death);
    await expect(report.getByTestId("report-part-1-gross")).toHaveText("€350.00");

    // Printed: only the report, on A4, with the client and version in the page margins after the cover.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("report-issue")).toBeHidden();
    await expect(page.getByTestId("report-pdf")).toBeHidden();
    await expect(report.getByTestId("report-signature")).toBeVisible();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const file = test.info().outputPath("adviesrapport.pdf");
    writeFileSync(file, pdf);
    await test.info().attach("adviesrapport.pdf", { path: file, contentType: "application/pdf" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    // The cover carries no running header; every later page names the client, the version and its page number.
    expect(text[0]).not.toMatch(/ · Version \d+/);
    for (const [index, pageText] of text.entries()) {
      expect(pageText).toContain(`Page ${index + 1} / ${totalPages}`);
      if (index > 0) expect(pageText).toMatch(/Noor Jansen · .*-1 · Version \d+/s);
    }
    expect(text.join(" ")).toContain(advice.retirement);
    expect(text.join(" ")).not.toContain(en.report.issued.issue);

    // The same issued report in Dutch: the adviesrapport's own sections and the print header in the reader's language.
    await page.emulateMedia({ media: "screen" });
    await new AppShell(page).chooseLanguage("nl");
    await expect(report.getByTestId("report-client-profile")).toContainText(nl.report.sections.clientProfile);
    await expect(report.getByTestId("report-risk-advice")).toContainText(nl.advice.risks.disability);
    await expect(report.getByTestId("report-signature")).toContainText(nl.report.signatureClient);
    await expect(report.getByTestId("report-part-1")).toContainText(nl.advice.parts.forms.interest_only);
    await expect(report.getByTestId("report-part-1-gross")).toHaveText(/350,00/);

    // Every other language names the adviesrapport's sections in its own words (the keys exist in all 8).
    for (const language of ["da", "es", "fr", "ja", "pt-BR", "tr"] as const) {
      const texts = (await import(`../../locales/${language}/workspace.json`, { with: { type: "json" } }))
        .default as typeof en;
      await new AppShell(page).chooseLanguage(language);
      await expect(report.getByTestId("report-risk-advice")).toContainText(texts.report.sections.riskAdvice);
      await expect(report.getByTestId("report-signature")).toContainText(texts.report.signatureAdviser);
      await expect(report.getByTestId("report-loan-parts")).toContainText(texts.report.parts.totalNet);
    }
  });

  test("the calculator page shows a bridging loan: 90% x 400,000 - 250,000 = EUR 110,000 at 6%, EUR 550 a month", async ({
    page,
  }) => {
    const calculator = new CalculatorPage(page);
    await page.goto("/calculator");
    await new AppShell(page).signInThrough(page.getByTestId("login-modal-submit"));
    await calculator.field("applicants.0.income").fill("80000");
    await calculator.field("interestRate").fill("4");
    await calculator.field("fixedPeriodYears").selectOption("10");
    await calculator.field("loanAmount").fill("300000");
    await expect(calculator.maxByIncome).toHaveText(/€/);
    const before = (await calculator.maxByIncome.textContent()) ?? "";
    await calculator.field("bridging.enabled").check();
    await calculator.field("bridging.expectedSalePrice").fill("400000");
    await calculator.field("bridging.remainingMortgage").fill("250000");
    await calculator.field("bridging.interestRate").fill("6");
    await calculator.field("bridging.oldHomeMonthlyCosts").fill("1000");
    const result = page.getByTestId("bridging-result");
    await expect(result.getByTestId("figure-bridging.amount")).toContainText("€110,000.00");
    await expect(result.getByTestId("figure-bridging.monthlyInterest")).toContainText("€550.00");
    // Not sold yet: the old home's EUR 1,000 a month lowers the maximum on income.
    await expect(calculator.maxByIncome).not.toHaveText(before);
    await calculator.field("bridging.soldUnconditionally").check();
    await expect(result.getByTestId("figure-bridging.doubleCostsMonthly")).toContainText(calculatorEn.bridging.sold);
    await expect(calculator.maxByIncome).toHaveText(before);
  });
});
