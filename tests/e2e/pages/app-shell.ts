import { expect, type Locator, type Page } from "@playwright/test";

/** The popup may already be gone by the time we look: a logout popup closes as soon as it loads. */
const closed = async (popup: Page) => {
  if (!popup.isClosed()) await popup.waitForEvent("close");
};

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

  /**
   * Clicks `trigger`, picks `email` in the built-in provider's popup and waits until the app knows the
   * adviser. The interface language follows the adviser between sessions, so a spec that changed it
   * would leak into the next one: unless told to keep the saved language, this switches to `language`.
   */
  async signInThrough(
    trigger: Locator,
    email = "anna@adviesdesk.example",
    { language = "en" }: { language?: string | null } = {},
  ) {
    const meLoaded = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/me" && response.request().method() === "GET",
    );
    const popupOpened = this.page.waitForEvent("popup");
    await trigger.click();
    const popup = await popupOpened;
    await popup.getByTestId(`signin-${email}`).click();
    await closed(popup);
    const me = (await (await meLoaded).json()) as { language: string | null };
    if (me.language) await expect(this.page.locator("html")).toHaveAttribute("lang", me.language);
    if (language && me.language !== language) await this.chooseLanguage(language);
  }

  async signOut() {
    const popupOpened = this.page.waitForEvent("popup");
    await this.logoutButton.click();
    await closed(await popupOpened);
  }

  async chooseLanguage(code: string) {
    await this.languagePicker.selectOption(code);
    await expect(this.page.locator("html")).toHaveAttribute("lang", code);
  }
}
