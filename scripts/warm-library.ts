import { tokenFor } from "./rag-client";

/**
 * Asks the fresh server for the document library once it answers, so the demo documents are indexed at start-up
 * and a new adviser's first question does not wait for them. Only the built-in sign-in can mint a token here;
 * with other providers the library loads on the first chat, ask or library request instead.
 */
export async function warmDemoLibrary(baseURL: string, authMode: string) {
  if (authMode !== "dev" && authMode !== "off") return;
  const headers: Record<string, string> =
    authMode === "dev" ? { authorization: `Bearer ${await tokenFor("anna@adviesdesk.example")}` } : {};
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/library`, { headers }).catch(() => null);
    if (response?.ok) {
      const documents = (await response.json()) as { status: string }[];
      const indexed = documents.filter((document) => document.status === "indexed").length;
      console.log(`✓ demo library ready (${indexed} documents indexed)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn("! the demo library was not loaded at start-up; it loads on the first question instead");
}
