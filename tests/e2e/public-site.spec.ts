import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import enLanding from "../../locales/en/landing.json" with { type: "json" };
import enVoice from "../../locales/en/voice.json" with { type: "json" };
import nlContact from "../../locales/nl/contact.json" with { type: "json" };
import nlLanding from "../../locales/nl/landing.json" with { type: "json" };
import nlVoice from "../../locales/nl/voice.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";
import { ContactFormPage, type ContactLabels, VoiceWidgetPage } from "./pages/public-site";

const labels = (texts: typeof enContact): ContactLabels => ({
  name: new RegExp(`^${texts.fields.name}`),
  email: new RegExp(`^${texts.fields.email}`),
  company: new RegExp(`^${texts.fields.company}`),
  message: new RegExp(`^${texts.fields.message}`),
});

const unique = () => Math.random().toString(36).slice(2, 10);

// These walk whole pages with several checks each; the shared 2-core machine can be slow.
test.describe.configure({ timeout: 60_000 });

async function expectNoSeriousAxeIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("landing page", () => {
  test("shows every section, and its buttons and anchors lead to the demo and the contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enLanding.hero.title);
    for (const section of [
      "hero",
      "trusted",
      "solutions",
      "voice-demo",
      "industries",
      "process",
      "testimonials",
      "cta",
      "contact",
    ]) {
      await expect(page.getByTestId(`landing-${section}`)).toBeAttached();
    }
    await expect(page.getByTestId("solution-card")).toHaveCount(4);
    await expect(page.getByTestId("industry-card")).toHaveCount(4);
    await expect(page.getByTestId("process-step")).toHaveCount(5);
    await expect(page.getByTestId("testimonial")).toHaveCount(2);
    for (const anchor of ["solutions", "voiceDemo", "contact"]) await expect(page.locator(`#${anchor}`)).toHaveCount(1);

    await page.getByTestId("hero-demo").click();
    await expect(page.locator("#voiceDemo")).toBeInViewport();
    await expect(page.getByTestId("voice-not-configured")).toHaveText(enVoice.widget.notConfigured.title);
    await expect(page.getByTestId("voice-start")).toHaveCount(0);

    await page.getByTestId("cta-contact").click();
    await expect(page.getByTestId("contact-form")).toBeInViewport();
    await expect(page.getByLabel(/^Full name/)).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("cta-question").click();
    await expect(page.getByTestId("contact-form")).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("hero-contact").click();
    await expect(page.getByTestId("contact-form")).toBeInViewport();

    const resources = page.getByTestId("resources-menu");
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    // The footer links the blog too; the menu's own link is the one that opens and closes.
    const menuBlog = page.getByRole("navigation", { name: "Site navigation" }).getByRole("link", { name: "Blog" });
    await expect(menuBlog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuBlog).toBeHidden();
    await expect(resources).toBeFocused();

    await page.getByRole("navigation", { name: "Site navigation" }).getByRole("link", { name: "Solutions" }).click();
    await expect(page.locator("#solutions")).toBeInViewport();
    await expect(page.getByTestId("footer-copyright")).toContainText(String(new Date().getFullYear()));
    await expectNoSeriousAxeIssues(page);
  });

  test("reads in Dutch", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/");
    await shell.chooseLanguage("nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nlLanding.hero.title);
    await expect(page.getByTestId("landing-solutions")).toContainText(nlLanding.solutions.items.intake.title);
    await page.getByTestId("hero-demo").click();
    await expect(page.getByTestId("voice-not-configured")).toHaveText(nlVoice.widget.notConfigured.title);
    await expect(page.getByTestId("contact-submit")).toHaveText(nlContact.submit);
  });
});

test.describe("voice demo pages", () => {
  test("/voice-ai: the selected use case is highlighted and shows its example phrases", async ({ page }) => {
    await page.goto("/voice-ai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enVoice.english.hero.title);
    await expect(page.getByTestId("deployment-claim")).toHaveText("Live in under 30 days");
    const insurance = page.getByTestId("use-case-insurance");
    const logistics = page.getByTestId("use-case-logistics");
    await expect(insurance).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("use-case-phrases")).toContainText(
      enVoice.english.useCases.items.insurance.phrases.one,
    );

    await logistics.click();
    await expect(logistics).toHaveAttribute("aria-pressed", "true");
    await expect(insurance).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("use-case-phrases")).toContainText(
      enVoice.english.useCases.items.logistics.phrases.two,
    );
    for (const key of ["healthcare", "government"]) {
      await page.getByTestId(`use-case-${key}`).click();
      await expect(page.getByTestId(`use-case-${key}`)).toHaveAttribute("data-selected", "true");
    }
    await expect(page.getByTestId("deployment-steps").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("voice-features").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("contact-form")).toBeVisible();
    await expectNoSeriousAxeIssues(page);
  });

  test("/voice-ai/hypotheek is in Dutch, with a way to read it in the visitor's language", async ({ page }) => {
    await page.goto("/voice-ai/hypotheek");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nlVoice.hypotheek.hero.title);
    await expect(page.getByTestId("deployment-claim")).toHaveText("Binnen 30 dagen live");
    await page.getByTestId("use-case-remortgaging").click();
    await expect(page.getByTestId("use-case-remortgaging")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("use-case-phrases")).toContainText(
      nlVoice.hypotheek.useCases.items.remortgaging.phrases.one,
    );
    await expect(page.getByTestId("contact-submit")).toHaveText(nlContact.submit);
    await expectNoSeriousAxeIssues(page);

    await page.getByTestId("language-note-toggle").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enVoice.hypotheek.hero.title);
    await page.getByTestId("language-note-toggle").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nlVoice.hypotheek.hero.title);

    await new AppShell(page).chooseLanguage("nl");
    await expect(page.getByTestId("language-note")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nlVoice.hypotheek.hero.title);
  });
});

test.describe("voice widget on /voice-ai/test", () => {
  test("without a public key it says the demo is not configured and offers no call", async ({ page }) => {
    await page.goto("/voice-ai/test");
    await expect(page.getByTestId("voice-not-configured")).toHaveText(enVoice.widget.notConfigured.title);
    await expect(page.getByTestId("voice-start")).toHaveCount(0);
    await expect(page.getByTestId("debug-config")).toContainText('"configured": false');
  });

  test("walks its states against the local fake client, asking consent once", async ({ page }) => {
    const voice = new VoiceWidgetPage(page);
    await page.goto("/voice-ai/test?client=fake");
    await voice.expectState("idle");
    await expect(voice.bars).toHaveCount(12);
    await expect(page.getByTestId("debug-consent")).toHaveText(enVoice.test.debug.consentMissing);

    await voice.start.click();
    await expect(voice.consent).toContainText(enVoice.widget.consent.title);
    await page.getByTestId("voice-consent-decline").click();
    await expect(voice.consent).toHaveCount(0);
    await voice.expectState("idle");

    await voice.start.click();
    await page.getByTestId("voice-consent-accept").click();
    await voice.expectState("listening");
    await expect(page.getByTestId("voice-status")).toHaveText(enVoice.widget.status.listening);
    await expect(page.getByTestId("debug-consent")).toContainText("Given on");

    const barHeight = () => voice.bars.nth(6).evaluate((bar) => bar.getBoundingClientRect().height);
    const quiet = await barHeight();
    await voice.simulate("speech-start");
    await voice.expectState("speaking");
    await voice.simulate("volume");
    await expect(page.getByTestId("debug-volume")).toHaveText("0.90");
    await expect.poll(barHeight).toBeGreaterThan(quiet);
    await voice.simulate("speech-end");
    await voice.expectState("listening");
    await voice.simulate("speech-start");
    await voice.expectState("speaking");

    await voice.end.click();
    await voice.expectState("idle");
    await expect(page.getByTestId("debug-event")).toHaveText([
      /call-start/,
      /speech-start/,
      /volume-level/,
      /speech-end/,
      /speech-start/,
      /call-end/,
    ]);

    // Consent is remembered under the configured key: the next call starts at once, also after a reload.
    await page.reload();
    await voice.start.click();
    await expect(voice.consent).toHaveCount(0);
    await voice.expectState("listening");
    await voice.simulate("hang-up");
    await voice.expectState("idle");
    await expect(page.getByTestId("debug-calls")).toHaveText("1");

    await page.getByTestId("debug-forget-consent").click();
    await voice.start.click();
    await expect(voice.consent).toBeVisible();
  });

  test("an error during the call or at the start returns to idle and says what happened", async ({ page }) => {
    const voice = new VoiceWidgetPage(page);
    await page.goto("/voice-ai/test?client=fake");
    await voice.start.click();
    await page.getByTestId("voice-consent-accept").click();
    await voice.expectState("listening");
    await voice.simulate("error");
    await voice.expectState("idle");
    await expect(page.getByTestId("voice-error")).toContainText("Simulated network drop");

    await page.goto("/voice-ai/test?client=fake&fail=Microphone%20permission%20denied");
    await voice.start.click();
    await voice.expectState("idle");
    await expect(page.getByTestId("voice-error")).toContainText("Microphone permission denied");
    await expect(page.getByTestId("debug-error")).toHaveText("Microphone permission denied");
    await expectNoSeriousAxeIssues(page);
  });

  test("the Dutch widget speaks Dutch", async ({ page }) => {
    await page.goto("/voice-ai/hypotheek");
    await expect(page.getByTestId("voice-not-configured")).toHaveText(nlVoice.widget.notConfigured.title);
  });
});

test.describe("contact form", () => {
  test("validates, sends, thanks and resets, in English", async ({ page }) => {
    await page.goto("/#contact");
    const form = new ContactFormPage(page, page.getByTestId("landing-contact"));
    const en = labels(enContact);
    await form.submit.click();
    await expect(page.getByTestId("contact-name-error")).toHaveText(enContact.errors.required);
    await expect(page.getByTestId("contact-email-error")).toHaveText(enContact.errors.required);
    await expect(form.field(en.name)).toBeFocused();
    await expect(form.field(en.email)).toHaveAttribute("type", "email");

    await form.fill({ name: "Sanne de Vries", email: "sanne@" }, en);
    await form.submit.click();
    await expect(page.getByTestId("contact-name-error")).toHaveCount(0);
    await expect(page.getByTestId("contact-email-error")).toHaveText(enContact.errors.email);

    await form.fill({ email: `sanne.${unique()}@example.nl` }, en);
    await form.submit.click();
    await expect(form.thanks).toContainText(enContact.thanks.title);
    await expect(form.thanks).toContainText("Sanne de Vries");
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.field(en.name)).toHaveValue("");
    await expect(form.field(en.email)).toHaveValue("");
    await expectNoSeriousAxeIssues(page);
  });

  test("the Dutch form has the same required fields and thanks in Dutch", async ({ page }) => {
    await page.goto("/voice-ai/hypotheek");
    const form = new ContactFormPage(page);
    const nl = labels(nlContact);
    await form.submit.click();
    await expect(page.getByTestId("contact-name-error")).toHaveText(nlContact.errors.required);
    await expect(page.getByTestId("contact-email-error")).toHaveText(nlContact.errors.required);
    await form.fill({ name: "Joost Bakker", email: `joost.${unique()}@example.nl`, company: "Bakker Hypotheken" }, nl);
    await form.submit.click();
    await expect(form.thanks).toContainText(nlContact.thanks.title);
    await page.getByRole("button", { name: nlContact.thanks.again }).click();
    await expect(form.field(nl.company)).toHaveValue("");
  });

  test("keeps the text when the network fails, and a retry stores the message once", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/voice-ai");
    const form = new ContactFormPage(page);
    const en = labels(enContact);
    const email = `retry.${unique()}@example.com`;
    const text = "We would like a demo for our insurance helpdesk.";
    await form.fill({ name: "Lotte Smit", email, company: "Smit Verzekeringen", message: text }, en);

    // First attempt: the network fails before the request reaches the server.
    await page.route("**/contact", (route) => route.abort("internetdisconnected"));
    await form.submit.click();
    await expect(form.failure).toHaveText(enContact.failure.network);
    await expect(form.field(en.message)).toHaveValue(text);
    await expect(form.submit).toHaveText(enContact.retry);

    // Second attempt: the server stores it but the answer is lost on the way back.
    await page.unroute("**/contact");
    await page.route("**/contact", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await form.submit.click();
    await expect(form.failure).toHaveText(enContact.failure.network);

    // The draft survives a reload in this tab, with the same submission id.
    await page.unroute("**/contact");
    await page.reload();
    await expect(form.field(en.message)).toHaveValue(text);
    await form.submit.click();
    await expect(form.thanks).toBeVisible();

    // An adviser sees it once in the inbox.
    const shell = new AppShell(page);
    await page.goto("/contact-messages");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("contact-message").filter({ hasText: email })).toHaveCount(1);
    await expect(page.getByTestId("contact-message").filter({ hasText: email })).toContainText(text);
    await expect(shell.sidebar.getByRole("link", { name: "Contact messages" })).toHaveAttribute(
      "data-status",
      "active",
    );
  });

  test("says so when the server refuses and keeps the text", async ({ page }) => {
    await page.goto("/");
    const form = new ContactFormPage(page, page.getByTestId("landing-contact"));
    await page.route("**/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many requests. Please try again later.", code: "RATE_LIMITED" }),
      }),
    );
    await form.fill({ name: "Eva", email: "eva@example.com", message: "Hallo" }, labels(enContact));
    await form.submit.click();
    await expect(form.failure).toHaveText(enContact.failure.rateLimited);
    await expect(form.field(/^Message/)).toHaveValue("Hallo");
  });
});
