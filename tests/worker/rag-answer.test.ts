import { describe, expect, it } from "vitest";
import { chatAnswerSchema, chatStreamItemSchema } from "../../schemas/chat";
import { uploadedFilesSchema } from "../../schemas/files";
import { authed, call, chat, sseItems, upload } from "./rag-helpers";
import { anna, bram } from "./tokens";

const policy = `# Offerteregels Zuidkust Bank

## Geldigheid
Een hypotheekofferte van Zuidkust Bank is acht weken geldig. Verlenging met vier weken kost eenmalig 150 euro.

## Boetevrij aflossen
Per jaar mag 20 procent van de hoofdsom boetevrij worden afgelost.
`;

describe("upload → index → answer", () => {
  it("indexes an uploaded Markdown file and streams a cited answer", async () => {
    const uploaded = await upload(anna, "Offerteregels_Zuidkust.md", policy);
    expect(uploaded.status).toBe(202);
    const files = uploadedFilesSchema.parse(await (await call("/uploads", { headers: await authed(anna) })).json());
    expect(files.find((file) => file.file_name === "Offerteregels_Zuidkust.md")).toMatchObject({
      status: "indexed",
      has_text: true,
    });

    const response = await chat(anna, "Hoe lang is een offerte van Zuidkust Bank geldig?", {}, "/chat/stream");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const items = (await sseItems(response)).map((item) => chatStreamItemSchema.parse(item));
    expect(items[0]?.context?.data_points).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Offerteregels_Zuidkust\.md: /)]),
    );
    const content = items.map((item) => item.delta?.content ?? "").join("");
    expect(content).toContain("acht weken geldig");
    expect(content).toContain("[Offerteregels_Zuidkust.md]");
    expect(items.filter((item) => item.delta?.content).length).toBeGreaterThan(3);
  });

  it("answers POST /chat as one JSON answer with thoughts and echoes session_state", async () => {
    const response = await call("/chat", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({
        messages: [
          { role: "user", content: "How much of the principal may be repaid without penalty at Zuidkust Bank?" },
        ],
        session_state: "abc",
      }),
    });
    expect(response.status).toBe(200);
    const body = chatAnswerSchema.parse(await response.json());
    expect(body.session_state).toBe("abc");
    expect(body.message.content).toContain("[Offerteregels_Zuidkust.md]");
    expect(body.message.content).toContain("20 procent");
    expect(body.context.thoughts.map((thought) => thought.title)).toEqual([
      "Search query",
      "Search using the search query",
      "Search results",
      "Prompt to generate answer",
    ]);
  });

  it("declines a question about a thing none of the adviser's documents mentions, and names it in the thoughts", async () => {
    // The policy shares "Zuidkust Bank" and "offerte" with the question, but says nothing of a car; another
    // adviser's document that does mention one must not make the word count as present.
    await upload(bram, "Leaseauto_Regeling.md", "# Leaseauto\n\nEen leaseauto (car) van de zaak is mogelijk.");
    const response = await call("/chat", {
      method: "POST",
      headers: { ...(await authed(anna)), "content-type": "application/json" },
      body: JSON.stringify({
        messages: [{ role: "user", content: "Hoe lang is de offerte voor een auto van Zuidkust Bank geldig?" }],
      }),
    });
    const body = chatAnswerSchema.parse(await response.json());
    expect(body.message.content).toContain("bevatten geen antwoord");
    expect(body.message.content).not.toContain("[");
    const search = body.context.thoughts.find((thought) => thought.title === "Search query");
    expect(search?.props).toMatchObject({ absent: ["auto"] });
  });
});
