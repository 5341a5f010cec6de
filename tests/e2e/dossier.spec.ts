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
});
