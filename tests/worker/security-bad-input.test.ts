import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyProfile } from "../../schemas/workspace";
import { newBorrowerChange } from "./borrowers";
import { anna, bearer, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));

async function post(path: string, body: string) {
  const headers = { ...bearer(await signToken({ user: anna })), "content-type": "application/json" };
  return call(path, { method: "POST", headers, body });
}

describe("hostile input gets a 4xx or an answer, never a 500", () => {
  it("a category filter with 100 values each way (about 200 bound values)", async () => {
    const categories = Array.from({ length: 100 }, (_, index) => String.fromCharCode(97 + (index % 26))).join(",");
    const response = await post(
      "/ask",
      JSON.stringify({
        question: "Wat is de rente?",
        overrides: { include_category: categories, exclude_category: categories },
      }),
    );
    expect(response.status).toBe(200);
  });

  it("a borrower search word of 60 characters", async () => {
    await post("/api/workspace/initialize", "{}");
    // SQLite checks a LIKE pattern's length only against a row, so there must be a borrower to search.
    const profile = emptyProfile();
    profile.applicant.firstName = "Zoek";
    profile.applicant.lastName = "Baar";
    const created = await post(
      "/api/workspace/sync",
      JSON.stringify({
        workspace: null,
        borrowers: [newBorrowerChange(profile)],
      }),
    );
    expect(created.status).toBe(200);
    const found = await post("/api/borrower/items", JSON.stringify({ count: 10, search: "zoek" }));
    expect(((await found.json()) as { items: unknown[] }).items).toHaveLength(1);
    const response = await post("/api/borrower/items", JSON.stringify({ count: 10, search: "x".repeat(60) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: [] });
  });

  it("a session_state nested 100,000 deep", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const chat = await post(
      "/chat",
      `{"messages":[{"role":"user","content":"Wat is de rente?"}],"session_state":${deep}}`,
    );
    expect(chat.status).toBe(400);
    const ask = await post("/ask", `{"question":"Wat is de rente?","session_state":${deep}}`);
    expect(ask.status).toBe(400);
    const stream = await post(
      "/chat/stream",
      `{"messages":[{"role":"user","content":"Wat is de rente?"}],"session_state":${deep}}`,
    );
    expect(stream.status).toBe(400);
  });

  it("a modest session_state is still echoed", async () => {
    const response = await post(
      "/ask",
      JSON.stringify({ question: "Wat is de rente?", session_state: { a: [1, { b: 2 }] } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ session_state: { a: [1, { b: 2 }] } });
  });
});
