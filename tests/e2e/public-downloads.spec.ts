import { expect, type Page, test } from "@playwright/test";
import { AppShell } from "./pages/app-shell";
import { CalculatorPage } from "./pages/calculator-page";

/** The bodies of every script the page downloads from now on, to look inside them. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return async (marker: string) =>
    (await Promise.all(scripts)).filter((script) => script.body.includes(marker)).map((script) => script.url);
}

// zod's "$ZodType" constructor name and recharts' "recharts-wrapper" class survive minification.
const ZOD = "$ZodType";
const RECHARTS = "recharts-wrapper";

test.describe.configure({ timeout: 60_000 });

test("/robots.txt is a robots file, not the app's HTML", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Disallow: /api/");
  expect(body).not.toContain("<html");
});

test("the blog list and a post load no zod", async ({ page }) => {
  const scriptsWith = recordScripts(page);
  await page.goto("/resources/blog");
  await page.getByTestId("blog-card").first().getByRole("link").first().click();
  await expect(page.getByTestId("blog-post")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await scriptsWith(ZOD)).toEqual([]);
});

test("the calculator downloads its charts only after sign-in", async ({ page }) => {
  const scriptsWith = recordScripts(page);
  const shell = new AppShell(page);
  await page.goto("/calculator");
  await expect(page.getByTestId("login-modal-submit")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await scriptsWith(RECHARTS)).toEqual([]);
  await shell.signInThrough(page.getByTestId("login-modal-submit"));
  const calculator = new CalculatorPage(page);
  await calculator.field("applicants.0.income").fill("60000");
  await calculator.field("applicants.0.age").fill("31");
  await calculator.field("interestRate").fill("4.25");
  await calculator.field("propertyValue").fill("500000");
  await expect(calculator.chart.locator("svg").first()).toBeVisible();
  expect((await scriptsWith(RECHARTS)).length).toBeGreaterThan(0);
});
