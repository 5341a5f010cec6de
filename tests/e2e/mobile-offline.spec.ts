import { expect, test } from "@playwright/test";
import en from "../../locales/en/common.json" with { type: "json" };
import workspaceEn from "../../locales/en/workspace.json" with { type: "json" };
import { phone } from "./pages/layout-checks";
import { WorkspacePage } from "./pages/workspace";

// The subject here is the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: "allow", viewport: phone });

test.describe("the signed-in app offline", () => {
  test.describe.configure({ timeout: 120_000 });

  test("pages never opened before still open offline, with the app's own notice instead of the browser's error", async ({
    page,
    context,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await expect(page.getByTestId("app-offline-notice")).toBeHidden();
    // Signed in, the app installs its worker, which takes over this tab once the shell and route code are cached.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const manifest = await page.evaluate(async () => (await fetch("/manifest.webmanifest")).json());
    expect(manifest).toMatchObject({ name: "Adviesdesk", display: "standalone" });

    await context.setOffline(true);
    await expect(page.getByTestId("app-offline-notice")).toHaveText(en.pwa.offline);
    // The calculator's code was never loaded in this tab.
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-sidebar").getByRole("link", { name: en.sidebar.links.calculator }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mortgage calculator" })).toBeVisible();

    // A full page load of another page, offline: the worker answers with the app's shell.
    await page.goto("/mortgage");
    await expect(page.getByRole("heading", { level: 1, name: "Mortgage report" })).toBeVisible();
    await expect(page.getByTestId("app-header")).toBeVisible();

    // A dossier's link, offline: its loader finds the borrower kept on this device; one not kept is not found.
    await page.goto("/borrowers/7c1e0b7a-1d2f-4b8e-9a01-00000000a001");
    await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");
    await page.goto("/borrowers/00000000-0000-4000-8000-000000000000");
    await expect(page.getByTestId("dossier-not-found")).toContainText(workspaceEn.profile.notFound);
  });

  test("API answers are never served from the worker's caches", async ({ page }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const entries = await page.evaluate(async () => {
      const found: { cache: string; path: string }[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          found.push({ cache: name, path: new URL(request.url).pathname });
        }
      }
      return found;
    });
    const cached = entries.map((entry) => entry.path);
    expect(cached.length).toBeGreaterThan(10);
    // Only the sign-in setup and the feature flags, the same for everyone, may be kept (the "app-setup" cache, so
    // the app starts offline); no other API answer, and nothing of the sign-in provider, ever is.
    const sameForEveryone = (entry: { cache: string; path: string }) =>
      entry.cache === "app-setup" && (entry.path === "/api/auth_setup" || entry.path === "/api/config");
    expect(
      entries
        .filter((entry) => !sameForEveryone(entry))
        .map((entry) => entry.path)
        .filter((path) => /^\/(api|oidc|chat|content|upload|list_uploaded|chat_history)(\/|$)/.test(path)),
    ).toEqual([]);
    expect(cached).toContain("/index.html");
  });
});
