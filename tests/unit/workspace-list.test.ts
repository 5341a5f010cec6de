import { describe, expect, it } from "vitest";
import { type BorrowerQuery, compareBorrowers, matchesQuery } from "../../domain/workspace/borrower-list";
import {
  BORROWER_PAGE_SIZE,
  type Borrower,
  type BorrowerItemsResponse,
  emptyProfile,
  type SyncRequest,
  type SyncResponse,
  type Workspace,
} from "../../schemas/workspace";
import type { WorkspaceApi } from "../../web/features/workspace/api";
import { WorkspaceStore } from "../../web/features/workspace/store";

const workspace: Workspace = {
  id: "ws-1",
  version: 1,
  updatedAt: 0,
  adviser: { name: "Anna", email: "", phone: "", registrationNumber: "", office: "" },
  lenderRates: [],
  ratesDate: null,
  ratesAreSample: false,
};

function borrower(index: number, firstName: string, lastName: string, city = "Utrecht"): Borrower {
  const profile = emptyProfile();
  profile.applicant.firstName = firstName;
  profile.applicant.lastName = lastName;
  profile.contact.city = city;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    version: 1,
    name: `${firstName} ${lastName}`,
    dateOfBirth: null,
    status: index % 2 ? "active" : "documents_pending",
    profile,
    bsnMasked: null,
    partnerBsnMasked: null,
    lastAccessed: null,
    recentActivity: "profile_update",
    fieldTimes: {},
    createdAt: 0,
    updatedAt: 1_000 + index,
  };
}

/** A server that searches like the Worker (the shared match and order) and pages by 20 with index tokens. */
class SearchServer implements WorkspaceApi {
  calls: { query: BorrowerQuery; token: string | null }[] = [];
  held: (() => void)[] = [];
  hold = false;
  constructor(readonly rows: Borrower[]) {}
  async initialize() {
    return workspace;
  }
  async items(query: BorrowerQuery, token: string | null): Promise<BorrowerItemsResponse> {
    this.calls.push({ query, token });
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    const all = this.rows.filter((row) => matchesQuery(row, query)).sort(compareBorrowers(query.sort));
    const start = token ? Number(token) : 0;
    const end = start + BORROWER_PAGE_SIZE;
    return { items: all.slice(start, end), continuationToken: end < all.length ? String(end) : null };
  }
  async borrower(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async opened() {}
  async sync(_request: SyncRequest): Promise<SyncResponse> {
    return { workspace, borrowers: [], deleted: [], syncedAt: 1 };
  }
}

function desk() {
  const rows = Array.from({ length: 26 }, (_, index) => borrower(index + 1, `Klant${index + 1}`, "Jansen"));
  rows.push(borrower(0, "Wilhelmina", "Zandbergen", "Zwolle"));
  rows[26] = { ...(rows[26] as Borrower), updatedAt: 1 };
  return rows;
}

const setup = (rows: Borrower[], online = true) => {
  const server = new SearchServer(rows);
  const store = new WorkspaceStore({ api: server, userId: "anna", storage: null, online, now: () => 5_000 });
  return { server, store };
};

const recent: BorrowerQuery = { search: "", status: null, sort: "recentActivity" };

describe("borrower list query", () => {
  it("asks the server for a search and keeps what it finds, so a borrower past the first page opens", async () => {
    const { server, store } = setup(desk());
    await store.setQuery(recent);
    expect(store.getState().listIds).toHaveLength(20);
    const known = () => store.getState().borrowers.map((row) => row.name);
    expect(known()).not.toContain("Wilhelmina Zandbergen");

    await store.setQuery({ ...recent, search: "zandbergen" });
    expect(server.calls.at(-1)).toEqual({ query: { ...recent, search: "zandbergen" }, token: null });
    const found = store.getState().listIds ?? [];
    expect(found).toEqual(["00000000-0000-4000-8000-000000000000"]);
    expect(known()).toContain("Wilhelmina Zandbergen");
    expect(store.getState().hasMoreBorrowers).toBe(false);
    expect(await store.ensureBorrower(found[0] as string)).toBe(true);
  });

  it("pages the current query by its own continuation token", async () => {
    const { server, store } = setup(desk());
    await store.setQuery({ ...recent, search: "jansen" });
    expect(store.getState()).toMatchObject({ continuationToken: "20", hasMoreBorrowers: true });
    await store.loadMore();
    expect(server.calls.at(-1)).toEqual({ query: { ...recent, search: "jansen" }, token: "20" });
    expect(store.getState().listIds).toHaveLength(26);
    expect(store.getState().hasMoreBorrowers).toBe(false);
    // The same query again does not ask again.
    const before = server.calls.length;
    await store.setQuery({ ...recent, search: " jansen " });
    expect(server.calls.length).toBe(before);
  });

  it("drops the answer to an older search that arrives after the newer one", async () => {
    const { server, store } = setup(desk());
    server.hold = true;
    const older = store.setQuery({ ...recent, search: "klant1" });
    const newer = store.setQuery({ ...recent, search: "zandbergen" });
    const [releaseOlder, releaseNewer] = server.held;
    releaseNewer?.();
    await newer;
    releaseOlder?.();
    await older;
    expect(store.getState().query.search).toBe("zandbergen");
    expect(store.getState().listIds).toEqual(["00000000-0000-4000-8000-000000000000"]);
    expect(store.getState().loading).toBe(false);
  });

  it("offline it asks nobody: the list filters the borrowers this device holds", async () => {
    const { server, store } = setup(desk(), false);
    await store.setQuery({ ...recent, search: "zandbergen" });
    expect(server.calls).toHaveLength(0);
    expect(store.getState().listIds).toBeNull();
    expect(await store.ensureBorrower("00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("a search made offline is asked of the server when the network returns", async () => {
    const { server, store } = setup(desk());
    await store.load();
    store.setOffline(true);
    await store.setQuery({ ...recent, search: "zandbergen" });
    expect(store.getState().listIds).toBeNull();
    await store.setOffline(false);
    expect(store.getState().listIds).toEqual(["00000000-0000-4000-8000-000000000000"]);
    expect(server.calls.at(-1)?.query.search).toBe("zandbergen");
  });

  it("fetches a borrower opened by link that no page brought, and not one deleted here", async () => {
    const rows = desk();
    const { store } = setup(rows);
    await store.load();
    const target = "00000000-0000-4000-8000-000000000000";
    expect(store.getState().borrowers.some((row) => row.id === target)).toBe(false);
    expect(await store.ensureBorrower(target)).toBe(true);
    expect(store.getState().borrowers.some((row) => row.id === target)).toBe(true);
    store.deleteBorrower(target);
    expect(await store.ensureBorrower(target)).toBe(false);
    expect(await store.ensureBorrower("00000000-0000-4000-8000-000000000404")).toBe(false);
  });

  it("a borrower created here stays in the list once the sync has saved it", async () => {
    const rows = desk();
    const { server, store } = setup(rows);
    server.sync = async (request) => {
      const saved = request.borrowers.map((change) => ({
        ...borrower(500, change.profile.applicant.firstName, change.profile.applicant.lastName),
        id: change.id,
        profile: change.profile,
      }));
      return { workspace, borrowers: saved, deleted: [], syncedAt: 1 };
    };
    await store.setQuery(recent);
    const id = store.addBorrower();
    store.updateBorrower(id, { "profile.applicant.firstName": "Nieuw" });
    expect(store.getState().listIds).not.toContain(id);
    expect(await store.sync()).toBe("synced");
    expect(store.getState().pending[id]).toBeUndefined();
    expect(store.getState().listIds?.[0]).toBe(id);
    expect(store.getState().borrowers.find((row) => row.id === id)?.name).toContain("Nieuw");
  });

  it("a confirmed BSN shows masked on the borrower and leaves its pending edits pending", async () => {
    const { store } = setup(desk());
    await store.load();
    const id = store.getState().borrowers[0]?.id as string;
    store.updateBorrower(id, { "profile.contact.phone": "06 11 22 33 44" });
    store.setBsnMasked(id, "*****2333");
    const state = store.getState();
    expect(state.borrowers.find((row) => row.id === id)).toMatchObject({
      bsnMasked: "*****2333",
      profile: { contact: { phone: "06 11 22 33 44" } },
    });
    expect(state.pending[id]?.data.profile.contact.phone).toBe("06 11 22 33 44");
    expect(state.dirty).toBe(true);
  });

  it("matches every word in any searched field and orders like the Worker", () => {
    const jan = borrower(1, "Jan", "de Vries", "Amersfoort");
    jan.profile.clientNumber = "AD-2026-0142";
    jan.profile.partner.lastName = "Kramer";
    expect(matchesQuery(jan, { ...recent, search: "de vries" })).toBe(true);
    expect(matchesQuery(jan, { ...recent, search: "JAN amersfoort" })).toBe(true);
    expect(matchesQuery(jan, { ...recent, search: "ad-2026-0142" })).toBe(true);
    expect(matchesQuery(jan, { ...recent, search: "kramer" })).toBe(true);
    expect(matchesQuery(jan, { ...recent, search: "jan utrecht" })).toBe(false);
    expect(matchesQuery(jan, { ...recent, status: "documents_pending" })).toBe(false);
    const rows = [borrower(3, "Bea", "Zee"), borrower(2, "anna", "Berg"), borrower(4, "Cas", "Appel")];
    expect(rows.sort(compareBorrowers("name")).map((row) => row.name)).toEqual(["anna Berg", "Bea Zee", "Cas Appel"]);
    expect(rows.sort(compareBorrowers("recentActivity")).map((row) => row.updatedAt)).toEqual([1_004, 1_003, 1_002]);
  });
});
