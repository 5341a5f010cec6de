import { expect, type Page, test } from "@playwright/test";
import en from "../../locales/en/common.json" with { type: "json" };
import { AppShell } from "./pages/app-shell";
import { ChatPage } from "./pages/chat-page";
import { desktop, horizontalOverflow, phone, seriousViolations } from "./pages/layout-checks";

const publicPaths = ["/", "/voice-ai", "/resources/blog"];

/** Every page of the check fits its window and has no serious or critical accessibility finding. */
async function expectFits(page: Page, label: string) {
  await page.waitForLoadState("load");
  expect(await horizontalOverflow(page), `${label} is wider than the window`).toBe(0);
  expect(await seriousViolations(page), `${label} axe`).toEqual([]);
}

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 180_000 });

    test("the public pages fit the window", async ({ page }) => {
      for (const path of publicPaths) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectFits(page, path);
      }
    });

    test("the signed-in pages fit the window: chat with its citation panel, borrowers, a dossier, report, calculator", async ({
      page,
    }) => {
      const chat = new ChatPage(page);
      await chat.open("/chat");
      // The empty question box grows to show its whole example question, not two lines of three.
      expect(await chat.input.evaluate((input) => input.scrollHeight - input.clientHeight)).toBe(0);
      // A citation's long file name wraps inside its answer rather than running past its edge.
      await chat.ask("Welke looncomponenten zijn variabel volgens de acceptatievoorwaarden?");
      await expect(chat.lastAnswer().getByTestId("citation-list")).toBeVisible();
      const answerBox = await chat.lastAnswer().boundingBox();
      for (const chip of await chat.lastAnswer().getByTestId("citation-list").getByRole("button").all()) {
        const chipBox = await chip.boundingBox();
        expect(chipBox && answerBox && chipBox.x + chipBox.width <= answerBox.x + answerBox.width).toBe(true);
      }
      await chat.ask("Wat is het bruto salaris van Jan de Vries?");
      // Until the second answer has finished, the last finished answer is the first one.
      await expect(chat.finishedAnswers()).toHaveCount(2);
      await chat.lastAnswer().getByTestId("citation-link").first().click();
      await expect(chat.panel).toBeVisible();
      // The question box never lies over the panel.
      const panelBox = await chat.panel.boundingBox();
      const inputBox = await chat.input.boundingBox();
      const overlaps =
        panelBox &&
        inputBox &&
        inputBox.y < panelBox.y + panelBox.height &&
        panelBox.y < inputBox.y + inputBox.height &&
        inputBox.x < panelBox.x + panelBox.width &&
        panelBox.x < inputBox.x + inputBox.width;
      expect(overlaps).toBe(false);
      await page.screenshot({ path: test.info().outputPath("chat-citation.png") });
      await expectFits(page, "/chat with the citation panel");

      for (const path of ["/borrowers", "/mortgage", "/calculator"]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        if (path === "/borrowers") {
          await expect(page.getByTestId("borrower-row").first()).toBeVisible();
          await expectFits(page, path);
          await page.getByTestId("borrower-table").getByRole("link", { name: "Jan de Vries" }).click();
          await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");
          await page.screenshot({ path: test.info().outputPath("dossier.png") });
          await expectFits(page, "a dossier");
          continue;
        }
        await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}.png`) });
        await expectFits(page, path);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: phone });
  test.describe.configure({ timeout: 120_000 });

  test("the signed-in sidebar is a drawer: closed at first, opened by the menu button, closed after a choice", async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto("/borrowers");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("borrower-table")).toBeVisible();
    await expect(shell.sidebar).toBeHidden();
    const main = await page.locator("main").boundingBox();
    expect(main?.width).toBe(phone.width);

    await page.getByTestId("mobile-menu-button").click();
    const drawer = page.getByTestId("mobile-sidebar");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("logout-button")).toBeVisible();
    await drawer.getByRole("link", { name: en.sidebar.links.calculator }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(drawer).toBeHidden();
  });

  test("the public menu reaches every public page and the language picker; the footer links them too", async ({
    page,
  }) => {
    await page.goto("/voice-ai");
    const menuButton = page.getByTestId("public-menu-button");
    const menu = page.getByTestId("public-menu");
    await expect(menuButton).toBeVisible();
    await expect(menu).toBeHidden();
    const targets = [
      [en.public.pages.home, /\/$/],
      [en.public.pages.demo, /\/voice-ai$/],
      [en.public.pages.mortgageDemo, /\/voice-ai\/hypotheek$/],
      [en.public.pages.blog, /\/resources\/blog$/],
    ] as const;
    for (const [name, url] of targets) {
      await menuButton.click();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(menu).toBeHidden();
    }
    await menuButton.click();
    await expect(menu.getByRole("link", { name: en.public.pages.solutions })).toHaveAttribute("href", "/#solutions");
    await menu.getByTestId("language-picker").selectOption("nl");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await menu.getByTestId("language-picker").selectOption("en");

    const footer = page.getByTestId("footer-links");
    await expect(footer.getByRole("link")).toHaveCount(6);
    await footer.getByRole("link", { name: en.public.pages.demo, exact: true }).click();
    await expect(page).toHaveURL(/\/voice-ai$/);
  });

  test("an open Markdown citation is never under the question box or the header, wherever the page is scrolled", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open("/chat");
    // A conversation longer than the window scrolls inside its own region: the page itself never scrolls (nothing of
    // it, such as an answer's screen-reader status line, escapes that region).
    await chat.ask("Wat zijn de voorwaarden van de Groen Wonen Hypotheek?");
    await chat.ask("Welke stukken heeft een aanvrager met een vast dienstverband nodig?");
    await chat.ask("Welke looncomponenten zijn variabel volgens de acceptatievoorwaarden?");
    const pageOverflow = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await pageOverflow(), "the page does not scroll").toBeLessThanOrEqual(0);
    await chat.lastAnswer().getByTestId("citation-list").getByRole("button", { name: /\.md$/ }).first().click();
    const viewer = chat.panel.getByTestId("citation-markdown");
    await expect(viewer).toBeVisible();
    // The tab labels are wider than the panel; the open tab is scrolled into the tab list, not left past its edge.
    const openTab = chat.panel.getByRole("tab", { selected: true });
    const shown = await openTab.evaluate((tab) => {
      const list = (tab.parentElement as HTMLElement).getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= list.left - 1 && box.right <= list.right + 1;
    });
    expect(shown, "the open tab is within the tab list").toBe(true);
    const region = viewer.getByRole("region");
    // The file is longer than the panel: it scrolls inside its own focusable region, not under the question box.
    expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    const header = page.getByTestId("app-header");
    const positions = {
      top: () => page.evaluate(() => window.scrollTo(0, 0)),
      bottom: () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
      "the region scrolled into view": () => region.scrollIntoViewIfNeeded(),
      "the region's end scrolled into view": () =>
        region.evaluate((element) => element.scrollIntoView({ block: "end" })),
    };
    for (const [label, scroll] of Object.entries(positions)) {
      await scroll();
      const [viewerBox, questionBox, headerBox] = await Promise.all([
        viewer.boundingBox(),
        chat.questionBox.boundingBox(),
        header.boundingBox(),
      ]);
      if (!viewerBox || !questionBox || !headerBox) throw new Error(`${label}: a box is not rendered`);
      const viewerBottom = viewerBox.y + viewerBox.height;
      expect(viewerBottom, `${label}: the viewer ends above the question box`).toBeLessThanOrEqual(questionBox.y);
      expect(viewerBottom, `${label}: the viewer ends inside the window`).toBeLessThanOrEqual(phone.height);
      expect(viewerBox.y, `${label}: the viewer starts below the header`).toBeGreaterThanOrEqual(
        headerBox.y + headerBox.height,
      );
    }
    expect(await pageOverflow(), "with the citation open the page does not scroll").toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("chat-markdown-citation.png") });
  });

  test("an unknown address has the public frame: menu and footer links", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("public-menu-button")).toBeVisible();
    await expect(page.getByTestId("footer-links").getByRole("link")).toHaveCount(6);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test("the development page lists its tools and the feature flags in effect", async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto("/development");
    await shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("development-tools").getByRole("link")).toHaveCount(3);
    await expect(page.getByTestId("development-flags")).toContainText("USE_USER_UPLOAD");
    await expectFits(page, "/development");
  });
});
