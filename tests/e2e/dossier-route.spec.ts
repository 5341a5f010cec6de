import { expect, type Page, test } from "@playwright/test";
import en from "../../locales/en/workspace.json" with { type: "json" };
import { accessToken } from "./pages/blog";
import { WorkspacePage } from "./pages/workspace";

/** Seeded borrowers (scripts/seed/workspace.ts): Jan de Vries is Anna's, Lotte Mulder is Bram's. */
const JAN = "7c1e0b7a-1d2f-4b8e-9a01-00000000a001";
const LOTTE = "7c1e0b7a-1d2f-4b8e-9a01-00000000b001";

/** The borrower route's loader decides whether a dossier opens (web/routes/_app/borrowers/$borrowerId.tsx). */
test.describe("the dossier's route", () => {
  test.describe.configure({ timeout: 120_000 });

  const dropWorkspaceCache = (page: Page) =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith("adviesdesk.workspace.")) localStorage.removeItem(key);
      }
    });

  test("a link to a dossier opens it directly and again after a reload; an unknown or another adviser's borrower is not found", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    const notFound = page.getByTestId("dossier-not-found");

    // A full page load of the link: the dossier, not the list and not a not-found on the way.
    await page.goto(`/borrowers/${JAN}`);
    await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");
    await expect(notFound).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");

    // Nothing of the workspace kept in this browser: the loader waits for the workspace's load, which brings Jan.
    await dropWorkspaceCache(page);
    await page.reload();
    await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");
    await expect(notFound).toHaveCount(0);

    // An id no one has, and Bram's borrower (the Worker answers 404 for both): the dossier's own view, in the app.
    for (const id of ["00000000-0000-4000-8000-000000000000", LOTTE]) {
      await page.goto(`/borrowers/${id}`);
      await expect(notFound).toContainText(en.profile.notFound);
      await expect(page.getByTestId("app-header")).toBeVisible();
      await expect(page.getByTestId("borrower-name")).toHaveCount(0);
      await expect(page.getByTestId("not-found")).toHaveCount(0);
    }
    // A link within the app to a missing borrower is not found either, and the way back leads to the list.
    await page.goto("/borrowers");
    await page.evaluate(() => {
      history.pushState({}, "", "/borrowers/00000000-0000-4000-8000-0000000000ee");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(notFound).toContainText(en.profile.notFound);
    await notFound.getByRole("link", { name: en.profile.back }).click();
    await expect(page.getByTestId("borrower-table")).toBeVisible();
  });

  test("signed out, a link to a dossier asks to sign in and then opens the dossier", async ({ page }) => {
    const desk = new WorkspacePage(page);
    await page.goto(`/borrowers/${JAN}`);
    await expect(page.getByTestId("auth-required")).toBeVisible();
    await desk.shell.signInThrough(page.getByTestId("login-modal-submit"));
    await expect(page.getByTestId("borrower-name")).toHaveText("Jan de Vries");
    await expect(page).toHaveURL(new RegExp(`/borrowers/${JAN}$`));
  });

  test("a borrower deleted on another device while its dossier is open is not found after the next sync", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    const token = await accessToken(page);
    const id = crypto.randomUUID();
    const change = (baseVersion: number | null, deleted: boolean) => ({
      id,
      baseVersion,
      deleted,
      status: "active",
      profile: { applicant: { firstName: "Femke", lastName: "Elders" } },
      fieldTimes: {},
    });
    const sync = (borrower: ReturnType<typeof change>) =>
      page.request.post("/api/workspace/sync", {
        headers: { authorization: `Bearer ${token}` },
        data: { workspace: null, borrowers: [borrower] },
      });
    expect((await sync(change(null, false))).status()).toBe(200);

    // A full page load: the session read back, the workspace loaded (the two-core test machine can be slow).
    await page.goto(`/borrowers/${id}`);
    await expect(page.getByTestId("borrower-name")).toHaveText("Femke Elders", { timeout: 30_000 });
    await desk.field("profile.contact.phone").fill("06 12 12 12 12");
    await expect(desk.syncState).toHaveAttribute("data-dirty", "true");
    // The other device deletes the borrower; this browser's sync learns it and lets the borrower go.
    expect((await sync(change(1, true))).status()).toBe(200);
    await desk.syncNow.click();
    await expect(page.getByTestId("dossier-not-found")).toContainText(en.profile.notFound);
    await expect(page.getByTestId("borrower-name")).toHaveCount(0);
  });

  test("deleting a borrower in the dossier leads to the list without them; their link is then not found", async ({
    page,
  }) => {
    const desk = new WorkspacePage(page);
    await desk.signInAtBorrowers();
    await desk.newBorrower("Gijs", "Verwijderd");
    await expect(page.getByTestId("borrower-name")).toHaveText("Gijs Verwijderd");
    await desk.syncAndSettle();
    const dossier = new URL(page.url()).pathname;

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("delete-borrower").click();
    await expect(page).toHaveURL(/\/borrowers$/);
    await expect(page.getByTestId("dossier-not-found")).toHaveCount(0);
    await expect(desk.rows.filter({ hasText: "Jan de Vries" })).toBeVisible();
    await expect(desk.rows.filter({ hasText: "Gijs Verwijderd" })).toHaveCount(0);
    // Once the deletion is synced, the Worker answers 404 for the borrower: their link is not found.
    await desk.syncAndSettle();
    await page.goto(dossier);
    await expect(page.getByTestId("dossier-not-found")).toContainText(en.profile.notFound);
  });
});
