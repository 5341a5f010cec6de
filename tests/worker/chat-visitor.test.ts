import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { chatAnswerSchema, chatStreamItemSchema } from "../../schemas/chat";
import { app } from "../../worker/app";
import { ingestQueue, runRecovery } from "./ingest-queue-harness";
import { sseItems } from "./rag-helpers";

// The demo library, loaded as `npm start` loads it: the recovery step stores it, the queue's consumer indexes it.
beforeAll(async () => {
  await runRecovery();
  await ingestQueue.deliver();
});

/**
 * Spec 6: login is needed to ask questions unless unauthenticated access is enabled. With
 * ENABLE_UNAUTHENTICATED_ACCESS a visitor who is not signed in may ask, and reads only what is shared with
 * VISITOR_GROUPS; everything that belongs to a person still needs a sign-in.
 */
const closed = env;
const openNoGroups = { ...env, ENABLE_UNAUTHENTICATED_ACCESS: "true" };
const openToAdvisersLibrary = { ...env, ENABLE_UNAUTHENTICATED_ACCESS: "true", VISITOR_GROUPS: "advisers" };

async function call(environment: object, path: string, init: RequestInit = {}) {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`, init), environment, context);
  await waitOnExecutionContext(context);
  return response;
}

const question = (content: string) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ messages: [{ role: "user", content }], session_state: "visitor-chat" }),
});
const energyQuestion = "Welke rentekorting geeft de Groen Wonen Hypotheek per energielabel?";

describe("a visitor who is not signed in", () => {
  it("is refused by default on /chat, /chat/stream, /ask and /content", async () => {
    expect((await call(closed, "/chat", question(energyQuestion))).status).toBe(401);
    expect((await call(closed, "/chat/stream", question(energyQuestion))).status).toBe(401);
    const ask = await call(closed, "/ask", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: energyQuestion }),
    });
    expect(ask.status).toBe(401);
    expect((await call(closed, "/content/Productblad_Groen_Wonen_Hypotheek.md")).status).toBe(401);
    const setup = (await (await call(closed, "/auth_setup")).json()) as { enableUnauthenticatedAccess: boolean };
    expect(setup.enableUnauthenticatedAccess).toBe(false);
  });

  it("with unauthenticated access may ask, but reads nothing while no visitor groups are configured", async () => {
    const setup = (await (await call(openNoGroups, "/auth_setup")).json()) as { enableUnauthenticatedAccess: boolean };
    expect(setup.enableUnauthenticatedAccess).toBe(true);
    const response = await call(openNoGroups, "/chat", question(energyQuestion));
    expect(response.status).toBe(200);
    const answer = chatAnswerSchema.parse(await response.json());
    expect(answer.session_state).toBe("visitor-chat");
    expect(answer.context.data_points).toEqual([]);
    expect((await call(openNoGroups, "/content/Productblad_Groen_Wonen_Hypotheek.md")).status).toBe(404);
  });

  it("reads the documents shared with VISITOR_GROUPS, streamed and whole, and may open what is cited", async () => {
    const streamed = await call(openToAdvisersLibrary, "/chat/stream", question(energyQuestion));
    expect(streamed.status).toBe(200);
    const items = (await sseItems(streamed)).map((item) => chatStreamItemSchema.parse(item));
    expect(items[0]?.context?.data_points).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Productblad_Groen_Wonen_Hypotheek\.md/)]),
    );
    const ask = await call(openToAdvisersLibrary, "/ask", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: energyQuestion }),
    });
    expect(ask.status).toBe(200);
    expect(chatAnswerSchema.parse(await ask.json()).message.content).toContain("Productblad_Groen_Wonen_Hypotheek.md");
    const file = await call(openToAdvisersLibrary, "/content/Productblad_Groen_Wonen_Hypotheek.md");
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("Groen Wonen Hypotheek");
  });

  it("still needs a sign-in for uploads, the file list and chat history; a bad token is never a visitor", async () => {
    const form = new FormData();
    form.append("file", new File(["tekst"], "Notitie.txt"));
    expect((await call(openToAdvisersLibrary, "/upload", { method: "POST", body: form })).status).toBe(401);
    expect((await call(openToAdvisersLibrary, "/list_uploaded")).status).toBe(401);
    const history = await call(openToAdvisersLibrary, "/chat_history/items", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: 20 }),
    });
    expect(history.status).toBe(401);
    const forged = await call(openToAdvisersLibrary, "/chat", {
      ...question(energyQuestion),
      headers: { "content-type": "application/json", authorization: "Bearer not-a-token" },
    });
    expect(forged.status).toBe(401);
  });
});
