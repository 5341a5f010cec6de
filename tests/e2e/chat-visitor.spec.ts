import { expect, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage } from "./pages/chat-page";

/**
 * Runs against the second server of playwright.config.ts, started with ENABLE_UNAUTHENTICATED_ACCESS on and
 * VISITOR_GROUPS=advisers: a visitor who is not signed in may use /chat and /qa (spec 6), without upload,
 * security filters or cloud history, and every other signed-in page stays behind sign-in.
 */
const question = "Welke rentekorting geeft de Groen Wonen Hypotheek per energielabel?";

test.describe("chat for visitors when unauthenticated access is enabled", () => {
  test("a visitor asks without signing in: no login prompt, a cited answer, upload and security filters disabled, history in this browser", async ({
    page,
  }) => {
    test.slow(); // real answers from the local model over the demo library
    const chat = new ChatPage(page);
    await page.goto("/chat");
    await expect(page.getByTestId("chat-screen")).toBeVisible();
    await expect(chat.shell.loginModal).toHaveCount(0);
    await expect(page.getByTestId("auth-required")).toHaveCount(0);
    await expect(chat.input).toBeEnabled();
    await expect(chat.input).toHaveAttribute("placeholder", en.input.placeholder.chat);
    await expect(page.getByTestId("open-files")).toBeDisabled();
    await chat.openSettings();
    await expect(chat.settings.getByTestId("setting-oid-filter")).toBeDisabled();
    await expect(chat.settings.getByTestId("setting-groups-filter")).toBeDisabled();
    await chat.closeSheet();

    const request = page.waitForRequest("**/chat/stream");
    await chat.ask(question);
    expect((await request).headers().authorization).toBeUndefined();
    const answer = chat.lastAnswer();
    const citation = answer.locator('[data-testid="citation-link"][title="Productblad_Groen_Wonen_Hypotheek.md"]');
    await expect(citation.first()).toBeVisible();
    await citation.first().click();
    // The cited file comes from GET /content, which serves the visitor what VISITOR_GROUPS may read.
    await expect(chat.panel.getByTestId("citation-markdown")).toContainText("Rentekorting per energielabel");

    await page.getByTestId("open-history").click();
    await expect(chat.history).toContainText(en.history.storedBrowser);
    await expect(chat.history.getByTestId("history-item")).toHaveText([`${question.slice(0, 50)}...`]);
  });

  test("the ask screen answers a visitor too; other signed-in pages still ask for sign-in", async ({ page }) => {
    test.slow();
    const chat = new ChatPage(page);
    await page.goto("/qa");
    await expect(chat.input).toBeEnabled();
    const asked = page.waitForResponse("**/ask");
    await chat.ask(question);
    expect((await asked).status()).toBe(200);
    await expect(chat.lastAnswer()).toContainText("Productblad_Groen_Wonen_Hypotheek.md");

    await page.goto("/dashboard");
    await expect(chat.shell.loginModal).toBeVisible();
    await expect(page.getByTestId("auth-required")).toBeVisible();
  });
});
