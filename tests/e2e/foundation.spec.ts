import { expect, test } from "@playwright/test";
import ja from "../../locales/ja/dashboard.json" with { type: "json" };
import nl from "../../locales/nl/dashboard.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";

test.describe("signing in and the signed-in shell", () => {
  test("a visitor signs in from the header, lands on the chat and signs out back home", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/");
    await expect(page.getByTestId("footer-copyright")).toContainText(String(new Date().getFullYear()));
    await shell.signInThrough(page.getByTestId("header-button"));
    await expect(page).toHaveURL(/\/chat$/);
    await expect(shell.welcomeLine).toHaveText("Welcome, Anna");

    await shell.signOut();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page.getByTestId("auth-required")).toBeVisible();
  });

  test("a signed-in adviser's language chosen on the landing page is saved and follows them into the app", async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto("/");
    await shell.signInThrough(page.getByTestId("header-button"), "bram@adviesdesk.example");
    await expect(page).toHaveURL(/\/chat$/);

    // A new visit to / is a full page load of the landing page's own entry; the kept session is restored there.
    const meLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/me");
    await page.goto("/");
    await meLoaded;
    await expect(page.getByTestId("header-button")).toHaveText("Open Adviesdesk");
    const saved = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/me/preferences" && request.method() === "PUT",
    );
    await shell.chooseLanguage("nl");
    expect((await saved).postDataJSON()).toEqual({ language: "nl" });

    await page.getByTestId("header-button").click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(shell.welcomeLine).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("a protected page asks for sign-in and returns to it afterwards", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/calculator?from=e2e");
    await expect(shell.loginModal).toBeVisible();
    await expect(shell.loginModal).toContainText("Authentication Required");
    await shell.signInThrough(page.getByTestId("login-modal-submit"), "bram@adviesdesk.example");
    await expect(page).toHaveURL(/\/calculator\?from=e2e$/);
    await expect(shell.loginModal).toBeHidden();
    await expect(shell.welcomeLine).toHaveText("Welcome, Bram");
  });

  test("closing the login modal leads to the Login Required page, which signs in and goes back", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/borrowers");
    await expect(shell.loginModal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/login-required/);
    await expect(page.getByTestId("login-required")).toContainText("Please log in to access this page");
    await shell.signInThrough(page.getByTestId("login-required").getByRole("button"));
    await expect(page).toHaveURL(/\/borrowers$/);
  });

  test("the dashboard reads in Dutch and in Japanese, and the choice is remembered", async ({ page, browser }) => {
    const shell = new AppShell(page);
    await page.goto("/dashboard");
    await shell.signInThrough(page.getByTestId("login-modal-submit"), "carla@adviesdesk.example");
    await expect(page.getByTestId("dashboard-title")).toHaveText("Enhance your Mortgage Advisory");
    await expect(page.getByTestId("registration-statement")).toContainText("2026/000000/07");
    await expect(page.getByTestId("demo-values")).toBeVisible();

    await shell.chooseLanguage("nl");
    await expect(page.getByTestId("dashboard-title")).toHaveText(nl.title);
    await expect(page.getByTestId("dashboard-card-assistant").getByRole("link")).toHaveText(nl.cards.assistant.button);
    await expect(page.getByTestId("registration-statement")).toContainText(nl.registration.number);

    await shell.chooseLanguage("ja");
    await expect(page.getByTestId("dashboard-title")).toHaveText(ja.title);
    await expect(page.getByTestId("dashboard-card-reports").getByRole("link")).toHaveText(ja.cards.reports.button);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await page.getByTestId("dashboard-card-profiles").getByRole("link").click();
    await expect(page).toHaveURL(/\/borrowers$/);

    // The choice is saved with the adviser: a fresh browser picks it up after signing in.
    const otherBrowser = await browser.newContext();
    const otherPage = await otherBrowser.newPage();
    const otherShell = new AppShell(otherPage);
    await otherPage.goto("/dashboard");
    await expect(otherPage.locator("html")).toHaveAttribute("lang", "en");
    await otherShell.signInThrough(otherPage.getByTestId("login-modal-submit"), "carla@adviesdesk.example", {
      language: null,
    });
    await expect(otherPage.getByTestId("dashboard-title")).toHaveText(ja.title);
    await otherBrowser.close();
  });

  test("the sidebar collapses, stays collapsed after a reload and reopens", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/dashboard");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(shell.sidebar).toHaveAttribute("data-state", "expanded");
    await expect(shell.sidebar.getByText("Mortgage Calculator")).toBeVisible();

    await shell.sidebarToggle.click();
    await expect(shell.sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(shell.sidebar.getByText("Mortgage Calculator")).toBeHidden();
    await page.reload();
    await expect(shell.sidebar).toHaveAttribute("data-state", "collapsed");

    await shell.sidebarToggle.click();
    await expect(shell.sidebar).toHaveAttribute("data-state", "expanded");
    await shell.sidebar.getByRole("link", { name: "Mortgage Calculator" }).click();
    await expect(page).toHaveURL(/\/calculator$/);
  });

  test("the header gains its scroll effect after 50 px", async ({ page }) => {
    const shell = new AppShell(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/dashboard");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("dashboard-title")).toBeVisible();
    const header = page.getByTestId("app-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
});
