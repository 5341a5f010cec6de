import { expect, test } from "@playwright/test";
import en from "../../locales/en/workspace.json" with { type: "json" };
import { WorkspacePage } from "./pages/workspace";

test.describe("issued mortgage reports", () => {
  test("an issued version reopens with the figures it was signed with after the dossier changes", async ({ page }) => {
    test.setTimeout(90_000);
    const desk = new WorkspacePage(page);
    // Bram's retired couple (Annelies reaches AOW age within 10 years; the seed holds her income after AOW).
    await desk.signInAtBorrowers("bram@adviesdesk.example");
    await desk.openBorrower("Pieter Bakker");
    await page.getByTestId("open-report").click();
    const type = page.getByTestId("report-type");
    const norms = page.getByTestId("report-norms");
    // Wft 4:23 is not "covered" without a client profile and written advice.
    await expect(norms).toContainText(en.regulatory.items.clientProfile);
    await expect(norms).toContainText(en.regulatory.items.writtenAdvice);

    await page.getByTestId("report-issue").click();
    await expect(page.getByTestId("report-frozen")).toContainText("Issued version 1");
    await expect(type).toContainText("€150,000");
    const frozenCalculations = (await page.getByTestId("report-calculations").textContent()) ?? "";
    await expect(norms).not.toContainText(en.regulatory.items.writtenAdvice);

    // The dossier changes after the report was issued.
    await page.goBack();
    await desk.tab("kyc").click();
    await desk.field("profile.wishes.loanAmount").fill("140000");
    await desk.syncAndSettle();
    await page.getByTestId("open-report").click();
    await expect(type).toContainText("€140,000");
    await expect(page.getByTestId("report-frozen")).toHaveCount(0);

    // Version 1 still shows what was signed.
    const version = page.getByTestId("report-version");
    await version.selectOption({ index: 1 });
    await expect(page.getByTestId("report-frozen")).toContainText("Issued version 1");
    await expect(type).toContainText("€150,000");
    await expect(page.getByTestId("report-calculations")).toHaveText(frozenCalculations);
    await page.screenshot({ path: test.info().outputPath("report-issued.png"), fullPage: true });
  });
});
