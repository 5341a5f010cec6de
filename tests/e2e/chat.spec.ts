import { expect, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import nl from "../../locales/nl/chat.json" with { type: "json" };
import { ChatPage, streamOnce } from "./pages/chat-page";

const first = (dataPoints: string[], sessionState: unknown = "e2e-session") => ({
  delta: { role: "assistant" },
  context: { data_points: dataPoints, thoughts: [{ title: "Search query", description: "bruto salaris" }] },
  session_state: sessionState,
});
const chunk = (content: string) => ({ delta: { role: "assistant", content } });

async function upload(chat: ChatPage, name: string, content: string | Buffer, mimeType = "text/plain") {
  await chat.page.getByTestId("open-files").click();
  await chat.page.getByTestId("upload-input").setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  const row = chat.page.locator(`[data-testid="file-row"][data-file="${name}"]`);
  await expect(row).toHaveAttribute("data-status", /indexed|failed/);
  await chat.closeSheet();
  return row;
}

test.describe("chat screen", () => {
  test("empty state: title, subtitle, language picker and three examples; the ask mode has its own", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat", "bram@adviesdesk.example");
    await expect(chat.emptyState.getByTestId("empty-title")).toHaveText(en.chat.title);
    await expect(chat.emptyState).toContainText(en.chat.subtitle);
    await expect(chat.emptyState.getByTestId("language-picker")).toBeVisible();
    await expect(chat.examples).toHaveText([en.examples.chat["1"], en.examples.chat["2"], en.examples.chat["3"]]);
    await expect(chat.clear).toBeDisabled();
    expect(await chat.seriousAccessibilityIssues()).toEqual([]);

    await page.getByTestId("sidebar").getByRole("link", { name: "Chat" }).waitFor();
    await page.goto("/qa");
    await expect(chat.emptyState.getByTestId("empty-title")).toHaveText(en.ask.title);
    await expect(chat.examples).toHaveText([en.examples.ask["1"], en.examples.ask["2"], en.examples.ask["3"]]);
    expect(await chat.seriousAccessibilityIssues()).toEqual([]);

    await chat.shell.chooseLanguage("nl");
    await expect(chat.emptyState.getByTestId("empty-title")).toHaveText(nl.ask.title);
    await expect(chat.input).toHaveAttribute("placeholder", nl.input.placeholder.ask);
    await chat.shell.chooseLanguage("en");
  });

  test("question input: 1000 characters, no blank question, Shift+Enter adds a line, Enter during IME does nothing", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.input.fill("   ");
    await expect(chat.send).toBeDisabled();
    await chat.input.press("Enter");
    await expect(chat.questions).toHaveCount(0);

    await chat.input.fill("x".repeat(1200));
    await expect(chat.input).toHaveValue("x".repeat(1000));

    await chat.input.fill("Eerste regel");
    await chat.input.press("Shift+Enter");
    await chat.input.pressSequentially("tweede regel");
    await expect(chat.input).toHaveValue("Eerste regel\ntweede regel");

    await chat.input.evaluate((element) =>
      element.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", isComposing: true, bubbles: true })),
    );
    await expect(chat.input).toHaveValue("Eerste regel\ntweede regel");
    await expect(chat.questions).toHaveCount(0);
  });

  test("a streamed answer from the documents: waiting, citations, side panel, copy, clear", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await upload(
      chat,
      "Salarisstrook-Jan.txt",
      "Naam: Jan de Vries\nBruto salaris: 4.200 euro per maand\nWerkgever: Bouwbedrijf Noord BV\n",
    );

    const request = page.waitForRequest("**/chat/stream");
    await chat.ask("Wat is het bruto salaris van Jan de Vries?");
    await expect(chat.loading.or(page.locator('[data-streaming="true"]'))).toBeVisible();
    await expect(chat.input).toBeDisabled();
    await expect(chat.clear).toBeDisabled();
    const body = (await request).postDataJSON() as {
      messages: unknown[];
      context: { overrides: Record<string, unknown> };
    };
    expect(body.messages).toEqual([{ role: "user", content: "Wat is het bruto salaris van Jan de Vries?" }]);
    expect(body.context.overrides).toMatchObject({ temperature: 0.3, top: 3, retrieval_mode: "hybrid" });

    const answer = chat.lastAnswer();
    await expect(answer).toBeVisible();
    await expect(chat.input).toBeEnabled();
    // The payslip's key-value line answers on its own: "Bruto salaris: 4.200 euro per maand".
    await expect(answer.getByTestId("answer-text")).toContainText("Bruto salaris: 4.200 euro per maand");
    const citation = answer.getByTestId("citation-link").first();
    await expect(citation).toHaveText("1");

    await citation.click();
    await expect(chat.panel).toBeVisible();
    await expect(chat.panel.getByRole("tab", { name: en.panel.citation })).toHaveAttribute("aria-selected", "true");
    expect((await chat.panel.boundingBox())?.height).toBe(810);
    await citation.click();
    await expect(chat.panel).toBeHidden();

    await answer.getByTestId("answer-thought-process").click();
    await expect(chat.panel.getByTestId("thought-process")).toBeVisible();
    await answer.getByTestId("answer-supporting-content").click();
    await expect(chat.panel.getByTestId("supporting-content")).toContainText("Salarisstrook-Jan.txt");
    await answer.getByTestId("answer-supporting-content").click();
    await expect(chat.panel).toBeHidden();

    await answer.getByTestId("answer-copy").click();
    await expect(answer.getByTestId("answer-copy")).toHaveAttribute("data-copied", "true");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("[Salarisstrook-Jan.txt");
    await expect(answer.getByTestId("answer-copy")).toHaveAttribute("data-copied", "false");

    await chat.clear.click();
    await expect(chat.emptyState).toBeVisible();
    await expect(chat.clear).toBeDisabled();
  });

  test("chunks arrive at 33 ms pacing and an unfinished citation bracket is never shown", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    const chunks = ["Het bruto ", "salaris is ", "4.200 euro ", "[Salaris", "strook.pdf#page=1", "]."];
    await streamOnce(page, first(["Salarisstrook.pdf#page=1: Bruto salaris 4.200"]), ...chunks.map(chunk));
    await page.evaluate(() => {
      const seen: { text: string; at: number }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const streaming = document.querySelector('[data-streaming="true"] [data-testid="answer-text"]');
        if (streaming) seen.push({ text: streaming.textContent ?? "", at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await chat.ask("Wat is het salaris?");
    await expect(chat.lastAnswer().getByTestId("citation-link")).toHaveText("1");
    const seen = await page.evaluate(() => (window as unknown as { seen: { text: string; at: number }[] }).seen);
    expect(seen.some((entry) => entry.text.includes("4.200 euro"))).toBe(true);
    expect(seen.filter((entry) => entry.text.includes("[")).map((entry) => entry.text)).toEqual([]);
    const span = (seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0);
    expect(span).toBeGreaterThanOrEqual(33 * (chunks.length - 2));
  });

  test("a streamed item with an error shows the error with Retry, which resends the last question", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await streamOnce(page, first([]), chunk("Half"), { error: "The answer could not be completed. Please try again." });
    await chat.ask("Welke documenten ontbreken nog?");
    await expect(chat.error).toContainText("The answer could not be completed. Please try again.");
    await expect(chat.clear).toBeEnabled();

    await page.route("**/chat/stream", (route) => route.fulfill({ status: 503, body: "" }), { times: 1 });
    const retried = page.waitForRequest("**/chat/stream");
    await chat.retry.click();
    expect(((await retried).postDataJSON() as { messages: { content: string }[] }).messages.at(-1)?.content).toBe(
      "Welke documenten ontbreken nog?",
    );
    await expect(chat.error).toContainText("Request failed with status 503");
    await expect(chat.questions).toHaveText(["Welke documenten ontbreken nog?"]);
  });

  test("fallback summary: no text but data points, nothing usable, and no data points at all", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await streamOnce(
      page,
      first([
        "Paspoort.pdf#page=1: Naam: Jan de Vries\nGeboortedatum: 12-03-1985",
        "Salarisstrook.pdf#page=1: Bruto salaris 4.200 per maand\nok",
        "Taxatie.pdf#page=2: Marktwaarde woning 465.000",
      ]),
    );
    await chat.ask("Vat het dossier samen");
    const summary = chat.lastAnswer().getByTestId("answer-text");
    await expect(summary.locator("strong")).toHaveText([
      en.fallback.topics.personal,
      en.fallback.topics.employment,
      en.fallback.topics.property,
    ]);
    await expect(summary).toContainText("Naam: Jan de Vries");
    await expect(summary).not.toContainText(/\bok\b/);

    await streamOnce(page, first(["a.pdf: {}", "b.pdf: 1234"]));
    await chat.ask("En verder?");
    await expect(chat.lastAnswer()).toContainText(en.fallback.nothingUsable);
    await streamOnce(page, first([]));
    await chat.ask("En nog iets?");
    await expect(chat.lastAnswer()).toContainText(en.fallback.noDataPoints);
  });

  test("follow-up chips on the last answer only; session_state goes with the next request", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.openSettings();
    await page.getByTestId("setting-followups").check();
    await chat.closeSheet();
    const points = ["Koopakte.pdf#page=1: Koopsom 450.000 euro"];
    await streamOnce(page, first(points, "sessie-1"), chunk("De koopsom is 450.000 euro [Koopakte.pdf#page=1]."), {
      delta: { role: "assistant" },
      context: { data_points: points, thoughts: [], followup_questions: ["Wat is de taxatiewaarde?"] },
    });
    await chat.ask("Wat is de koopsom?");
    await expect(chat.lastAnswer().getByTestId("followup-chip")).toHaveText(["Wat is de taxatiewaarde?"]);

    await streamOnce(page, first(points, "sessie-1"), chunk("Zie de koopakte."), {
      delta: { role: "assistant" },
      context: { data_points: points, thoughts: [], followup_questions: ["Wanneer is de overdracht?"] },
    });
    const next = page.waitForRequest("**/chat/stream");
    await chat.lastAnswer().getByTestId("followup-chip").click();
    const body = (await next).postDataJSON() as { session_state: unknown; messages: { content: string }[] };
    expect(body.session_state).toBe("sessie-1");
    expect(body.messages.map((message) => message.content)).toEqual([
      "Wat is de koopsom?",
      "De koopsom is 450.000 euro [Koopakte.pdf#page=1].",
      "Wat is de taxatiewaarde?",
    ]);
    await expect(chat.answers).toHaveCount(2);
    await expect(chat.answers.first().getByTestId("followup-chip")).toHaveCount(0);
    await expect(chat.answers.last().getByTestId("followup-chip")).toHaveText(["Wanneer is de overdracht?"]);
  });

  test("a non-streamed JSON answer when streaming is off", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await chat.openSettings();
    await page.getByTestId("setting-streaming").uncheck();
    await chat.closeSheet();
    const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === "/api/chat");
    await chat.ask("Wat staat er in het personeelshandboek over vakantiedagen?");
    await request;
    await expect(chat.lastAnswer().getByTestId("answer-text")).not.toBeEmpty();
  });

  test("citation viewer: markdown with download, a failed markdown file, png as image, other files in a frame", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await upload(chat, "Notitie.md", "# Gespreksnotitie\n\nDe klant wil **extra aflossen**.");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await upload(chat, "Plattegrond.png", png, "image/png");
    await upload(chat, "Rentevoorstel.json", '{"rente": 3.9, "looptijd": 30}', "application/json");
    const points = [
      "Notitie.md: De klant wil extra aflossen",
      "Plattegrond.png: plattegrond",
      "Ontbreekt.md: x",
      "Rentevoorstel.json: rente 3.9",
    ];
    await streamOnce(
      page,
      first(points),
      chunk("Zie [Notitie.md], [Plattegrond.png], [Ontbreekt.md] en [Rentevoorstel.json]."),
    );
    await chat.ask("Wat staat er in de notitie?");
    const links = chat.lastAnswer().getByTestId("citation-link");
    await expect(links).toHaveText(["1", "2", "3", "4"]);

    await links.nth(0).click();
    await expect(chat.panel.getByTestId("citation-markdown").locator("h1")).toHaveText("Gespreksnotitie");
    // A heading reads as a heading, not as body text (Tailwind's reset leaves h1 at the body's size).
    const heading = chat.panel.getByTestId("citation-markdown").locator("h1");
    expect(await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(
      18,
    );
    await expect(chat.panel.getByTestId("citation-download")).toHaveAttribute("download", "Notitie.md");
    // The text scrolls in a region the keyboard reaches, named after its file.
    const region = chat.panel.getByRole("region", { name: "Notitie.md" });
    await region.focus();
    await expect(region).toBeFocused();
    await links.nth(1).click();
    await expect(chat.panel.getByTestId("citation-image")).toBeVisible();
    await links.nth(2).click();
    await expect(chat.panel.getByTestId("citation-error")).toContainText("Failed loading markdown file.");
    await expect(chat.panel.getByTestId("citation-download")).toHaveAttribute("href", "/api/content/Ontbreekt.md");
    await links.nth(3).click();
    await expect(chat.panel.getByTestId("citation-frame")).toHaveAttribute("src", /^blob:/);
  });

  test("the chat survives a reload; a snapshot older than an hour or of another version is dropped", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await streamOnce(page, first([]), chunk("Een bewaard antwoord."));
    await chat.ask("Blijft dit staan?");
    await expect(chat.lastAnswer()).toContainText("Een bewaard antwoord.");
    await page.reload();
    await expect(chat.lastAnswer()).toContainText("Een bewaard antwoord.");
    await expect(chat.questions).toHaveText(["Blijft dit staan?"]);

    await page.evaluate(() => {
      const key = "adviesdesk.session.chat";
      const snapshot = JSON.parse(sessionStorage.getItem(key) ?? "{}");
      sessionStorage.setItem(key, JSON.stringify({ ...snapshot, savedAt: Date.now() - 3_600_001 }));
    });
    await page.reload();
    await expect(chat.emptyState).toBeVisible();

    await page.evaluate(() => {
      const turn = [
        "Oud",
        { message: { content: "Oud antwoord", role: "assistant" }, context: { data_points: [], thoughts: [] } },
      ];
      sessionStorage.setItem(
        "adviesdesk.session.chat",
        JSON.stringify({ version: "0.9", savedAt: Date.now(), chatId: null, turns: [turn] }),
      );
    });
    await page.reload();
    await expect(chat.emptyState).toBeVisible();
  });
});

test.describe("ask screen", () => {
  test("one question, one answer through POST /ask, with the same panel", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/qa");
    const request = page.waitForRequest("**/ask");
    await chat.examples.first().click();
    const body = (await request).postDataJSON() as { question: string; overrides: Record<string, unknown> };
    expect(body.question).toBe(en.examples.ask["1"]);
    expect(body.overrides).toMatchObject({ temperature: 0.3 });
    await expect(chat.lastAnswer()).toBeVisible();
    await chat.ask("Wat staat er over vakantiedagen?");
    await expect(chat.questions).toHaveText(["Wat staat er over vakantiedagen?"]);
    await expect(chat.answers).toHaveCount(1);
  });
});
