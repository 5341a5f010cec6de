import { expect, type Page, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage, streamOnce } from "./pages/chat-page";

/** Serves the real GET /config with these feature flags changed (the server's defaults cover the rest). */
async function withFlags(page: Page, flags: Record<string, boolean>) {
  await page.route("**/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...flags } });
  });
}

/** Captures the overrides of the next question; the answer itself does not matter here. */
async function overridesOfNextQuestion(chat: ChatPage, question: string) {
  await streamOnce(
    chat.page,
    { delta: { role: "assistant" }, context: { data_points: [], thoughts: [] }, session_state: null },
    { delta: { role: "assistant", content: "Goed." } },
  );
  const request = chat.page.waitForRequest("**/chat/stream");
  await chat.ask(question);
  return ((await request).postDataJSON() as { context: { overrides: Record<string, unknown> } }).context.overrides;
}

test.describe("developer settings follow the server's configuration", () => {
  test("with GPT-4 vision: the vision toggle, a required input choice, and image vector fields", async ({ page }) => {
    await withFlags(page, { showGPT4VOptions: true });
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.openSettings();
    const panel = chat.settings;
    await expect(panel.getByTestId("vision-settings")).toBeVisible();
    await expect(panel.getByTestId("setting-use-gpt4v")).not.toBeChecked();
    await expect(panel.getByTestId("setting-gpt4v-input")).toHaveCount(0);
    await expect(panel.getByTestId("setting-vector-fields").locator("option")).toHaveText([
      en.settings.vectorFieldOptions.embedding,
      en.settings.vectorFieldOptions.imageEmbedding,
      en.settings.vectorFieldOptions.both,
    ]);

    await panel.getByTestId("setting-use-gpt4v").check();
    const input = panel.getByTestId("setting-gpt4v-input");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveValue("textAndImages");
    await expect(panel).not.toContainText(en.settings.errors.gpt4vInput);
    await input.selectOption("");
    await expect(panel).toContainText(en.settings.errors.gpt4vInput);
    await chat.closeSheet();
    await expect(page.getByTestId("settings-invalid")).toBeVisible();
    await expect(chat.input).toBeDisabled();

    await chat.openSettings();
    await input.selectOption("images");
    await panel.getByTestId("setting-vector-fields").selectOption("both");
    await expect(panel).not.toContainText(en.settings.errors.gpt4vInput);
    await chat.closeSheet();
    await expect(page.getByTestId("settings-invalid")).toHaveCount(0);
    const overrides = await overridesOfNextQuestion(chat, "Wat staat er op de foto van de woning?");
    expect(overrides).toMatchObject({ use_gpt4v: true, gpt4v_input: "images", vector_fields: "both" });
  });

  test("without semantic ranker, vectors or upload: those choices are hidden or forced", async ({ page }) => {
    await withFlags(page, { showSemanticRankerOption: false, showVectorOption: false, showUserUpload: false });
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await expect(page.getByTestId("open-files")).toHaveCount(0);
    await chat.openSettings();
    const panel = chat.settings;
    await expect(panel.getByTestId("setting-semantic-ranker")).toHaveCount(0);
    await expect(panel.getByTestId("setting-minimum-reranker-score")).toHaveCount(0);
    await expect(panel.getByTestId("setting-semantic-captions")).toBeDisabled();
    await expect(panel.getByTestId("setting-retrieval-mode")).toHaveValue("text");
    await expect(panel.getByTestId("setting-retrieval-mode")).toBeDisabled();
    await expect(panel).toContainText(en.settings.retrievalModeForced);
    await expect(panel.getByTestId("setting-vector-fields")).toHaveCount(0);
    await expect(panel.getByTestId("vision-settings")).toHaveCount(0);
    await chat.closeSheet();
    const overrides = await overridesOfNextQuestion(chat, "Welke stukken heb ik nodig?");
    expect(overrides).toMatchObject({
      retrieval_mode: "text",
      semantic_ranker: false,
      semantic_captions: false,
      minimum_reranker_score: 0,
      use_gpt4v: false,
      vector_fields: "embedding",
    });
  });
});
