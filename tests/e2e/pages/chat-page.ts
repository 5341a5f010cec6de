import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { AppShell } from "./app-shell";

/** The chat (/chat) and ask (/qa) screens. */
export class ChatPage {
  readonly shell: AppShell;
  readonly input: Locator;
  /** The whole question box: the text field with its buttons. */
  readonly questionBox: Locator;
  readonly send: Locator;
  readonly examples: Locator;
  readonly emptyState: Locator;
  readonly answers: Locator;
  readonly questions: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly retry: Locator;
  readonly clear: Locator;
  readonly panel: Locator;
  readonly settings: Locator;
  readonly history: Locator;
  readonly files: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.input = page.getByTestId("question-input");
    this.questionBox = page.getByTestId("question-box");
    this.send = page.getByTestId("send-button");
    this.examples = page.getByTestId("example-question");
    this.emptyState = page.getByTestId("empty-state");
    this.answers = page.getByTestId("answer");
    this.questions = page.getByTestId("user-question");
    this.loading = page.getByTestId("answer-loading");
    this.error = page.getByTestId("answer-error");
    this.retry = page.getByTestId("retry");
    this.clear = page.getByTestId("clear-chat");
    this.panel = page.getByTestId("answer-panel");
    this.settings = page.getByTestId("settings-panel");
    this.history = page.getByTestId("history-panel");
    this.files = page.getByTestId("files-panel");
  }

  /** Opens the screen and signs in through the login modal as `email`. */
  async open(path: "/chat" | "/qa", email = "anna@adviesdesk.example") {
    await this.page.goto(path);
    await this.shell.signInThrough(this.page.getByTestId("login-modal-submit"), email);
    await expect(this.page.getByTestId(path === "/chat" ? "chat-screen" : "ask-screen")).toBeVisible();
  }

  async ask(question: string) {
    await this.input.fill(question);
    await this.input.press("Enter");
  }

  /** The answers that have finished streaming. */
  finishedAnswers() {
    return this.page.locator('[data-testid="answer"][data-streaming="false"]');
  }

  /** The last finished answer. */
  lastAnswer() {
    return this.finishedAnswers().last();
  }

  async openSettings() {
    await this.page.getByTestId("open-settings").click();
    await expect(this.settings).toBeVisible();
  }

  async closeSheet() {
    await this.page.keyboard.press("Escape");
  }

  /** The access token the SPA holds (oidc-client-ts keeps the user in localStorage). */
  async token(): Promise<string> {
    return this.page.evaluate(() => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index) ?? "";
        if (key.startsWith("oidc.user:"))
          return (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token: string }).access_token;
      }
      throw new Error("not signed in");
    });
  }

  async seriousAccessibilityIssues() {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }
}

/** An SSE body in the Worker's format, for the states a real model cannot be made to produce on demand. */
export const sse = (...items: unknown[]) => items.map((item) => `data: ${JSON.stringify(item)}\n\n`).join("");

/** Answers the next POST /chat/stream with these items (for states a real model cannot be made to produce). */
export async function streamOnce(page: Page, ...items: unknown[]) {
  await page.route(
    "**/chat/stream",
    (route) => route.fulfill({ status: 200, contentType: "text/event-stream", body: sse(...items) }),
    { times: 1 },
  );
}
