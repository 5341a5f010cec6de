import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyProfile, kycDocumentSchema } from "../../schemas/workspace";
import { createBorrower } from "./borrowers";
import { authed, call, upload } from "./rag-helpers";
import { anna, bram } from "./tokens";

const json = async (user: typeof anna) => ({ ...(await authed(user)), "content-type": "application/json" });

async function newBorrower(user: typeof anna, firstName: string) {
  const profile = emptyProfile();
  profile.applicant.firstName = firstName;
  profile.applicant.lastName = "Jansen";
  return createBorrower(user, profile);
}

async function uploadKyc(user: typeof anna, borrowerId: string) {
  const form = new FormData();
  form.set("type", "salarisstrook");
  form.set("file", new File(["Salarisstrook: bruto 4.200 euro per maand."], "salaris.txt", { type: "text/plain" }));
  const response = await call(`/api/borrowers/${borrowerId}/documents`, {
    method: "POST",
    headers: await authed(user),
    body: form,
  });
  expect(response.status).toBe(201);
  return kycDocumentSchema.parse(await response.json());
}

const chatFiles = async (user: typeof anna) =>
  (await (await call("/list_uploaded", { headers: await authed(user) })).json()) as string[];
const uploadRows = async (user: typeof anna) =>
  (await (await call("/uploads", { headers: await authed(user) })).json()) as { file_name: string }[];
const indexFileName = async (id: string | null) =>
  (await env.DB.prepare("SELECT file_name FROM documents WHERE id = ?").bind(id).first<{ file_name: string }>())
    ?.file_name;

describe("KYC documents live in their dossier, not in the chat's file list", () => {
  it("leaves a borrower's KYC originals out of the chat's lists and refuses to delete them there", async () => {
    const borrowerId = await newBorrower(anna, "Eva");
    const kyc = await uploadKyc(anna, borrowerId);
    const kycName = await indexFileName(kyc.indexDocumentId);
    expect(kycName).toBeTruthy();
    expect((await upload(anna, "Eigen-notitie.txt", "Een notitie van de adviseur.")).status).toBe(202);

    expect(await chatFiles(anna)).toContain("Eigen-notitie.txt");
    expect(await chatFiles(anna)).not.toContain(kycName);
    expect((await uploadRows(anna)).map((row) => row.file_name)).not.toContain(kycName);

    const refused = await call("/delete_uploaded", {
      method: "POST",
      headers: await json(anna),
      body: JSON.stringify({ filename: kycName }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "KYC_DOCUMENT_IN_DOSSIER" });
    expect(await indexFileName(kyc.indexDocumentId)).toBe(kycName);
  });

  it("deletes a KYC document in the dossier: row, original and index entry go, the history says who removed what", async () => {
    const borrowerId = await newBorrower(anna, "Noor");
    const kyc = await uploadKyc(anna, borrowerId);
    const path = `/api/borrowers/${borrowerId}/documents/${kyc.id}`;

    const byBram = await call(path, { method: "DELETE", headers: await authed(bram) });
    expect(byBram.status).toBe(404);

    const response = await call(path, { method: "DELETE", headers: await authed(anna) });
    expect(response.status).toBe(204);
    const listed = (await (
      await call(`/api/borrowers/${borrowerId}/documents`, { headers: await authed(anna) })
    ).json()) as { documents: unknown[] };
    expect(listed.documents).toEqual([]);
    expect((await env.UPLOADS.list({ prefix: `${anna.oid}/borrowers/${borrowerId}/` })).objects).toEqual([]);
    expect(await indexFileName(kyc.indexDocumentId)).toBeUndefined();
    const { events } = (await (
      await call(`/api/borrowers/${borrowerId}/events`, { headers: await authed(anna) })
    ).json()) as { events: { type: string; summary: string; actor: string }[] };
    expect(events[0]).toMatchObject({ type: "document_delete", summary: "removed:salarisstrook" });

    expect((await call(path, { method: "DELETE", headers: await authed(anna) })).status).toBe(404);
  });
});
