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
    await desk.newBorrower("Iris", "Verbeek");
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
    await desk.newBorrower("Daan", "Hendriks");
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

    // The document analysis asks each KYC document on its own: every one of Jan's documents has its block.
    const analysed = page.getByTestId("report-analysis-document");
    for (const type of ["identiteitsbewijs", "salarisstrook", "werkgeversverklaring"] as const)
      await expect(analysed.filter({ hasText: `${en.kyc.types[type]} — Jan de Vries` })).toHaveCount(1);
    await expect(page.getByTestId("report-analysis")).not.toContainText(/\b[A-NP-Z]{2}[A-NP-Z0-9]{6}\d\b/);
  });

  test("a couple: the partner has their own BSN and KYC slots; gaps and the report name the partner's documents", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.newBorrower("Mark", "Bosman");
    await desk.field("profile.applicant.grossAnnualIncome").fill("48000");
    await desk.field("profile.hasPartner").check();
    await desk.field("profile.partner.firstName").fill("Lotte");
    await desk.field("profile.partner.lastName").fill("Smit");
    await desk.field("profile.partner.grossAnnualIncome").fill("39000");
    // Dates follow the app language (English: month/day/year), whatever the browser's locale; stored as ISO.
    const birth = desk.field("profile.partner.dateOfBirth");
    await birth.fill("17/05/1992");
    await expect(birth).toHaveAttribute("aria-invalid", "true");
    await birth.fill("05/17/1992");
    await expect(birth).not.toHaveAttribute("aria-invalid", "true");
    await desk.syncAndSettle();

    // Each person's BSN, stored masked.
    await expect(page.getByTestId("bsn")).toContainText("BSN of Mark Bosman");
    const partnerBsn = page.getByTestId("partner-bsn");
    await expect(partnerBsn).toContainText("BSN of Lotte Smit");
    await page.getByTestId("partner-bsn-input").fill("123456782");
    await page.getByTestId("partner-bsn-confirm").check();
    await page.getByTestId("partner-bsn-save").click();
    await expect(page.getByTestId("partner-bsn-value")).toHaveText("*****6782");
    await expect(page.getByTestId("bsn-value")).toHaveCount(0);
    await page.getByTestId("partner-bsn-reveal").click();
    await expect(page.getByTestId("partner-bsn-value")).toHaveText("123456782");

    // The partner's own identity and income slots, apart from the applicant's.
    await desk.tab("kyc").click();
    const partnerSlots = page.getByTestId("kyc-partner");
    await expect(partnerSlots).toContainText("Documents of Lotte Smit");
    await expect(page.getByTestId("kyc-partner-identiteitsbewijs")).toBeVisible();
    await expect(page.getByTestId("kyc-partner-werkgeversverklaring")).toBeVisible();
    await page.getByTestId("upload-partner-salarisstrook").setInputFiles({
      name: "salarisstrook-lotte.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Salarisstrook Lotte Smit: bruto 3.250 euro per maand."),
    });
    await expect(page.getByTestId("kyc-status-partner-salarisstrook")).toHaveText("Pending");
    await expect(page.getByTestId("kyc-status-salarisstrook")).toHaveText("Missing");

    await desk.tab("gaps").click();
    await expect(page.getByTestId("gap-partner-identiteitsbewijs")).toContainText("Lotte Smit");
    await expect(page.getByTestId("gap-salarisstrook")).toContainText("Mark Bosman");
    await expect(page.getByTestId("gap-partner-salarisstrook")).toHaveCount(0);
    await expect(page.getByTestId("gap-partner-bsn")).toHaveCount(0);
    await expect(page.getByTestId("gap-partner-dateOfBirth")).toHaveCount(0);
    await expect(page.getByTestId("gap-dateOfBirth")).toBeVisible();

    await page.getByTestId("open-report").click();
    const documents = page.getByTestId("report-documents");
    await expect(documents).toContainText(`${en.kyc.types.salarisstrook} — Lotte Smit`);
    await expect(documents).toContainText("salarisstrook-lotte.txt · Pending");
    await expect(documents).toContainText(`${en.kyc.types.identiteitsbewijs} — Lotte Smit`);
    await expect(documents).toContainText(`${en.kyc.types.salarisstrook} — Mark Bosman`);

    // The history stored the date as ISO and shows it in the app language.
    await page.goBack();
    await desk.tab("history").click();
    await expect(page.getByTestId("timeline-change").filter({ hasText: "May 17, 1992" })).toHaveCount(1);
  });
});
