import { expect, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage } from "./pages/chat-page";

/**
 * The example questions on the empty chat and ask screens are questions the demo library answers: each gets a
 * cited answer from the local model, with the figure the document states. A question the documents do not
 * answer gets a plain decline that cites nothing.
 */
const chatExamples = [
  { file: "Werkgeversverklaring_J_Visser.md", fact: "52.800" },
  { file: "Taxatierapport_Lindelaan_8_Utrecht.md", fact: "465.000" },
  { file: "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md", fact: "1, 5, 10, 20 en 30 jaar" },
];
const askExamples = [
  { file: "Werkgeversverklaring_J_Visser.md", fact: "Rivierland Logistiek" },
  { file: "Productblad_Groen_Wonen_Hypotheek.md", fact: "zes weken" },
  { file: "Taxatierapport_Lindelaan_8_Utrecht.md", fact: "energielabel is D" },
];

test.describe("example questions and declines over the demo library", () => {
  for (const { path, screen, examples } of [
    { path: "/chat" as const, screen: "chat" as const, examples: chatExamples },
    { path: "/qa" as const, screen: "ask" as const, examples: askExamples },
  ]) {
    test(`each example question on the empty ${screen} screen gets a cited answer with the document's figure`, async ({
      page,
    }) => {
      test.slow(); // real answers from the local model over the demo library
      const chat = new ChatPage(page);
      await chat.open(path);
      for (const [index, expected] of examples.entries()) {
        await expect(chat.examples.nth(index)).toHaveText(en.examples[screen][String(index + 1) as "1" | "2" | "3"]);
        await chat.examples.nth(index).click();
        const answer = chat.lastAnswer();
        await expect(answer.locator(`[data-testid="citation-link"][title="${expected.file}"]`).first()).toBeVisible();
        await expect(answer.getByTestId("answer-text")).toContainText(expected.fact);
        await chat.clear.click();
        await expect(chat.emptyState).toBeVisible();
      }
    });
  }

  test("a question no document answers is declined and cites nothing", async ({ page }) => {
    test.slow();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.ask("How many children does J. Visser have?");
    const answer = chat.lastAnswer();
    await expect(answer.getByTestId("answer-text")).toContainText("do not hold the answer");
    await expect(answer.getByTestId("citation-link")).toHaveCount(0);
  });
});
