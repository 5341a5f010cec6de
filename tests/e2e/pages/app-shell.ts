import { expect, type Locator, type Page } from "@playwright/test";

/** What every page of the product offers: language, sign-in through the popup, the signed-in chrome. */
export class AppShell {
  readonly languagePicker: Locator;
  readonly sidebar: Locator;
  readonly sidebarToggle: Locator;
  readonly welcomeLine: Locator;
  readonly logoutButton: Locator;
  readonly loginModal: Locator;

  constructor(readonly page: Page) {
    this.languagePicker = page.getByTestId("language-picker").first();
    this.sidebar = page.getByTestId("sidebar");
    this.sidebarToggle = page.getByTestId("sidebar-toggle");
    this.welcomeLine = page.getByTestId("welcome-line");
    this.logoutButton = page.getByTestId("logout-button");
    this.loginModal = page.getByTestId("login-modal");
  }

  /** Clicks `trigger`, picks `email` in the built-in provider's popup and waits for it to close. */
  async signInThrough(trigger: Locator, email = "anna@adviesdesk.example") {
    const popupOpened = this.page.waitForEvent("popup");
    await trigger.click();
    const popup = await popupOpened;
    await popup.getByTestId(`signin-${email}`).click();
    await popup.waitForEvent("close");
  }

  async signOut() {
    const popupOpened = this.page.waitForEvent("popup");
    await this.logoutButton.click();
    const popup = await popupOpened;
    await popup.waitForEvent("close");
  }

  async chooseLanguage(code: string) {
    await this.languagePicker.selectOption(code);
    await expect(this.page.locator("html")).toHaveAttribute("lang", code);
  }
}
