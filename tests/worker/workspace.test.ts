import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../schemas/error-body";
import {
  type BorrowerChange,
  borrowerEventSchema,
  borrowerItemsResponseSchema,
  borrowerSchema,
  emptyProfile,
  kycDocumentSchema,
  syncResponseSchema,
  workspaceSchema,
} from "../../schemas/workspace";
import { anna, bearer, bram, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

async function as(user: typeof anna) {
  const auth = bearer(await signToken({ user }));
  const json = { "content-type": "application/json", ...auth };
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return {
    initialize: () => call("/api/workspace/initialize", { method: "POST", headers: auth }),
    sync: (body: unknown) => post("/api/workspace/sync", body),
    items: (count: number, continuation_token?: string | null) =>
      post("/api/borrower/items", { count, continuation_token }),
    get: (id: string) => call(`/api/borrowers/${id}`, { headers: auth }),
    events: (id: string) => call(`/api/borrowers/${id}/events`, { headers: auth }),
    restore: (id: string, eventId: string, baseVersion: number) =>
      post(`/api/borrowers/${id}/restore`, { eventId, baseVersion }),
    setBsn: (id: string, bsn: string, confirmed: boolean) =>
      call(`/api/borrowers/${id}/bsn`, { method: "PUT", headers: json, body: JSON.stringify({ bsn, confirmed }) }),
    revealBsn: (id: string) => call(`/api/borrowers/${id}/bsn/reveal`, { method: "POST", headers: auth }),
    upload: (id: string, form: FormData) =>
      call(`/api/borrowers/${id}/documents`, { method: "POST", headers: auth, body: form }),
    documents: (id: string) => call(`/api/borrowers/${id}/documents`, { headers: auth }),
    setDocumentStatus: (id: string, documentId: string, status: string) =>
      call(`/api/borrowers/${id}/documents/${documentId}`, {
        method: "PATCH",
        headers: json,
        body: JSON.stringify({ status }),
      }),
  };
}

function newBorrower(firstName: string, lastName: string, extra: Partial<BorrowerChange> = {}): BorrowerChange {
  const profile = emptyProfile();
  profile.applicant.firstName = firstName;
  profile.applicant.lastName = lastName;
  profile.applicant.dateOfBirth = "1988-04-12";
  profile.applicant.grossAnnualIncome = 62_000;
  return {
    id: crypto.randomUUID(),
    baseVersion: null,
    deleted: false,
    status: "application_in_progress",
    profile,
    fieldTimes: {},
    ...extra,
  };
}

async function create(client: Awaited<ReturnType<typeof as>>, change: BorrowerChange) {
  const response = await client.sync({ workspace: null, borrowers: [change] });
  expect(response.status).toBe(200);
  const body = syncResponseSchema.parse(await response.json());
  const saved = body.borrowers.find((borrower) => borrower.id === change.id);
  if (!saved) throw new Error("not saved");
  return saved;
}

describe("workspace and borrowers", () => {
  it("refuses callers without a token", async () => {
    const response = await call("/api/workspace/initialize", { method: "POST" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "AUTH_ERROR" });
  });

  it("initialize creates one workspace per adviser, with labelled sample lender rates", async () => {
    const client = await as(anna);
    const first = workspaceSchema.parse(await (await client.initialize()).json());
    const again = workspaceSchema.parse(await (await client.initialize()).json());
    expect(again.id).toBe(first.id);
    expect(first.adviser.email).toBe(anna.email);
    expect(first.ratesAreSample).toBe(true);
    expect(first.lenderRates.length).toBeGreaterThan(0);
    const other = workspaceSchema.parse(await (await (await as(bram)).initialize()).json());
    expect(other.id).not.toBe(first.id);
  });

  it("creates a borrower through sync, derives name and date of birth and records a profile_update event", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Jan", "de Vries"));
    expect(saved).toMatchObject({ version: 1, name: "Jan de Vries", dateOfBirth: "1988-04-12", bsnMasked: null });
    const { events } = (await (await client.events(saved.id)).json()) as { events: unknown[] };
    const [event] = events.map((item) => borrowerEventSchema.parse(item));
    expect(event).toMatchObject({ type: "profile_update", actor: anna.name, version: 1, summary: "created" });
    expect(event?.changes.some((change) => change.field === "profile.applicant.firstName" && change.to === "Jan")).toBe(
      true,
    );
  });

  it("keeps advisers apart: bram can neither list, read, change nor reveal anna's borrowers", async () => {
    const annaClient = await as(anna);
    const bramClient = await as(bram);
    const saved = await create(annaClient, newBorrower("Sanne", "Visser"));
    await annaClient.setBsn(saved.id, "111222333", true);

    const bramList = borrowerItemsResponseSchema.parse(await (await bramClient.items(100)).json());
    expect(bramList.items.map((item) => item.id)).not.toContain(saved.id);
    expect((await bramClient.get(saved.id)).status).toBe(404);
    expect((await bramClient.events(saved.id)).status).toBe(404);
    expect((await bramClient.revealBsn(saved.id)).status).toBe(404);
    expect((await bramClient.documents(saved.id)).status).toBe(404);

    // An update with anna's id and version from bram is a conflict for him (no such borrower), never a write.
    const takeover = await bramClient.sync({
      workspace: null,
      borrowers: [{ ...newBorrower("Bram", "Overname"), id: saved.id, baseVersion: 1 }],
    });
    expect(takeover.status).toBe(409);
    // A "new" borrower with anna's id lands in bram's own workspace and leaves anna's row untouched.
    await create(bramClient, { ...newBorrower("Eigen", "Klant"), id: saved.id });
    const annaView = borrowerSchema.parse(await (await annaClient.get(saved.id)).json());
    expect(annaView.name).toBe("Sanne Visser");
    expect(annaView.version).toBe(1);
  });

  it("refuses a stale write with SYNC_CONFLICT and writes nothing of that sync", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Piet", "Bakker"));
    const laptop = structuredClone(saved.profile);
    laptop.applicant.grossAnnualIncome = 70_000;
    const first = await client.sync({
      workspace: null,
      borrowers: [
        { id: saved.id, baseVersion: 1, deleted: false, status: saved.status, profile: laptop, fieldTimes: {} },
      ],
    });
    expect(first.status).toBe(200);

    const other = newBorrower("Nieuw", "Tegelijk");
    const tablet = structuredClone(saved.profile);
    tablet.contact.phone = "0612345678";
    const stale = await client.sync({
      workspace: null,
      borrowers: [
        other,
        { id: saved.id, baseVersion: 1, deleted: false, status: saved.status, profile: tablet, fieldTimes: {} },
      ],
    });
    expect(stale.status).toBe(409);
    const error = errorBodySchema.parse(await stale.json());
    expect(error.code).toBe("SYNC_CONFLICT");
    expect(error.issues?.map((issue) => issue.path)).toEqual([`borrowers.${saved.id}`]);

    const current = borrowerSchema.parse(await (await client.get(saved.id)).json());
    expect(current.version).toBe(2);
    expect(current.profile.applicant.grossAnnualIncome).toBe(70_000);
    expect(current.profile.contact.phone).toBe("");
    expect((await client.get(other.id)).status).toBe(404);
  });

  it("lets exactly one of two racing syncs on the same version win, with one history event for it", async () => {
    const client = await as(bram);
    const saved = await create(client, newBorrower("Race", "Conditie"));
    const edit = (city: string) => {
      const profile = structuredClone(saved.profile);
      profile.property.city = city;
      return client.sync({
        workspace: null,
        borrowers: [{ id: saved.id, baseVersion: 1, deleted: false, status: saved.status, profile, fieldTimes: {} }],
      });
    };
    const statuses = (await Promise.all([edit("Zwolle"), edit("Deventer")])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const rows = await env.DB.prepare(
      "SELECT version FROM borrower_events WHERE borrower_id = ? AND user_id = ? AND version = 2",
    )
      .bind(saved.id, bram.oid)
      .all();
    expect(rows.results).toHaveLength(1);
  });

  it("keeps the client's edit time per changed field, so the newer field can win a later merge", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Eva", "Smit"));
    const profile = structuredClone(saved.profile);
    profile.property.city = "Utrecht";
    const editedAt = saved.updatedAt + 5;
    const response = await client.sync({
      workspace: null,
      borrowers: [
        {
          id: saved.id,
          baseVersion: 1,
          deleted: false,
          status: "documents_pending",
          profile,
          fieldTimes: { "profile.property.city": editedAt, status: editedAt },
        },
      ],
    });
    const [updated] = syncResponseSchema.parse(await response.json()).borrowers;
    expect(updated?.fieldTimes["profile.property.city"]).toBe(editedAt);
    expect(updated?.fieldTimes.status).toBe(editedAt);
    expect(updated?.fieldTimes["profile.applicant.firstName"]).toBe(saved.fieldTimes["profile.applicant.firstName"]);
  });

  it("refuses a stale workspace write too", async () => {
    const client = await as(bram);
    const workspace = workspaceSchema.parse(await (await client.initialize()).json());
    const { id: _id, version, updatedAt: _u, ...data } = workspace;
    const ok = await client.sync({
      workspace: { ...data, adviser: { ...data.adviser, phone: "030 123 4567" }, baseVersion: version },
      borrowers: [],
    });
    expect(syncResponseSchema.parse(await ok.json()).workspace.version).toBe(version + 1);
    const stale = await client.sync({ workspace: { ...data, baseVersion: version }, borrowers: [] });
    expect(stale.status).toBe(409);
  });

  it("pages borrowers by continuation token and leaves deleted ones out", async () => {
    const client = await as(bram);
    const created = [];
    for (let index = 0; index < 5; index += 1)
      created.push(await create(client, newBorrower(`Pagina${index}`, "Test")));
    const gone = created[0];
    if (!gone) throw new Error("missing");
    const removed = await client.sync({
      workspace: null,
      borrowers: [
        { id: gone.id, baseVersion: 1, deleted: true, status: gone.status, profile: gone.profile, fieldTimes: {} },
      ],
    });
    expect(syncResponseSchema.parse(await removed.json()).deleted).toEqual([gone.id]);
    const seen: string[] = [];
    let token: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const body = borrowerItemsResponseSchema.parse(await (await client.items(2, token)).json());
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item) => item.id));
      token = body.continuationToken;
      if (!token) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const borrower of created.slice(1)) expect(seen).toContain(borrower.id);
    expect(seen).not.toContain(gone.id);
    expect((await client.get(gone.id)).status).toBe(404);
  });

  it("restores an earlier version as a new version with a manual_override event", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Lotte", "Mulder"));
    const profile = structuredClone(saved.profile);
    profile.applicant.grossAnnualIncome = 1;
    await client.sync({
      workspace: null,
      borrowers: [{ id: saved.id, baseVersion: 1, deleted: false, status: saved.status, profile, fieldTimes: {} }],
    });
    const { events } = (await (await client.events(saved.id)).json()) as { events: { id: string; version: number }[] };
    const original = events.find((event) => event.version === 1);
    if (!original) throw new Error("no v1 event");
    expect((await client.restore(saved.id, original.id, 1)).status).toBe(409);
    const restored = borrowerSchema.parse(await (await client.restore(saved.id, original.id, 2)).json());
    expect(restored.version).toBe(3);
    expect(restored.profile.applicant.grossAnnualIncome).toBe(62_000);
    const after = (await (await client.events(saved.id)).json()) as { events: { type: string; summary: string }[] };
    expect(after.events[0]).toMatchObject({ type: "manual_override", summary: "restored:1" });
  });

  it("stores a BSN only when it passes the 11-proef and is confirmed, and shows it masked", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Kees", "Jansen"));
    const bad = await client.setBsn(saved.id, "123456780", true);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "BSN_INVALID" });
    expect((await client.setBsn(saved.id, "111222333", false)).status).toBe(400);
    expect(borrowerSchema.parse(await (await client.get(saved.id)).json()).bsnMasked).toBeNull();

    const ok = await client.setBsn(saved.id, "111222333", true);
    expect(await ok.json()).toEqual({ bsnMasked: "*****2333" });
    const view = borrowerSchema.parse(await (await client.get(saved.id)).json());
    expect(view.bsnMasked).toBe("*****2333");
    expect(JSON.stringify(view)).not.toContain("111222333");
    const events = JSON.stringify(await (await client.events(saved.id)).json());
    expect(events).not.toContain("111222333");
    expect(await (await client.revealBsn(saved.id)).json()).toEqual({ bsn: "111222333" });
  });

  it("stores a KYC upload in R2 under the adviser's prefix, queues it for indexing and records upload and validation", async () => {
    const client = await as(anna);
    const saved = await create(client, newBorrower("Fatima", "El Amrani"));
    const form = new FormData();
    form.set("type", "identiteitsbewijs");
    form.set("issuedAt", "2016-03-01");
    form.set(
      "file",
      new File(["Paspoort van Fatima El Amrani, afgegeven 1 maart 2016."], "paspoort.txt", { type: "text/plain" }),
    );
    const response = await client.upload(saved.id, form);
    expect(response.status).toBe(201);
    const document = kycDocumentSchema.parse(await response.json());
    expect(document).toMatchObject({ type: "identiteitsbewijs", status: "pending", expiresAt: "2026-03-01" });
    const listed = await env.UPLOADS.list({ prefix: `${anna.oid}/borrowers/${saved.id}/` });
    expect(listed.objects).toHaveLength(1);
    const indexed = await env.DB.prepare("SELECT status, category FROM documents WHERE id = ?")
      .bind(document.indexDocumentId)
      .first();
    // Indexed by the ingestion queue's consumer (tests/worker/ingest-queue.test.ts follows a KYC upload through it).
    expect(indexed).toEqual({ status: "queued", category: `borrower:${saved.id}` });
    expect(document.indexStatus).toBe("queued");

    const validated = kycDocumentSchema.parse(
      await (await client.setDocumentStatus(saved.id, document.id, "valid")).json(),
    );
    expect(validated.status).toBe("valid");
    const bramClient = await as(bram);
    expect((await bramClient.setDocumentStatus(saved.id, document.id, "invalid")).status).toBe(404);
    const { events } = (await (await client.events(saved.id)).json()) as { events: { type: string }[] };
    expect(events.map((event) => event.type).slice(0, 2)).toEqual(["document_validation", "document_upload"]);
  });
});
