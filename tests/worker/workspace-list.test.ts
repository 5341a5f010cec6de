import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { compareBorrowers, matchesQuery } from "../../domain/workspace/borrower-list";
import {
  BORROWER_PAGE_SIZE,
  type Borrower,
  type BorrowerChange,
  borrowerItemsResponseSchema,
  borrowerSchema,
  emptyProfile,
  syncResponseSchema,
} from "../../schemas/workspace";
import { anna, bearer, signToken } from "./tokens";

/**
 * Server-side search, filter and order of POST /api/borrower/items, and the BSN at rest. Each test signs in as an
 * adviser of its own (a fresh id) so counts do not depend on other tests' borrowers.
 */

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

const adviser = (name: string) => ({
  ...anna,
  oid: crypto.randomUUID(),
  name,
  email: `${name.toLowerCase()}@adviesdesk.example`,
});

async function as(user: ReturnType<typeof adviser>) {
  const auth = bearer(await signToken({ user }));
  const json = { "content-type": "application/json", ...auth };
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return {
    initialize: () => call("/api/workspace/initialize", { method: "POST", headers: auth }),
    sync: (body: unknown) => post("/api/workspace/sync", body),
    items: (body: Record<string, unknown>) => post("/api/borrower/items", body),
    page: async (body: Record<string, unknown>) => {
      const response = await post("/api/borrower/items", body);
      expect(response.status).toBe(200);
      return borrowerItemsResponseSchema.parse(await response.json());
    },
    get: (id: string) => call(`/api/borrowers/${id}`, { headers: auth }),
    setBsn: (id: string, bsn: string) =>
      call(`/api/borrowers/${id}/bsn`, {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ bsn, confirmed: true }),
      }),
    revealBsn: (id: string) => call(`/api/borrowers/${id}/bsn/reveal`, { method: "POST", headers: auth }),
  };
}
type Client = Awaited<ReturnType<typeof as>>;

function change(
  firstName: string,
  lastName: string,
  fill: (profile: BorrowerChange["profile"]) => void = () => {},
  status: BorrowerChange["status"] = "application_in_progress",
): BorrowerChange {
  const profile = emptyProfile();
  profile.applicant.firstName = firstName;
  profile.applicant.lastName = lastName;
  fill(profile);
  return { id: crypto.randomUUID(), baseVersion: null, deleted: false, status, profile, fieldTimes: {} };
}

async function createAll(client: Client, changes: BorrowerChange[]): Promise<Borrower[]> {
  const response = await client.sync({ workspace: null, borrowers: changes });
  expect(response.status).toBe(200);
  return syncResponseSchema.parse(await response.json()).borrowers;
}

/** Every page of a query, following the continuation tokens. */
async function allPages(client: Client, query: Record<string, unknown>) {
  const pages: Borrower[][] = [];
  let token: string | null = null;
  do {
    const body = await client.page({ ...query, continuation_token: token });
    pages.push(body.items);
    token = body.continuationToken;
  } while (token && pages.length < 20);
  return pages;
}

const statuses = ["application_in_progress", "documents_pending", "active"] as const;

/** 27 borrowers; the one to find (Wilhelmina Zandbergen, Zwolle) is created first, so the newest-first list has her on page 2. */
async function desk(client: Client) {
  const target = change("Wilhelmina", "Zandbergen", (profile) => {
    profile.clientNumber = "AD-2026-7731";
    profile.contact.city = "Zwolle";
    profile.contact.email = "w.zandbergen@example.nl";
    profile.partner.lastName = "Oostveen";
  });
  await createAll(client, [target]);
  // Older than everyone else whatever the clock does between syncs.
  await env.DB.prepare("update borrowers set updated_at = 1000 where id = ?").bind(target.id).run();
  const others = Array.from({ length: 26 }, (_, index) =>
    change(
      `Klant${String(index).padStart(2, "0")}`,
      index % 2 ? "Jansen" : "de Boer",
      (profile) => {
        profile.contact.city = index % 3 ? "Utrecht" : "Amersfoort";
        profile.applicant.dateOfBirth = `19${60 + index}-0${(index % 9) + 1}-15`;
      },
      statuses[index % 3],
    ),
  );
  // Separate syncs so updatedAt differs and the target is the oldest.
  for (let index = 0; index < others.length; index += 9) await createAll(client, others.slice(index, index + 9));
  return target;
}

describe("borrower list: search, filter and order in D1", () => {
  it("finds a borrower on the second page by name, client number, city and partner, never another adviser's", async () => {
    const carla = await as(adviser("Carla"));
    const dirk = await as(adviser("Dirk"));
    const target = await desk(carla);
    // Dirk has a borrower with the same name: it must never show up in Carla's results.
    const [dirksNamesake] = await createAll(dirk, [change("Wilhelmina", "Zandbergen")]);

    const first = await carla.page({ count: BORROWER_PAGE_SIZE, sort: "recentActivity" });
    expect(first.items).toHaveLength(BORROWER_PAGE_SIZE);
    expect(first.items.map((item) => item.id)).not.toContain(target.id);
    const second = await carla.page({
      count: BORROWER_PAGE_SIZE,
      sort: "recentActivity",
      continuation_token: first.continuationToken,
    });
    expect(second.items.map((item) => item.id)).toContain(target.id);
    expect(second.continuationToken).toBeNull();

    for (const search of ["zandbergen", "WILHELMINA zand", "AD-2026-7731", "zwolle", "oostveen", "w.zandbergen@"]) {
      const found = await carla.page({ count: BORROWER_PAGE_SIZE, search });
      expect(
        found.items.map((item) => item.id),
        search,
      ).toEqual([target.id]);
      expect(found.continuationToken).toBeNull();
    }
    expect((await carla.page({ search: "zandbergen utrecht" })).items).toEqual([]);
    // LIKE wildcards are taken literally.
    expect((await carla.page({ search: "%" })).items).toEqual([]);
    expect((await carla.page({ search: "_" })).items).toEqual([]);

    const dirkFound = await dirk.page({ search: "zandbergen" });
    expect(dirkFound.items.map((item) => item.id)).toEqual([dirksNamesake?.id]);
  });

  it("filters by status and pages by 20 per query with tokens that belong to that query", async () => {
    const carla = await as(adviser("Carla"));
    await desk(carla);
    const utrecht = await allPages(carla, { count: 5, search: "utrecht" });
    const utrechtRows = utrecht.flat();
    expect(utrechtRows).toHaveLength(17);
    expect(utrecht.map((page) => page.length)).toEqual([5, 5, 5, 2]);
    expect(new Set(utrechtRows.map((row) => row.id)).size).toBe(17);
    for (const row of utrechtRows) expect(row.profile.contact.city).toBe("Utrecht");

    const active = (await allPages(carla, { count: BORROWER_PAGE_SIZE, status: "active" })).flat();
    expect(active).toHaveLength(8);
    for (const row of active) expect(row.status).toBe("active");
    const activeJansen = (await carla.page({ status: "active", search: "jansen" })).items;
    expect(activeJansen.length).toBeGreaterThan(0);
    for (const row of activeJansen)
      expect(row).toMatchObject({ status: "active", profile: { applicant: { lastName: "Jansen" } } });

    // A token from one query does not continue another.
    const page = await carla.page({ count: 5, search: "utrecht" });
    const mixed = await carla.items({ count: 5, search: "jansen", continuation_token: page.continuationToken });
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const resorted = await carla.items({
      count: 5,
      search: "utrecht",
      sort: "name",
      continuation_token: page.continuationToken,
    });
    expect(resorted.status).toBe(400);
    expect((await carla.items({ status: "archived" })).status).toBe(400);
  });

  it("orders by name, date of birth and status across pages exactly like the browser's comparator", async () => {
    const carla = await as(adviser("Carla"));
    await desk(carla);
    for (const sort of ["name", "dateOfBirth", "status", "recentActivity", "lastAccessed"] as const) {
      const pages = await allPages(carla, { count: 7, sort });
      const rows = pages.flat();
      expect(rows, sort).toHaveLength(27);
      expect(rows.map((row) => row.id)).toEqual([...rows].sort(compareBorrowers(sort)).map((row) => row.id));
    }
    const byName = (await carla.page({ sort: "name", count: 2 })).items.map((row) => row.name);
    expect(byName).toEqual(["Klant00 de Boer", "Klant01 Jansen"]);
  });

  it("orders and finds names with accents and mixed case as the browser does (SQLite folds A-Z only)", async () => {
    const dirk = await as(adviser("Dirk"));
    const people = [
      change("Émile", "Bakker"),
      change("eva", "Smit"),
      change("Zoë", "de Vries"),
      change("Adam", "Ölmez"),
      change("Bart", "de Wit"),
    ];
    await createAll(dirk, people);
    const rows = (await allPages(dirk, { sort: "name", count: 2 })).flat();
    expect(rows.map((row) => row.name)).toEqual([...rows].sort(compareBorrowers("name")).map((row) => row.name));
    for (const search of ["Ölmez", "ölmez", "EVA", "émile"]) {
      const found = (await dirk.page({ search })).items.map((row) => row.id).sort();
      const local = rows.filter((row) => matchesQuery(row, { search, status: null, sort: "name" }));
      expect(found, search).toEqual(local.map((row) => row.id).sort());
    }
  });
});

describe("sync size", () => {
  it("takes 150 borrowers in one sync (more ids than D1 binds in one statement) and lists them all", async () => {
    const carla = await as(adviser("Carla"));
    const many = Array.from({ length: 150 }, (_, index) => change(`Import${index}`, "Klant"));
    const saved = await createAll(carla, many);
    expect(saved).toHaveLength(150);
    const listed = (await allPages(carla, { count: 100 })).flat();
    expect(new Set(listed.map((row) => row.id))).toEqual(new Set(many.map((row) => row.id)));
    // And edits of all of them on their version.
    const edited = saved.map((row) => ({
      ...change("x", "y"),
      id: row.id,
      baseVersion: row.version,
      profile: { ...row.profile, clientNumber: "B-1" },
    }));
    const again = await createAll(carla, edited);
    expect(again.every((row) => row.version === 2 && row.profile.clientNumber === "B-1")).toBe(true);
  });
});

describe("BSN at rest", () => {
  it("stores ciphertext, never the number; reveals only to the owning adviser", async () => {
    const user = adviser("Carla");
    const carla = await as(user);
    const dirk = await as(adviser("Dirk"));
    const [saved] = await createAll(carla, [change("Eva", "Smit")]);
    if (!saved) throw new Error("not saved");

    expect((await carla.setBsn(saved.id, "111222333")).status).toBe(200);
    const row = await env.DB.prepare("select * from borrowers where user_id = ? and id = ?")
      .bind(user.oid, saved.id)
      .first<Record<string, unknown>>();
    if (!row) throw new Error("no row");
    expect(JSON.stringify(row)).not.toContain("111222333");
    expect(row.bsn).toBeNull();
    expect(row.bsn_last4).toBe("2333");
    expect(typeof row.bsn_ciphertext).toBe("string");
    expect(typeof row.bsn_iv).toBe("string");
    expect(atob(row.bsn_iv as string)).toHaveLength(12);

    expect(borrowerSchema.parse(await (await carla.get(saved.id)).json()).bsnMasked).toBe("*****2333");
    const revealed = await carla.revealBsn(saved.id);
    expect(revealed.headers.get("cache-control")).toBe("no-store");
    expect(await revealed.json()).toEqual({ bsn: "111222333" });
    expect((await dirk.revealBsn(saved.id)).status).toBe(404);

    // Each confirmation takes a fresh nonce: the same number never gives the same ciphertext.
    await carla.setBsn(saved.id, "111222333");
    const again = await env.DB.prepare("select bsn_ciphertext, bsn_iv from borrowers where user_id = ? and id = ?")
      .bind(user.oid, saved.id)
      .first<Record<string, string>>();
    expect(again?.bsn_iv).not.toBe(row.bsn_iv);
    expect(again?.bsn_ciphertext).not.toBe(row.bsn_ciphertext);
  });

  it("a ciphertext copied onto another borrower's row does not decrypt there", async () => {
    const user = adviser("Carla");
    const carla = await as(user);
    const [first, second] = await createAll(carla, [change("Eva", "Smit"), change("Femke", "Smit")]);
    if (!first || !second) throw new Error("not saved");
    await carla.setBsn(first.id, "111222333");
    await env.DB.prepare(
      "update borrowers set bsn_ciphertext = (select bsn_ciphertext from borrowers b where b.user_id = ?1 and b.id = ?2), bsn_iv = (select bsn_iv from borrowers b where b.user_id = ?1 and b.id = ?2), bsn_last4 = '2333' where user_id = ?1 and id = ?3",
    )
      .bind(user.oid, first.id, second.id)
      .run();
    const moved = await carla.revealBsn(second.id);
    expect(moved.status).toBe(500);
    expect(await moved.json()).toMatchObject({ code: "OPERATION_FAILED" });
  });

  it("seals a BSN an earlier build stored in plain digits when the workspace is opened", async () => {
    const user = adviser("Carla");
    const carla = await as(user);
    const [saved] = await createAll(carla, [change("Gijs", "Smit")]);
    if (!saved) throw new Error("not saved");
    await env.DB.prepare("update borrowers set bsn = '111222333' where user_id = ? and id = ?")
      .bind(user.oid, saved.id)
      .run();
    expect(borrowerSchema.parse(await (await carla.get(saved.id)).json()).bsnMasked).toBe("*****2333");
    expect((await carla.initialize()).status).toBe(200);
    const row = await env.DB.prepare(
      "select bsn, bsn_last4, bsn_ciphertext from borrowers where user_id = ? and id = ?",
    )
      .bind(user.oid, saved.id)
      .first<Record<string, string | null>>();
    expect(row).toMatchObject({ bsn: null, bsn_last4: "2333" });
    expect(row?.bsn_ciphertext).toBeTruthy();
    expect(await (await carla.revealBsn(saved.id)).json()).toEqual({ bsn: "111222333" });
  });
});
