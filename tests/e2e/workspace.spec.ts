import { expect, test } from "@playwright/test";
import { accessToken } from "./pages/blog";
import { WorkspacePage } from "./pages/workspace";

test.describe("borrower workspace", () => {
  // Each test signs in through the popup and waits for real syncs; on a shared two-core machine that needs room.
  test.describe.configure({ timeout: 120_000 });

  test("an adviser adds a borrower, edits offline, reloads and sees the edit sync", async ({ page, context }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await expect(desk.rows.filter({ hasText: "Jan de Vries" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("borrower-list.png"), fullPage: true });

    await desk.newBorrower("Eva", "Jansen");
    await desk.field("profile.applicant.dateOfBirth").fill("1992-05-17");
    await expect(page.getByTestId("borrower-name")).toHaveText("Eva Jansen");
    await expect(desk.syncState).toHaveAttribute("data-dirty", "true");
    await desk.syncAndSettle();
    // The workspace may still have been loading when the borrower was added; its first load syncs what is pending,
    // so the borrower can already be at version 2 here. What matters is the step the offline edit adds.
    await expect(desk.version).toHaveText(/^Version \d+$/);
    const synced = Number((await desk.version.textContent())?.replace(/\D+/g, ""));
    // Once synced the new borrower is still in the list (the list's server answer predates it).
    const evaUrl = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "All borrowers" }).click();
    const eva = desk.rows.locator(`a[href="${evaUrl}"]`);
    await expect(eva).toHaveText("Eva Jansen");
    await eva.click();
    await expect(page.getByTestId("borrower-name")).toHaveText("Eva Jansen");

    await context.setOffline(true);
    await expect(page.getByTestId("offline-badge")).toBeVisible();
    await desk.field("profile.contact.phone").fill("06 11 22 33 44");
    await expect(desk.syncState).toHaveAttribute("data-dirty", "true");

    // The network comes back but the sync request does not get through: the edit must survive a reload.
    await page.route("**/api/workspace/sync", (route) => route.abort());
    await context.setOffline(false);
    await expect(page.getByTestId("workspace-error")).toHaveText("Failed to sync workspace");
    await page.reload();
    await expect(desk.field("profile.contact.phone")).toHaveValue("06 11 22 33 44");
    await expect(desk.syncState).toHaveAttribute("data-dirty", "true");

    await page.unroute("**/api/workspace/sync");
    await desk.syncAndSettle();
    await expect(desk.version).toHaveText(`Version ${synced + 1}`);

    // What the server holds: clear the local cache and read the borrower back.
    await page.getByTestId("clear-cache").click();
    await expect(desk.syncState).toHaveAttribute("data-dirty", "false");
    await page.reload();
    await expect(desk.field("profile.contact.phone")).toHaveValue("06 11 22 33 44");
    await desk.tab("history").click();
    await expect(page.getByTestId("timeline-event").first()).toContainText("Profile updated");
  });

  test("a search finds a borrower the first page of 20 did not bring, and the dossier opens and reloads", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers("bram@adviesdesk.example");
    const token = await accessToken(page);
    const change = (id: string, firstName: string, lastName: string, city: string) => ({
      id,
      baseVersion: null,
      deleted: false,
      status: "application_in_progress",
      profile: { applicant: { firstName, lastName }, contact: { city } },
      fieldTimes: {},
    });
    // The smallest id comes last in the default order (never opened, ties by id, newest first): page 2 of 25.
    const targetId = `00000000-0000-4000-8000-${crypto.randomUUID().slice(-12)}`;
    const fillers = Array.from({ length: 22 }, (_, index) =>
      change(crypto.randomUUID(), `Vulklant${index}`, "Peters", "Kampen"),
    );
    const response = await page.request.post("/api/workspace/sync", {
      headers: { authorization: `Bearer ${token}` },
      data: { workspace: null, borrowers: [change(targetId, "Wilhelmina", "Zandbergen", "Zwolle"), ...fillers] },
    });
    expect(response.status()).toBe(200);

    await page.reload();
    await expect(desk.rows).toHaveCount(20);
    await expect(desk.rows.filter({ hasText: "Wilhelmina Zandbergen" })).toHaveCount(0);

    await page.getByTestId("borrower-search").fill("zandberg");
    await expect(desk.rows).toHaveCount(1);
    await expect(desk.rows.first()).toContainText("Wilhelmina Zandbergen");
    await page.screenshot({ path: test.info().outputPath("borrower-search.png"), fullPage: true });
    await desk.openBorrower("Wilhelmina Zandbergen");
    await expect(page.getByTestId("field-profile-contact-city")).toHaveValue("Zwolle");

    // The BSN: 11-proef, confirmation, masked display and reveal; a pending edit is not lost on the way.
    await desk.field("profile.contact.phone").fill("06 55 44 33 22");
    await page.getByTestId("bsn-input").fill("123456780");
    await expect(page.getByTestId("bsn-check")).toHaveText("Does not pass the 11-proef");
    await page.getByTestId("bsn-input").fill("111222333");
    await page.getByTestId("bsn-confirm").check();
    await page.getByTestId("bsn-save").click();
    await expect(page.getByTestId("bsn-value")).toHaveText("*****2333");
    await page.getByTestId("bsn-reveal").click();
    await expect(page.getByTestId("bsn-value")).toHaveText("111222333");
    await expect(desk.syncState).toHaveAttribute("data-dirty", "true");
    await desk.syncAndSettle();
    await expect(desk.field("profile.contact.phone")).toHaveValue("06 55 44 33 22");
    // A reload reads the first page again; the dossier is fetched on its own.
    await page.reload();
    await expect(page.getByTestId("borrower-name")).toHaveText("Wilhelmina Zandbergen");

    await page.goto("/borrowers");
    await page.getByTestId("borrower-search").fill("");
    await page.getByTestId("borrower-filter").selectOption("active");
    await expect(desk.rows.filter({ hasText: "Pieter Bakker" })).toHaveCount(1);
    await expect(desk.rows).toHaveCount(1);
    await page.getByTestId("borrower-filter").selectOption("all");

    // The dashboard's quick actions: recent borrowers, and a search that opens the list with it filled in.
    await page.goto("/dashboard");
    await expect(page.getByTestId("quick-recent")).toContainText("Wilhelmina Zandbergen");
    await page.screenshot({ path: test.info().outputPath("dashboard.png"), fullPage: true });
    await page.getByTestId("quick-search").fill("zandbergen zwolle");
    await page.getByTestId("quick-search").press("Enter");
    await expect(page).toHaveURL(/\/borrowers\?search=zandbergen(\+|%20)zwolle$/);
    await expect(page.getByTestId("borrower-search")).toHaveValue("zandbergen zwolle");
    await expect(desk.rows).toHaveCount(1);
    await expect(desk.rows.first()).toContainText("Wilhelmina Zandbergen");
  });

  test("a stale edit from a second device is merged: the newer field wins and the adviser is told", async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = new WorkspacePage(await first.newPage());
    const b = new WorkspacePage(await second.newPage());
    await a.signInAtBorrowers();
    await b.signInAtBorrowers();
    await a.openBorrower("Mehmet Yılmaz");
    await b.openBorrower("Mehmet Yılmaz");

    await a.field("profile.contact.city").fill("Bloemendaal");
    await a.field("profile.wishes.loanAmount").fill("395000");
    await a.syncAndSettle();
    await expect(a.version).toHaveText("Version 2");

    // b still works on version 1 and changes the city after a did.
    await b.field("profile.contact.city").fill("Heemstede");
    await b.syncAndSettle();
    await expect(b.page.getByTestId("conflict-notice")).toContainText("Mehmet Yılmaz");
    await expect(b.version).toHaveText("Version 3");
    // b's city is the newer edit and wins; a's loan amount, which b did not touch, is kept.
    await expect(b.field("profile.contact.city")).toHaveValue("Heemstede");
    await expect(b.field("profile.wishes.loanAmount")).toHaveValue("395000");
    await first.close();
    await second.close();
  });

  test("a KYC upload shows its status, the review changes it and the information gaps follow", async ({ page }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers("bram@adviesdesk.example");
    await desk.openBorrower("Lotte Mulder");
    await desk.tab("gaps").click();
    await expect(page.getByTestId("gap-werkgeversverklaring")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("gaps.png"), fullPage: true });

    await desk.tab("kyc").click();
    await expect(page.getByTestId("kyc-status-werkgeversverklaring")).toHaveText("Missing");
    await page.getByTestId("upload-werkgeversverklaring").setInputFiles({
      name: "werkgeversverklaring-lotte.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(
        "Werkgeversverklaring Isala Zwolle: Lotte Mulder, vast dienstverband, bruto jaarsalaris 46.800 euro.",
      ),
    });
    await expect(page.getByTestId("kyc-status-werkgeversverklaring")).toHaveText("Pending");
    await page.getByTestId("approve-werkgeversverklaring").click();
    await expect(page.getByTestId("kyc-status-werkgeversverklaring")).toHaveText("Valid");
    await page.screenshot({ path: test.info().outputPath("kyc.png"), fullPage: true });
    await expect(page.getByTestId("timeline-event").first()).toHaveAttribute("data-type", "document_validation");

    await desk.tab("gaps").click();
    await expect(page.getByTestId("gaps-list")).toBeVisible();
    await expect(page.getByTestId("gap-werkgeversverklaring")).toHaveCount(0);
  });

  test("seeded KYC documents open their PDF original; a missing original is said, not a dead link", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.openBorrower("Jan de Vries");
    const link = page.getByTestId("kyc-file-identiteitsbewijs");
    await expect(link).toHaveText("paspoort-jan-de-vries.pdf");

    const original = await page.request.get((await link.getAttribute("href")) ?? "", {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(original.status()).toBe(200);
    expect(original.headers()["content-type"]).toBe("application/pdf");
    expect((await original.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await desk.expectOpensOriginal(link);
    await expect(page.getByTestId("kyc-file-error-identiteitsbewijs")).toHaveCount(0);

    // The client summary cites the seeded documents by number, and a source opens its original.
    await desk.tab("summary").click();
    await page.getByTestId("make-summary").click();
    const sources = page.getByTestId("summary-answer").getByTestId("citation-source");
    await expect(sources.first()).toContainText(/Identity document|Salary slip|Employer's statement/);
    await expect(page.getByTestId("summary-answer").getByTestId("citation-mark").first()).toHaveText("[1]");
    await desk.expectOpensOriginal(sources.first().getByRole("button"));
    await desk.tab("kyc").click();

    await page.route("**/documents/*/file", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"x","code":"NOT_FOUND"}' }),
    );
    await page.getByTestId("kyc-file-salarisstrook").click();
    await expect(page.getByTestId("kyc-file-error-salarisstrook")).toHaveText(
      "The original file of this document is not stored. Upload it again.",
    );
  });

  test("the adviser edits the lender rate table, restores an earlier version and fills the report's cover", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.openBorrower("Sanne Visser");

    await desk.tab("banks").click();
    await expect(page.getByTestId("sample-rates")).toBeVisible();
    await page.getByTestId("rates-editor").locator("summary").click();
    await page.getByTestId("add-rate").click();
    // The added rate is the last row of the table.
    const added = (await page.locator('[data-testid^="rate-"][data-testid$="-lender"]').count()) - 1;
    const cell = (name: string) => page.getByTestId(`rate-${added}-${name}`);
    const lender = cell("lender");
    await lender.fill("Testbank Nederland");
    await cell("years").fill("20");
    await cell("rate").fill("2,75");
    const best = page.getByTestId("bank-table").locator("tbody tr").first();
    await expect(best).toContainText("Testbank Nederland");
    await expect(best).toContainText("2.75%");
    await expect(page.getByTestId("sample-rates")).toHaveCount(0);
    // Clearing a cell to retype it stores nothing invalid: the comparison keeps the last good rate.
    await cell("rate").fill("");
    await expect(cell("rate")).toHaveAttribute("aria-invalid", "true");
    await expect(best).toContainText("2.75%");
    await lender.fill("");
    await expect(best).toContainText("Testbank Nederland");
    await desk.syncAndSettle();
    await page.reload();
    await desk.tab("banks").click();
    await expect(page.getByTestId("bank-table").locator("tbody tr").first()).toContainText("Testbank Nederland");

    await desk.tab("kyc").click();
    await desk.field("profile.wishes.loanAmount").fill("123456");
    await desk.syncAndSettle();
    await expect(desk.version).toHaveText("Version 2");
    await desk.tab("history").click();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(desk.version).toHaveText("Version 3");
    await desk.tab("kyc").click();
    await expect(desk.field("profile.wishes.loanAmount")).toHaveValue("300000");
    await desk.tab("history").click();
    await expect(page.getByTestId("timeline-event").first()).toHaveAttribute("data-type", "manual_override");

    await page.getByTestId("open-report").click();
    const cover = page.getByTestId("cover-page");
    await expect(cover).toContainText("AFM 12000001 (demo)");
    await page.getByTestId("adviser-details").locator("summary").click();
    await page.getByTestId("adviser-registrationNumber").fill("AFM 12345678");
    await expect(cover).toContainText("AFM 12345678");
    await page.getByTestId("adviser-email").fill("anna@");
    await expect(page.getByTestId("adviser-email")).toHaveAttribute("aria-invalid", "true");
    await expect(cover).toContainText("anna@adviesdesk.example");
    await page.screenshot({ path: test.info().outputPath("report-cover.png"), fullPage: true });
    await desk.syncAndSettle();
    // What the server holds: drop the local cache and read the workspace back.
    await page.getByTestId("clear-cache").click();
    await expect(desk.syncState).toHaveAttribute("data-dirty", "false");
    await page.reload();
    await expect(page.getByTestId("cover-page")).toContainText("AFM 12345678");
  });

  test("the mortgage report has the cover page and every section, and prints to a PDF", async ({ page }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.openBorrower("Jan de Vries");
    await page.getByTestId("open-report").click();
    const cover = page.getByTestId("cover-page");
    await expect(cover).toContainText("Jan de Vries");
    await expect(cover).toContainText("Sophie de Vries-Kramer");
    await expect(cover).toContainText("AD-2026-0142");
    await expect(cover).toContainText("Anna de Vries");
    for (const section of ["income", "debt", "property", "type", "interest", "calculations", "energy", "norms"]) {
      await expect(page.getByTestId(`report-${section}`)).toBeVisible();
    }
    await expect(page.getByTestId("analysis-status")).toHaveText(/Analysis complete|The document analysis failed/);
    await page.screenshot({ path: test.info().outputPath("report.png"), fullPage: true });
    await page.getByTestId("assistant-toggle").click();
    await expect(page.getByTestId("assistant-panel")).toBeVisible();
    await page.getByTestId("assistant-toggle").click();
    await expect(page.getByTestId("assistant-panel")).toHaveCount(0);

    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: test.info().outputPath("report-print.png"), fullPage: true });
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
