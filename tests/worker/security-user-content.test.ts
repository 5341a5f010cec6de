import { describe, expect, it } from "vitest";
import { emptyProfile } from "../../schemas/workspace";
import { createBorrower } from "./borrowers";
import { authed, call, upload } from "./rag-helpers";
import { anna, bram } from "./tokens";

const script = "<html><body><script>fetch('/steal?t='+localStorage.length)</script>hypotheek</body></html>";

function expectInert(response: Response) {
  expect(response.headers.get("content-security-policy")).toMatch(/^sandbox;/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-type")).not.toMatch(/html|svg|xml/);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
}

describe("user content is never served as a document of this origin", () => {
  it("a shared .html upload reaches a colleague as an attachment under a sandbox CSP", async () => {
    expect((await upload(bram, "Uitleg.html", script, { shared: "true" })).status).toBe(202);
    const response = await call(`/content/${encodeURIComponent("Uitleg.html")}`, { headers: await authed(anna) });
    expect(response.status).toBe(200);
    expectInert(response);
    expect(await response.text()).toContain("<script>");
  });

  it("a PDF or text is still shown inline, with the sandbox CSP", async () => {
    await upload(anna, "Notitie.txt", "Een notitie over rente.");
    const response = await call("/content/Notitie.txt", { headers: await authed(anna) });
    expect(response.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox;/);
  });

  it("a KYC original uploaded as .html (claiming text/html) is served as an attachment", async () => {
    const auth = await authed(anna);
    const profile = emptyProfile();
    profile.applicant.firstName = "Html";
    profile.applicant.lastName = "Aanval";
    const id = await createBorrower(anna, profile);
    const form = new FormData();
    form.set("type", "identiteitsbewijs");
    form.set("issuedAt", "2020-01-01");
    form.set("file", new File([script], "paspoort.html", { type: "text/html" }));
    const uploaded = await call(`/api/borrowers/${id}/documents`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const document = (await uploaded.json()) as { id: string };
    const response = await call(`/api/borrowers/${id}/documents/${document.id}/file`, { headers: auth });
    expect(response.status).toBe(200);
    expectInert(response);
  });
});
