import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyProfile } from "../../schemas/workspace";
import { createBorrower } from "./borrowers";
import { authed, call, chat, upload } from "./rag-helpers";
import { anna } from "./tokens";

const BSN = "111222333";

async function borrowerWithIdentityDocument() {
  const auth = await authed(anna);
  const profile = emptyProfile();
  profile.applicant.firstName = "Fatima";
  profile.applicant.lastName = "El Amrani";
  const id = await createBorrower(anna, profile);
  const form = new FormData();
  form.set("type", "identiteitsbewijs");
  form.set("issuedAt", "2020-01-01");
  form.set(
    "file",
    new File(
      [`Paspoort van Fatima El Amrani. Burgerservicenummer: 1112.22.333. Geboren 12 april 1988.`],
      "paspoort.txt",
      { type: "text/plain" },
    ),
  );
  const uploaded = await call(`/api/borrowers/${id}/documents`, { method: "POST", headers: auth, body: form });
  expect(uploaded.status).toBe(201);
  return id;
}

describe("the BSN never leaves through the index or the chat", () => {
  it("a KYC identity document is indexed with its BSN masked, and the chat quotes only the masked form", async () => {
    const id = await borrowerWithIdentityDocument();
    const stored = await env.DB.prepare(
      "SELECT group_concat(c.content, ' ') AS text FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.category = ?",
    )
      .bind(`borrower:${id}`)
      .first<{ text: string }>();
    expect(stored?.text).toContain("*****2333");
    expect(stored?.text).not.toMatch(/1112\.?22\.?333/);
    const response = await chat(anna, "Wat is het BSN van Fatima El Amrani?", {
      include_category: `borrower:${id}`,
    });
    const body = JSON.stringify(await response.json());
    expect(body).toContain("*****2333");
    expect(body).not.toMatch(/1112\.?22\.?333/);
  });

  it("a passage indexed before masking existed is masked when it is quoted", async () => {
    expect((await upload(anna, "Oude-notitie.txt", "Klant Pieter Oud, dossier gesloten.")).status).toBe(202);
    await env.DB.prepare(
      "UPDATE chunks SET content = 'Klant Pieter Oud heeft BSN 111222333, dossier gesloten.' WHERE document_id = (SELECT id FROM documents WHERE file_name = 'Oude-notitie.txt')",
    ).run();
    const response = await chat(anna, "Welk BSN heeft klant Pieter Oud?");
    const body = JSON.stringify(await response.json());
    expect(body).toContain("Oude-notitie.txt");
    expect(body).not.toContain(BSN);
  });
});
