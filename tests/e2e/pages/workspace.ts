import { readFileSync } from "node:fs";
import { type Download, expect, type Locator, type Page } from "@playwright/test";
import { AppShell } from "./app-shell";

/** The borrower list and profile as an adviser uses them. */
export class WorkspacePage {
  readonly shell: AppShell;
  readonly rows: Locator;
  readonly syncState: Locator;
  readonly syncNow: Locator;
  readonly version: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.rows = page.getByTestId("borrower-row");
    this.syncState = page.getByTestId("sync-state");
    this.syncNow = page.getByTestId("sync-now");
    this.version = page.getByTestId("borrower-version");
  }

  async signInAtBorrowers(email = "anna@adviesdesk.example") {
    await this.page.goto("/borrowers");
    await this.shell.signInThrough(this.page.getByTestId("login-modal-submit"), email);
    await expect(this.page.getByTestId("borrower-table")).toBeVisible();
  }

  /** A new borrower, named: the dossier that opens for them. */
  async newBorrower(firstName: string, lastName: string) {
    await this.page.getByTestId("new-borrower").click();
    await this.field("profile.applicant.firstName").fill(firstName);
    await this.field("profile.applicant.lastName").fill(lastName);
  }

  field(path: string) {
    return this.page.getByTestId(`field-${path.replaceAll(".", "-")}`);
  }

  /**
   * Clicking `trigger` opens the original file, fetched with the adviser's token, as a blob in a new tab. Chromium
   * shows a PDF there; its headless shell has no PDF viewer and saves the same blob as a download, which must be a PDF.
   */
  async expectOpensOriginal(trigger: Locator) {
    // Listening on the context catches a download that starts before the popup's own listeners could be added.
    const downloaded = new Promise<Download>((resolve) =>
      this.page.context().once("page", (popup) => popup.once("download", resolve)),
    );
    const popupOpened = this.page.waitForEvent("popup");
    await trigger.click();
    const popup = await popupOpened;
    const opened = await Promise.race([
      // A navigation that turns into a download is aborted: the download answers then.
      popup.waitForURL(/^blob:/).then(
        () => ({ url: popup.url(), pdf: true }),
        () => new Promise<never>(() => {}),
      ),
      downloaded.then(async (download) => ({
        url: download.url(),
        pdf:
          readFileSync(await download.path())
            .subarray(0, 5)
            .toString() === "%PDF-",
      })),
    ]);
    expect(opened.url).toMatch(/^blob:/);
    expect(opened.pdf).toBe(true);
    await popup.close();
  }

  async openBorrower(name: string) {
    await this.page.getByTestId("borrower-table").getByRole("link", { name }).click();
    await expect(this.page.getByTestId("borrower-name")).toHaveText(name);
  }

  async syncAndSettle() {
    await this.syncNow.click();
    await expect(this.syncState).toHaveAttribute("data-dirty", "false");
  }

  tab(name: "kyc" | "advice" | "gaps" | "regulatory" | "calculator" | "banks" | "summary" | "history") {
    return this.page.getByTestId(`tab-${name}`);
  }
}
