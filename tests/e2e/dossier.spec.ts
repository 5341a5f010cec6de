import { expect, test } from "@playwright/test";
import en from "../../locales/en/workspace.json" with { type: "json" };
import { WorkspacePage } from "./pages/workspace";

test.describe("a dossier's documents and history", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a KYC document is deleted in the dossier after a confirmation; status, gaps and history follow", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await page.getByTestId("new-borrower").click();
    await desk.field("profile.applicant.firstName").fill("Iris");
    await desk.field("profile.applicant.lastName").fill("Verbeek");
    await desk.field("profile.applicant.grossAnnualIncome").fill("52000");
    await desk.syncAndSettle();

    await desk.tab("kyc").click();
    await page.getByTestId("upload-salarisstrook").setInputFiles({
      name: "salarisstrook-iris.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Salarisstrook Iris Verbeek: bruto 4.333 euro per maand."),
    });
    await expect(page.getByTestId("kyc-status-salarisstrook")).toHaveText("Pending");
    await page.getByTestId("approve-salarisstrook").click();
    await expect(page.getByTestId("kyc-status-salarisstrook")).toHaveText("Valid");

    // Cancelling keeps the document.
    await page.getByTestId("delete-salarisstrook").click();
    const dialog = page.getByTestId("delete-document-dialog");
    await expect(dialog).toContainText("salarisstrook-iris.txt");
    await dialog.getByRole("button", { name: en.kyc.delete.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("kyc-status-salarisstrook")).toHaveText("Valid");

    await page.getByTestId("delete-salarisstrook").click();
    await page.getByTestId("delete-document-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("kyc-status-salarisstrook")).toHaveText("Missing");
    await expect(page.getByTestId("kyc-file-salarisstrook")).toHaveCount(0);
    await expect(page.getByTestId("timeline-event").first()).toHaveAttribute("data-type", "document_delete");
    await desk.tab("gaps").click();
    await expect(page.getByTestId("gap-salarisstrook")).toBeVisible();
  });

  test("version history shows the form's labels and readable values, without empty-to-empty lines", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await page.getByTestId("new-borrower").click();
    await desk.field("profile.applicant.firstName").fill("Daan");
    await desk.field("profile.applicant.lastName").fill("Hendriks");
    await desk.field("profile.applicant.grossAnnualIncome").fill("60000");
    await desk.syncAndSettle();

    await desk.tab("history").click();
    const changes = page.getByTestId("timeline-change");
    await expect(changes.first()).toBeVisible();
    const lines = await changes.allTextContents();
    expect(
      lines.some((line) => line.startsWith(`Applicant · ${en.fields.firstName}: `) && line.endsWith("→ Daan")),
    ).toBe(true);
    expect(
      lines.some(
        (line) => line.startsWith(`Applicant · ${en.fields.grossAnnualIncome}: `) && line.endsWith("→ 60,000"),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line.includes("profile.") || line.endsWith("— → —"))).toEqual([]);
    expect(lines.filter((line) => line.includes("application_in_progress"))).toEqual([]);
  });

  test("the report: the cover's columns do not overlap with the assistant open; the assistant cites numbered sources; each person's income by name", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.openBorrower("Jan de Vries");
    await page.getByTestId("open-report").click();
    await expect(page.getByTestId("cover-page")).toBeVisible();
    await page.getByTestId("assistant-toggle").click();
    const assistant = page.getByTestId("assistant-panel");
    await assistant.getByRole("textbox").fill("Wat is het bruto salaris van Jan de Vries?");
    await assistant.getByRole("textbox").press("Enter");
    const answer = assistant.getByTestId("assistant-answer");
    await expect(answer.getByTestId("citation-source").first()).toBeVisible();
    await expect(answer).not.toContainText("#page=");
    await expect(answer.getByTestId("citation-mark").first()).toHaveText("[1]");

    // No value on the cover runs into its neighbour: every value's box ends inside the report.
    const report = await page.getByTestId("mortgage-report").boundingBox();
    const overflowing = await page
      .getByTestId("cover-details")
      .locator("dd")
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    const cells = await page.getByTestId("cover-details").locator("dd").all();
    for (const cell of cells) {
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((report?.x ?? 0) + (report?.width ?? 0));
    }
    await page.screenshot({ path: test.info().outputPath("report-with-assistant.png") });

    const income = page.getByTestId("report-income");
    await expect(income).toContainText("Gross annual income (EUR) — Sophie de Vries-Kramer");
    await expect(income).not.toContainText("— partner");
  });
});
