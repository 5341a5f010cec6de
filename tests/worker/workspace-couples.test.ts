import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { borrowerSchema, emptyProfile, kycDocumentSchema } from "../../schemas/workspace";
import { createBorrower } from "./borrowers";
import { authed, call } from "./rag-helpers";
import { anna, bram } from "./tokens";

const json = async (user: typeof anna) => ({ ...(await authed(user)), "content-type": "application/json" });

async function newCouple(user: typeof anna) {
  const profile = emptyProfile();
  profile.applicant.firstName = "Jan";
  profile.applicant.lastName = "de Vries";
  profile.hasPartner = true;
  profile.partner.firstName = "Sophie";
  profile.partner.lastName = "Kramer";
  return createBorrower(user, profile);
}

const setBsn = async (user: typeof anna, id: string, body: object) =>
  call(`/api/borrowers/${id}/bsn`, { method: "PUT", headers: await json(user), body: JSON.stringify(body) });
const reveal = async (user: typeof anna, id: string, person?: string) =>
  call(`/api/borrowers/${id}/bsn/reveal`, {
    method: "POST",
    ...(person ? { headers: await json(user), body: JSON.stringify({ person }) } : { headers: await authed(user) }),
  });

async function uploadFor(user: typeof anna, borrowerId: string, person: string | null, type = "identiteitsbewijs") {
  const form = new FormData();
  form.set("type", type);
  if (person) form.set("person", person);
  form.set("file", new File([`Paspoort van ${person ?? "aanvrager"}.`], "paspoort.txt", { type: "text/plain" }));
  return call(`/api/borrowers/${borrowerId}/documents`, { method: "POST", headers: await authed(user), body: form });
}

describe("couples: each person has their own BSN and KYC documents", () => {
  it("stores the partner's BSN encrypted beside the applicant's, masks both and reveals each to its adviser only", async () => {
    const id = await newCouple(anna);
    expect((await setBsn(anna, id, { bsn: "111222333", confirmed: true })).status).toBe(200);
    const partner = await setBsn(anna, id, { bsn: "123456782", confirmed: true, person: "partner" });
    expect(partner.status).toBe(200);
    expect(await partner.json()).toEqual({ bsnMasked: "*****6782" });

    const view = borrowerSchema.parse(
      await (await call(`/api/borrowers/${id}`, { headers: await authed(anna) })).json(),
    );
    expect(view).toMatchObject({ bsnMasked: "*****2333", partnerBsnMasked: "*****6782" });

    const row = await env.DB.prepare(
      "SELECT bsn, bsn_ciphertext, partner_bsn_ciphertext, partner_bsn_iv, partner_bsn_last4 FROM borrowers WHERE id = ?",
    )
      .bind(id)
      .first<Record<string, string | null>>();
    expect(row?.bsn).toBeNull();
    expect(row?.partner_bsn_last4).toBe("6782");
    expect(row?.partner_bsn_ciphertext).toBeTruthy();
    expect(row?.partner_bsn_ciphertext).not.toContain("123456782");
    expect(atob(row?.partner_bsn_ciphertext ?? "")).not.toContain("123456782");
    expect(row?.partner_bsn_iv).toBeTruthy();

    expect(await (await reveal(anna, id)).json()).toEqual({ bsn: "111222333" });
    expect(await (await reveal(anna, id, "partner")).json()).toEqual({ bsn: "123456782" });
    expect((await reveal(bram, id, "partner")).status).toBe(404);

    // The applicant's ciphertext moved into the partner's columns does not open: it is bound to its person.
    await env.DB.prepare(
      "UPDATE borrowers SET partner_bsn_ciphertext = bsn_ciphertext, partner_bsn_iv = bsn_iv WHERE id = ?",
    )
      .bind(id)
      .run();
    expect((await reveal(anna, id, "partner")).status).toBe(500);
  });

  it("keeps the partner's KYC documents in their own slots, listed to the adviser only", async () => {
    const id = await newCouple(anna);
    const mine = await uploadFor(anna, id, null);
    expect(mine.status).toBe(201);
    expect(kycDocumentSchema.parse(await mine.json()).person).toBe("applicant");
    const hers = await uploadFor(anna, id, "partner");
    expect(hers.status).toBe(201);
    const partnerDocument = kycDocumentSchema.parse(await hers.json());
    expect(partnerDocument.person).toBe("partner");

    const listed = await call(`/api/borrowers/${id}/documents`, { headers: await authed(anna) });
    const { documents } = (await listed.json()) as { documents: unknown[] };
    const parsed = documents.map((document) => kycDocumentSchema.parse(document));
    expect(parsed.map((document) => [document.type, document.person])).toEqual([
      ["identiteitsbewijs", "applicant"],
      ["identiteitsbewijs", "partner"],
    ]);
    // Same file name in both slots: two index documents, not one overwritten.
    expect(new Set(parsed.map((document) => document.indexDocumentId)).size).toBe(2);

    expect((await uploadFor(anna, id, "neighbour")).status).toBe(400);
    expect((await call(`/api/borrowers/${id}/documents`, { headers: await authed(bram) })).status).toBe(404);
    expect((await uploadFor(bram, id, "partner")).status).toBe(404);
    const file = await call(`/api/borrowers/${id}/documents/${partnerDocument.id}/file`, {
      headers: await authed(bram),
    });
    expect(file.status).toBe(404);
  });
});

describe("the report's document analysis asks each document from its own passages", () => {
  it("limits a grounded answer to the one document asked about, within the adviser's own documents", async () => {
    const id = await newCouple(anna);
    const form = (type: string, person: string, text: string, name: string) => {
      const body = new FormData();
      body.set("type", type);
      body.set("person", person);
      body.set("file", new File([text], name, { type: "text/plain" }));
      return body;
    };
    const post = async (body: FormData) =>
      kycDocumentSchema.parse(
        await (
          await call(`/api/borrowers/${id}/documents`, { method: "POST", headers: await authed(anna), body })
        ).json(),
      );
    const slip = await post(
      form("salarisstrook", "applicant", "Salarisstrook Jan de Vries: bruto salaris 4.200 euro per maand.", "slip.txt"),
    );
    const statement = await post(
      form(
        "werkgeversverklaring",
        "partner",
        "Werkgeversverklaring Sophie Kramer: bruto salaris 3.100 euro per maand.",
        "wgv.txt",
      ),
    );
    const ask = async (user: typeof anna, documentId: string | null) => {
      const response = await call("/chat", {
        method: "POST",
        headers: await json(user),
        body: JSON.stringify({
          messages: [{ role: "user", content: "Wat is het bruto salaris per maand?" }],
          context: {
            overrides: {
              include_category: `borrower:${id}`,
              top: 10,
              ...(documentId ? { include_document: documentId } : {}),
            },
          },
          session_state: null,
        }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { context: { data_points: string[] | { text: string[] } } };
      const points = answer.context.data_points;
      return Array.isArray(points) ? points : points.text;
    };
    const both = await ask(anna, null);
    expect(both.some((point) => point.includes("4.200"))).toBe(true);
    expect(both.some((point) => point.includes("3.100"))).toBe(true);

    const onlyStatement = await ask(anna, statement.indexDocumentId);
    expect(onlyStatement.length).toBeGreaterThan(0);
    expect(onlyStatement.every((point) => point.includes("3.100") && !point.includes("4.200"))).toBe(true);
    const onlySlip = await ask(anna, slip.indexDocumentId);
    expect(onlySlip.every((point) => point.includes("4.200") && !point.includes("3.100"))).toBe(true);

    // Naming another adviser's document reads nothing of it.
    expect(await ask(bram, statement.indexDocumentId)).toEqual([]);
  });
});
