import { expect, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage, sse } from "./pages/chat-page";

/** A mono 8 kHz 16-bit PCM WAV of silence, `seconds` long: audio Chromium plays without a sound device. */
function silentWav(seconds: number) {
  const samples = 8000 * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  return wav;
}

const answerItems = (text: string, sessionState: string) => [
  { delta: { role: "assistant" }, context: { data_points: [], thoughts: [] }, session_state: sessionState },
  { delta: { role: "assistant", content: text } },
];

test.describe("developer settings", () => {
  test("defaults, rules, invalid input blocks sending, and the overrides go with the question", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.openSettings();
    const panel = chat.settings;
    await expect(panel.getByTestId("setting-temperature")).toHaveValue("0.3");
    await expect(panel.getByTestId("setting-retrieve-count")).toHaveValue("3");
    await expect(panel.getByTestId("setting-minimum-search-score")).toHaveValue("0");
    await expect(panel.getByTestId("setting-minimum-reranker-score")).toHaveAttribute("min", "1");
    await expect(panel.getByTestId("setting-retrieval-mode")).toHaveValue("hybrid");
    await expect(panel.getByTestId("setting-semantic-ranker")).toBeChecked();
    await expect(panel.getByTestId("setting-semantic-captions")).toBeEnabled();
    await expect(panel.getByTestId("setting-streaming")).toBeChecked();
    await expect(panel.getByTestId("setting-followups")).not.toBeChecked();
    await expect(panel.getByTestId("security-filters")).toBeVisible();
    await expect(panel.getByTestId("setting-oid-filter")).toBeEnabled();
    await expect(panel.getByTestId("vision-settings")).toHaveCount(0);
    await expect(panel.getByTestId("token-claims")).toContainText("preferred_username");

    await panel.getByTestId("setting-semantic-ranker").uncheck();
    await expect(panel.getByTestId("setting-semantic-captions")).toBeDisabled();
    await panel.getByTestId("setting-semantic-ranker").check();

    await panel.getByTestId("setting-temperature").fill("1.5");
    await expect(panel).toContainText(en.settings.errors.temperature);
    await panel.getByTestId("setting-seed").fill("4.2");
    await expect(panel).toContainText(en.settings.errors.seed);
    await chat.closeSheet();
    await expect(page.getByTestId("settings-invalid")).toBeVisible();
    await expect(chat.input).toBeDisabled();
    await expect(chat.examples.first()).toBeDisabled();

    await chat.openSettings();
    await panel.getByTestId("setting-temperature").fill("0.7");
    await panel.getByTestId("setting-seed").fill("42");
    await panel.getByTestId("setting-retrieve-count").fill("5");
    await panel.getByTestId("setting-minimum-search-score").fill("0.02");
    await panel.getByTestId("setting-retrieval-mode").selectOption("text");
    await panel.getByTestId("setting-include-category").fill("loonstroken");
    await panel.getByTestId("setting-prompt-template").fill(">>> Antwoord kort.");
    await chat.closeSheet();
    await page.route("**/chat/stream", (route) =>
      route.fulfill({ status: 200, contentType: "text/event-stream", body: sse(...answerItems("Kort.", "s")) }),
    );
    const request = page.waitForRequest("**/chat/stream");
    await chat.ask("Test de instellingen");
    const overrides = ((await request).postDataJSON() as { context: { overrides: Record<string, unknown> } }).context
      .overrides;
    expect(overrides).toMatchObject({
      temperature: 0.7,
      seed: 42,
      top: 5,
      minimum_search_score: 0.02,
      retrieval_mode: "text",
      include_category: "loonstroken",
      prompt_template: ">>> Antwoord kort.",
      language: "en",
    });
    expect(overrides).not.toHaveProperty("exclude_category");
  });
});

test.describe("chat history", () => {
  test("saved chats are grouped, restored, deleted after confirmation and load 20 at a time on scroll", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    const token = await chat.token();
    // 25 older chats straight through the API, so the drawer has more than one page.
    await page.evaluate(async (bearer) => {
      for (let index = 0; index < 25; index += 1) {
        await fetch("/chat_history", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
          body: JSON.stringify({
            id: `seed-${String(index).padStart(2, "0")}`,
            answers: [
              [
                `Eerdere vraag ${index}`,
                {
                  message: { content: `Antwoord ${index}`, role: "assistant" },
                  context: { data_points: [], thoughts: [] },
                },
              ],
            ],
          }),
        });
      }
    }, token);

    const long = "Hoeveel kan een stel met twee inkomens maximaal lenen voor een woning in Utrecht?";
    await page.route(
      "**/chat/stream",
      async (route) => {
        const body = route.request().postDataJSON() as { session_state: string };
        await route.fulfill({
          status: 200,
          contentType: "text/event-stream",
          body: sse(...answerItems("Ongeveer 5 keer het gezamenlijke inkomen.", body.session_state)),
        });
      },
      { times: 1 },
    );
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat_history");
    await chat.ask(long);
    expect((await saved).status()).toBe(201);
    await chat.clear.click();

    const listed = page.waitForResponse("**/chat_history/items");
    await page.getByTestId("open-history").click();
    await listed;
    const drawer = chat.history;
    expect((await drawer.boundingBox())?.width).toBe(300);
    const today = drawer.locator('[data-testid="history-group"][data-group="today"]');
    await expect(today.locator("h3")).toHaveText(en.history.groups.today);
    await expect(today.getByTestId("history-item").first()).toHaveText(`${long.slice(0, 50)}...`);
    await expect(drawer.getByTestId("history-item")).toHaveCount(20);
    await drawer.getByTestId("history-more").scrollIntoViewIfNeeded();
    const total = await page.evaluate(async (bearer) => {
      const response = await fetch("/chat_history/items", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ count: 100 }),
      });
      return ((await response.json()) as { items: unknown[] }).items.length;
    }, token);
    expect(total).toBeGreaterThanOrEqual(26);
    await expect(drawer.getByTestId("history-item")).toHaveCount(total);
    await expect(drawer.getByTestId("history-more")).toHaveCount(0);

    await today.getByTestId("history-item").first().getByRole("button").first().click();
    await expect(drawer).toBeHidden();
    await expect(chat.questions).toHaveText([long]);
    await expect(chat.lastAnswer()).toContainText("Ongeveer 5 keer");

    await page.getByTestId("open-history").click();
    await drawer.getByTestId("history-delete").first().click();
    await expect(page.getByTestId("history-delete-dialog")).toContainText(
      "This action cannot be undone. Delete this chat history?",
    );
    const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
    await page.getByTestId("history-delete-confirm").click();
    expect((await deleted).status()).toBe(204);
    await expect(drawer.getByTestId("history-item").first()).toHaveText("Eerdere vraag 24");
  });

  test("a history that cannot be loaded shows an empty list", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await page.route("**/chat_history/items", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByTestId("open-history").click();
    await expect(chat.history.getByTestId("history-empty")).toHaveText(en.history.empty);
  });
});

test.describe("files", () => {
  test("upload with progress through ingestion, reprocess, delete, and the spec's error texts", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await page.getByTestId("open-files").click();
    const input = chat.files.getByTestId("upload-input");
    await expect(input).toHaveAttribute(
      "accept",
      ".txt,.md,.json,.png,.jpg,.jpeg,.bmp,.heic,.tiff,.pdf,.docx,.xlsx,.pptx,.html",
    );
    await chat.files.getByTestId("upload-category").fill("hypotheek");
    await input.setInputFiles({
      name: "Werkgeversverklaring.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Werkgever: Bouwbedrijf Noord BV\nVast contract sinds 2019"),
    });
    const row = chat.files.locator('[data-testid="file-row"][data-file="Werkgeversverklaring.txt"]');
    await expect(row).toHaveAttribute("data-status", "indexed");
    await expect(row.getByTestId("file-status")).toHaveText(en.files.status.indexed);

    const reprocessed = page.waitForResponse("**/reprocess_document");
    await row.getByTestId("file-reprocess").click();
    expect((await reprocessed).status()).toBe(202);
    await expect(row).toHaveAttribute("data-status", "indexed");

    await page.route("**/delete_uploaded", (route) => route.fulfill({ status: 500, body: "{}" }), { times: 1 });
    await row.getByTestId("file-delete").click();
    await expect(row).toHaveAttribute("data-delete-state", "error");
    await expect(row.getByTestId("delete-error")).toHaveText("Error deleting.");
    await row.getByTestId("file-delete").click();
    await expect(row).toHaveCount(0);

    await page.route("**/upload", (route) => route.fulfill({ status: 500, body: "{}" }), { times: 1 });
    await input.setInputFiles({ name: "Kapot.txt", mimeType: "text/plain", buffer: Buffer.from("kapot bestand") });
    await expect(chat.files.getByTestId("upload-error")).toHaveText(
      "Error uploading file - please try again or contact admin.",
    );
  });
});

test.describe("speech", () => {
  test.beforeEach(async ({ page }) => {
    // Chromium here has no voices and no microphone; these stand-ins play the browser's part.
    await page.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { spoken });
      const synthesis = {
        current: null as null | { onend?: () => void },
        speak(utterance: { text: string; onend?: () => void }) {
          spoken.push(utterance.text);
          synthesis.current = utterance;
        },
        cancel() {},
        finish() {
          synthesis.current?.onend?.();
        },
      };
      Object.defineProperty(window, "speechSynthesis", { value: synthesis });
      class FakeRecognition {
        static next: { transcript?: string; error?: string } = {};
        lang = "";
        interimResults = false;
        continuous = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          Object.assign(window, { recognition: this });
        }
        stop() {
          this.onend?.();
        }
        emit() {
          const next = FakeRecognition.next;
          if (next.error) this.onerror?.({ error: next.error });
          else this.onresult?.({ results: [Object.assign([{ transcript: next.transcript }], { isFinal: true })] });
          this.onend?.();
        }
      }
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
  });

  test("voice input fills the question, and 'no speech' shows the spec's text", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    const mic = page.getByTestId("speech-input");
    await expect(mic).toHaveAttribute("data-state", "idle");
    await page.evaluate(() =>
      Object.assign((window as never as { SpeechRecognition: { next: unknown } }).SpeechRecognition, {
        next: { transcript: "Wat is de koopsom?" },
      }),
    );
    await mic.click();
    await expect(mic).toHaveAttribute("data-state", "recording");
    await page.evaluate(() => (window as never as { recognition: { emit(): void } }).recognition.emit());
    await expect(chat.input).toHaveValue("Wat is de koopsom?");
    await expect(mic).toHaveAttribute("data-state", "idle");

    await page.evaluate(() =>
      Object.assign((window as never as { SpeechRecognition: { next: unknown } }).SpeechRecognition, {
        next: { error: "no-speech" },
      }),
    );
    await mic.click();
    await page.evaluate(() => (window as never as { recognition: { emit(): void } }).recognition.emit());
    await expect(page.getByTestId("speech-input-alert")).toHaveText(
      "No speech was detected. Please check your system audio settings and try again.",
    );
    await page.evaluate(() =>
      Object.assign((window as never as { SpeechRecognition: { next: unknown } }).SpeechRecognition, {
        next: { error: "not-allowed" },
      }),
    );
    await mic.click();
    await page.evaluate(() => (window as never as { recognition: { emit(): void } }).recognition.emit());
    await expect(page.getByTestId("speech-input-alert")).toHaveText(en.speech.inputErrors["not-allowed"]);
  });

  test("speech output through the browser goes idle, playing, idle; POST /speech 400 reads 'not available'", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await page.route("**/chat/stream", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: sse(...answerItems("Voorlezen graag.", "s")),
      }),
    );
    await chat.ask("Lees voor");
    const speaker = chat.lastAnswer().getByTestId("speech-output");
    await expect(speaker).toHaveAttribute("data-state", "idle");
    await speaker.click();
    await expect(speaker).toHaveAttribute("data-state", "playing");
    expect(await page.evaluate(() => (window as never as { spoken: string[] }).spoken)).toEqual(["Voorlezen graag."]);
    await page.evaluate(() => (window.speechSynthesis as never as { finish(): void }).finish());
    await expect(speaker).toHaveAttribute("data-state", "idle");

    // The server's speech output: the configuration turns it on, and this Worker (no Azure Speech configured)
    // answers POST /speech with its 400.
    await page.route("**/config", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), showSpeechOutputAzure: true } });
    });
    await page.reload();
    const azureSpeaker = chat.lastAnswer().getByTestId("speech-output");
    const refused = page.waitForResponse("**/speech");
    await azureSpeaker.click();
    expect((await refused).status()).toBe(400);
    await expect(chat.lastAnswer().getByTestId("speech-alert")).toHaveText("Speech output is not available.");
    await expect(azureSpeaker).toHaveAttribute("data-state", "idle");

    // Configured speech: loading while the audio is made, playing, and stopping goes back to idle.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      "**/speech",
      async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: "audio/wav", body: silentWav(3) });
      },
      { times: 1 },
    );
    await azureSpeaker.click();
    await expect(azureSpeaker).toHaveAttribute("data-state", "loading");
    await expect(azureSpeaker).toBeDisabled();
    release();
    await expect(azureSpeaker).toHaveAttribute("data-state", "playing");
    await expect(chat.lastAnswer().getByTestId("speech-alert")).toHaveCount(0);
    await azureSpeaker.click();
    await expect(azureSpeaker).toHaveAttribute("data-state", "idle");

    // Audio the browser cannot play: the spec's failure text.
    await page.route(
      "**/speech",
      (route) => route.fulfill({ status: 200, contentType: "audio/mpeg", body: "not audio" }),
      { times: 1 },
    );
    await azureSpeaker.click();
    await expect(chat.lastAnswer().getByTestId("speech-alert")).toHaveText("Failed to play speech output.");
    await expect(azureSpeaker).toHaveAttribute("data-state", "idle");
  });
});
