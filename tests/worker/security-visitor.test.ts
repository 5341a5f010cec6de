import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { chatAnswerSchema } from "../../schemas/chat";
import { app } from "../../worker/app";
import { ingestQueue, runRecovery } from "./ingest-queue-harness";
import { upload } from "./rag-helpers";
import { bram } from "./tokens";

/** The README's example: visitors may ask about what is shared with the advisers group. */
const visitorsOn = { ...env, ENABLE_UNAUTHENTICATED_ACCESS: "true", VISITOR_GROUPS: "advisers" };

async function call(path: string, init: RequestInit = {}) {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`, init), visitorsOn, context);
  await waitOnExecutionContext(context);
  return response;
}

// The demo library, loaded as `npm start` loads it: the recovery step stores it, the queue's consumer indexes it.
beforeAll(async () => {
  await runRecovery();
  await ingestQueue.deliver();
});

const secret = "Klantdossier Zwaluwstaart: het afgesproken kortingspercentage is 7,77 procent.";

describe("a visitor reads only what is explicitly public", () => {
  it("an adviser's upload shared with the advisers group stays out of the visitor's chat, ask and content", async () => {
    expect((await upload(bram, "Zwaluwstaart.txt", secret, { shared: "true" })).status).toBe(202);
    const question = "Wat is het kortingspercentage in het klantdossier Zwaluwstaart?";
    const chat = await call("/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    });
    expect(chat.status).toBe(200);
    const answer = chatAnswerSchema.parse(await chat.json());
    expect(JSON.stringify(answer)).not.toContain("Zwaluwstaart.txt");
    expect(JSON.stringify(answer)).not.toContain("7,77");
    const ask = await call("/ask", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question }),
    });
    expect(JSON.stringify(await ask.json())).not.toContain("7,77");
    const stream = await call("/chat/stream", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    });
    expect(await stream.text()).not.toContain("7,77");
    expect((await call("/content/Zwaluwstaart.txt")).status).toBe(404);
  });

  it("the office's library shared with the visitor groups is still readable", async () => {
    expect((await call("/content/Productblad_Groen_Wonen_Hypotheek.md")).status).toBe(200);
  });
});
