import { tokenFor } from "./rag-client";

/** Runs the Worker's scheduled recovery step once (`wrangler dev --test-scheduled`); false while it is not up. */
async function runRecovery(baseURL: string, cron: string): Promise<boolean> {
  const response = await fetch(`${baseURL}/__scheduled?cron=${encodeURIComponent(cron)}`).catch(() => null);
  return Boolean(response?.ok);
}

/**
 * Once the fresh server answers, runs the recovery step as at start-up ("startup": the local queue starts empty,
 * so every queued or half-parsed document is sent again, and the demo library is loaded), then waits until the
 * library is indexed, so a new adviser's first question does not wait for it. Only the built-in sign-in can mint
 * a token to watch the library; with other providers the wait is skipped.
 */
export async function warmDemoLibrary(baseURL: string, authMode: string) {
  const deadline = Date.now() + 120_000;
  while (!(await runRecovery(baseURL, "startup"))) {
    if (Date.now() > deadline) throw new Error("the server did not answer in 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (authMode !== "dev" && authMode !== "off") return;
  const headers: Record<string, string> =
    authMode === "dev" ? { authorization: `Bearer ${await tokenFor("anna@adviesdesk.example")}` } : {};
  const indexed = await waitForDemoDocuments(baseURL, headers, deadline);
  if (indexed === null)
    console.warn("! the demo documents were not indexed in 2 minutes; they keep loading in the background");
  else console.log(`✓ demo library ready (${indexed} documents indexed)`);
}

/**
 * Waits until the library and the first demo adviser's own documents (her seeded KYC files, queued at start-up)
 * are indexed or failed; answers how many are indexed, or null at the deadline.
 */
export async function waitForDemoDocuments(
  baseURL: string,
  headers: Record<string, string>,
  deadline = Date.now() + 120_000,
): Promise<number | null> {
  while (Date.now() < deadline) {
    const responses = await Promise.all(
      ["/api/library", "/api/uploads"].map((path) => fetch(`${baseURL}${path}`, { headers }).catch(() => null)),
    );
    if (responses.every((response) => response?.ok)) {
      const lists = (await Promise.all(responses.map((response) => response?.json()))) as { status: string }[][];
      const documents = lists.flat();
      if (
        documents.length > 0 &&
        documents.every((document) => document.status === "indexed" || document.status === "failed")
      )
        return documents.filter((document) => document.status === "indexed").length;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/** Locally, wrangler dev runs no cron: this runs the recovery step every minute, as the production cron does. */
export function runRecoveryEveryMinute(baseURL: string) {
  setInterval(() => void runRecovery(baseURL, "* * * * *"), 60_000).unref();
}
