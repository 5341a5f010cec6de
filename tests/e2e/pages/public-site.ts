import { expect, type Locator, type Page } from "@playwright/test";

/** The quick-contact form on the public pages. */
export class ContactFormPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly thanks: Locator;
  readonly failure: Locator;

  constructor(
    readonly page: Page,
    scope: Locator = page.locator("body"),
  ) {
    this.form = scope.getByTestId("contact-form");
    this.submit = scope.getByTestId("contact-submit");
    this.thanks = scope.getByTestId("contact-thanks");
    this.failure = scope.getByTestId("contact-failure");
  }

  field(label: string | RegExp) {
    return this.form.getByLabel(label);
  }

  async fill(values: { name?: string; email?: string; company?: string; message?: string }, labels: ContactLabels) {
    if (values.name !== undefined) await this.field(labels.name).fill(values.name);
    if (values.email !== undefined) await this.field(labels.email).fill(values.email);
    if (values.company !== undefined) await this.field(labels.company).fill(values.company);
    if (values.message !== undefined) await this.field(labels.message).fill(values.message);
  }
}

export interface ContactLabels {
  name: RegExp;
  email: RegExp;
  company: RegExp;
  message: RegExp;
}

/** The voice widget and, on /voice-ai/test, its debug panel. */
export class VoiceWidgetPage {
  readonly widget: Locator;
  readonly start: Locator;
  readonly end: Locator;
  readonly consent: Locator;
  readonly bars: Locator;

  constructor(readonly page: Page) {
    this.widget = page.getByTestId("voice-widget");
    this.start = page.getByTestId("voice-start");
    this.end = page.getByTestId("voice-end");
    this.consent = page.getByTestId("voice-consent");
    this.bars = page.getByTestId("voice-bar");
  }

  async expectState(state: string) {
    await expect(this.widget).toHaveAttribute("data-state", state);
    await expect(this.page.getByTestId("debug-state")).toHaveText(state);
  }

  simulate(event: "speech-start" | "volume" | "speech-end" | "error" | "hang-up") {
    return this.page.getByTestId(`simulate-${event}`).click();
  }
}
