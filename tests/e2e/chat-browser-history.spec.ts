import { expect, type Page, test } from "@playwright/test";
import en from "../../locales/en/chat.json" with { type: "json" };
import { ChatPage } from "./pages/chat-page";

const DB = "adviesdesk-chat-history";

/** The chats this browser keeps in IndexedDB, newest first, read the way any page script would. */
const storedChats = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<{ id: string; title: string; timestamp: number; answers: [string, unknown][] }[]>(
        (resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains("chats")) {
              db.close();
              resolve([]);
              return;
            }
            const all = db.transaction("chats").objectStore("chats").getAll();
            all.onsuccess = () => {
              db.close();
              resolve(
                (all.result as { id: string; title: string; timestamp: number; answers: [string, unknown][] }[]).sort(
                  (a, b) => b.timestamp - a.timestamp,
                ),
              );
            };
          };
        },
      ),
    DB,
  );

test.describe("chat history in the browser", () => {
  test("with cloud history off, a chat is kept in IndexedDB: listed under Today after a reload, restored, deleted after confirmation", async ({
    page,
  }) => {
    test.slow(); // a real answer from the local model over the demo library
    // The configuration chooses the store (spec section 4, item 8): no cloud database means this browser.
    await page.route("**/config", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), showChatHistoryCosmos: false } });
    });
    const cloudCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/chat_history")) cloudCalls.push(request.url());
    });

    const chat = new ChatPage(page);
    await chat.open("/chat");
    const question = "Wat staat er in de werkgeversverklaring over het dienstverband van de klant?";
    await chat.ask(question);
    await expect(chat.lastAnswer()).toBeVisible();
    const answerText = (await chat.lastAnswer().getByTestId("answer-text").innerText()).trim();
    expect(answerText.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await storedChats(page)).map((entry) => entry.title))
      .toEqual([`${question.slice(0, 50)}...`]);

    // An older chat from last month's work in the same browser, grouped by month and year.
    const old = new Date();
    old.setDate(old.getDate() - 45);
    await page.evaluate(
      ({ name, timestamp }) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => {
            const transaction = opening.result.transaction("chats", "readwrite");
            transaction.objectStore("chats").put({
              id: "oude-chat",
              title: "Oude vraag over de taxatie",
              timestamp,
              answers: [
                [
                  "Oude vraag over de taxatie",
                  {
                    message: { content: "Taxatie 2025", role: "assistant" },
                    context: { data_points: [], thoughts: [] },
                  },
                ],
              ],
            });
            transaction.oncomplete = () => {
              opening.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      { name: DB, timestamp: old.getTime() },
    );

    await page.reload();
    await chat.clear.click();
    await expect(chat.emptyState).toBeVisible();
    await page.getByTestId("open-history").click();
    const drawer = chat.history;
    await expect(drawer).toContainText(en.history.storedBrowser);
    const today = drawer.locator('[data-testid="history-group"][data-group="today"]');
    await expect(today.locator("h3")).toHaveText(en.history.groups.today);
    await expect(today.getByTestId("history-item")).toHaveText([`${question.slice(0, 50)}...`]);
    const groups = drawer.getByTestId("history-group");
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(1).locator("h3")).toHaveText(
      new Intl.DateTimeFormat("en", { month: "long", year: "numeric" }).format(old),
    );
    await expect(groups.nth(1).getByTestId("history-item")).toHaveText(["Oude vraag over de taxatie"]);

    await today.getByTestId("history-item").getByRole("button").first().click();
    await expect(drawer).toBeHidden();
    await expect(chat.questions).toHaveText([question]);
    await expect(chat.lastAnswer().getByTestId("answer-text")).toHaveText(answerText);

    await page.getByTestId("open-history").click();
    await today.getByTestId("history-delete").click();
    const dialog = page.getByTestId("history-delete-dialog");
    await expect(dialog).toContainText("This action cannot be undone. Delete this chat history?");
    await dialog.getByRole("button", { name: en.history.cancel }).click();
    await expect(today.getByTestId("history-item")).toHaveCount(1);
    await today.getByTestId("history-delete").click();
    // Deleting is destructive and looks it.
    await expect(page.getByTestId("history-delete-confirm")).toHaveClass(/bg-destructive/);
    await page.getByTestId("history-delete-confirm").click();
    await expect(today).toHaveCount(0);
    await expect(drawer.getByTestId("history-item")).toHaveText(["Oude vraag over de taxatie"]);
    expect((await storedChats(page)).map((entry) => entry.id)).toEqual(["oude-chat"]);
    expect(cloudCalls).toEqual([]);
  });
});
