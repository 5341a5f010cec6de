import { expect, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage, streamOnce } from "./pages/chat-page";

/**
 * The chat screens for someone who is not signed in (spec sections 2.2, 5 and 6): the screen shows its
 * logged-out state under the login prompt, and signing in unlocks it in place.
 */
test.describe("chat while logged out", () => {
  test("input, examples, upload and security filters are disabled until sign-in, which unlocks them in place", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await page.goto("/chat");
    await expect(chat.shell.loginModal).toContainText("Authentication Required");
    // Closing the modal keeps the visitor on the chat, with the sign-in prompt above the input.
    await page.keyboard.press("Escape");
    await expect(chat.shell.loginModal).toBeHidden();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId("auth-required")).toContainText("Authentication Required");

    await expect(chat.input).toBeDisabled();
    await expect(chat.input).toHaveAttribute("placeholder", "Please login to continue...");
    await expect(chat.send).toBeDisabled();
    for (const example of await chat.examples.all()) await expect(example).toBeDisabled();
    await expect(page.getByTestId("open-files")).toBeDisabled();
    expect(await chat.seriousAccessibilityIssues()).toEqual([]);

    await chat.openSettings();
    await expect(chat.settings.getByTestId("security-filters")).toBeVisible();
    await expect(chat.settings.getByTestId("setting-oid-filter")).toBeDisabled();
    await expect(chat.settings.getByTestId("setting-groups-filter")).toBeDisabled();
    await chat.closeSheet();

    await chat.shell.signInThrough(page.getByTestId("auth-required-login"));
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId("auth-required")).toHaveCount(0);
    await expect(chat.input).toBeEnabled();
    await expect(chat.input).toHaveAttribute("placeholder", en.input.placeholder.chat);
    await expect(chat.examples.first()).toBeEnabled();
    await expect(page.getByTestId("open-files")).toBeEnabled();
    await chat.openSettings();
    await expect(chat.settings.getByTestId("setting-oid-filter")).toBeEnabled();
  });

  test("the ask screen says the same, and the login modal still leads back to it", async ({ page }) => {
    const chat = new ChatPage(page);
    await page.goto("/qa");
    await expect(chat.shell.loginModal).toBeVisible();
    await expect(page.getByTestId("ask-screen")).toBeAttached();
    await expect(chat.input).toHaveAttribute("placeholder", "Please login to continue...");
    await expect(chat.input).toBeDisabled();
    await chat.shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page).toHaveURL(/\/qa$/);
    await expect(chat.input).toHaveAttribute("placeholder", en.input.placeholder.ask);
    await expect(chat.input).toBeEnabled();
  });

  test("a conversation does not outlive its adviser's sign-out", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await streamOnce(
      page,
      { delta: { role: "assistant" }, context: { data_points: [], thoughts: [] }, session_state: "s" },
      { delta: { role: "assistant", content: "Vertrouwelijk antwoord." } },
    );
    await chat.ask("Wat verdient de klant?");
    await expect(chat.lastAnswer()).toContainText("Vertrouwelijk antwoord.");

    await chat.shell.signOut();
    await page.goto("/chat");
    await expect(chat.input).toHaveAttribute("placeholder", "Please login to continue...");
    await expect(chat.emptyState).toBeVisible();
    await expect(chat.questions).toHaveCount(0);

    // The next adviser in the same tab starts empty too.
    await chat.shell.signInThrough(page.getByTestId("login-modal-submit"), "bram@adviesdesk.example");
    await expect(chat.emptyState).toBeVisible();
  });

  test("other signed-in pages stay behind the sign-in page", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByTestId("auth-required")).toBeVisible();
    await expect(page.getByTestId("question-input")).toHaveCount(0);
  });
});
