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

  test("the issue's questions: the lender's maximum, the employer asked as a company, the start date", async ({
    page,
  }) => {
    test.slow();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    for (const [index, { question, file, fact, frame }] of [
      {
        question: "What is the maximum loan-to-value at the Hollandse Hypotheekbank?",
        file: "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md",
        fact: "100%",
        frame: "The documents say",
      },
      {
        question: "Bij welk bedrijf werkt J. Visser?",
        file: "Werkgeversverklaring_J_Visser.md",
        fact: "Rivierland Logistiek",
        frame: "Volgens de documenten",
      },
      {
        question: "When did J. Visser start at his employer?",
        file: "Werkgeversverklaring_J_Visser.md",
        fact: "1 september 2022",
        frame: "The documents say",
      },
    ].entries()) {
      await chat.ask(question);
      await expect(chat.finishedAnswers()).toHaveCount(index + 1);
      const answer = chat.lastAnswer();
      await expect(answer.locator(`[data-testid="citation-link"][title="${file}"]`).first()).toBeVisible();
      // A Dutch question gets a Dutch frame in the English interface.
      await expect(answer.getByTestId("answer-text")).toContainText(frame);
      await expect(answer.getByTestId("answer-text")).toContainText(fact);
      // The statement's title ("Werkgeversverklaring: Model 2026.") is no answer to anything.
      await expect(answer.getByTestId("answer-text")).not.toContainText("Model 2026");
    }
  });

  test("follow-up chips are questions the demo library answers", async ({ page }) => {
    test.slow();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.openSettings();
    await page.getByTestId("setting-followups").check();
    await chat.closeSheet();
    await chat.ask("Wat is de marktwaarde van de woning aan de Lindelaan 8?");
    const chips = chat.lastAnswer().getByTestId("followup-chip");
    await expect(chips.first()).toBeVisible();
    for (const text of await chips.allTextContents()) expect(text).not.toMatch(/[•]|\bgive as\b/);
    await chips.first().click();
    await expect(chat.finishedAnswers()).toHaveCount(2);
    const next = chat.lastAnswer();
    await expect(next.getByTestId("citation-link").first()).toBeVisible();
  });

  test("a question no document answers is declined and cites nothing", async ({ page }) => {
    test.slow();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.ask("How many children does J. Visser have?");
    const answer = chat.lastAnswer();
    await expect(answer.getByTestId("answer-text")).toContainText("do not hold the answer");
    await expect(answer.getByTestId("citation-link")).toHaveCount(0);
    // The same question in Dutch: declined in a Dutch frame, citing nothing.
    await chat.ask("Hoeveel kinderen heeft J. Visser?");
    await expect(chat.finishedAnswers()).toHaveCount(2);
    const dutch = chat.lastAnswer();
    await expect(dutch.getByTestId("answer-text")).toContainText("bevatten geen antwoord");
    await expect(dutch.getByTestId("citation-link")).toHaveCount(0);
    // A thing no document mentions, asked with words the statement does use ("werk", "J. Visser").
    await chat.ask("Mag J. Visser zijn hond meenemen naar zijn werk?");
    await expect(chat.finishedAnswers()).toHaveCount(3);
    const dog = chat.lastAnswer();
    await expect(dog.getByTestId("answer-text")).toContainText("bevatten geen antwoord");
    await expect(dog.getByTestId("citation-link")).toHaveCount(0);
    // A compound the statement holds only the head of: its business address is no e-mail address.
    await chat.ask("Wat is het e-mailadres van M. de Boer?");
    await expect(chat.finishedAnswers()).toHaveCount(4);
    const email = chat.lastAnswer();
    await expect(email.getByTestId("answer-text")).toContainText("bevatten geen antwoord");
    await expect(email.getByTestId("citation-link")).toHaveCount(0);
  });

  test("a compound read by its head and a grade of one letter find their rows", async ({ page }) => {
    test.slow();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    for (const [index, { question, fact }] of [
      { question: "Which insurance is mandatory for the Groen Wonen Hypotheek?", fact: "opstalverzekering" },
      { question: "Welke rentekorting geeft de Groen Wonen Hypotheek bij energielabel C?", fact: "geen korting" },
    ].entries()) {
      await chat.ask(question);
      await expect(chat.finishedAnswers()).toHaveCount(index + 1);
      const answer = chat.lastAnswer();
      await expect(
        answer.locator('[data-testid="citation-link"][title="Productblad_Groen_Wonen_Hypotheek.md"]').first(),
      ).toBeVisible();
      await expect(answer.getByTestId("answer-text")).toContainText(fact);
    }
  });
});
