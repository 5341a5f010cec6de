import { describe, expect, it } from "vitest";
import { MAX_CACHE_AGE_MS } from "@/features/workspace/cache-limits";
import { isValidBsn, maskBsn } from "../../domain/bsn";
import {
  type Borrower,
  emptyProfile,
  type SyncRequest,
  type SyncResponse,
  type Workspace,
} from "../../schemas/workspace";
import type { WorkspaceApi } from "../../web/features/workspace/api";
import {
  CACHE_PREFIX,
  cacheKey,
  cleanupCaches,
  type KeyValueStorage,
  loadCache,
  loadSession,
  SESSION_KEY,
  saveSession,
} from "../../web/features/workspace/cache";
import { resolveConflict } from "../../web/features/workspace/model";
import { WorkspaceStore } from "../../web/features/workspace/store";
import { ApiError } from "../../web/lib/api-client";

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  quotaFailures = 0;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.quotaFailures > 0) {
      this.quotaFailures -= 1;
      throw new DOMException("full", "QuotaExceededError");
    }
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const workspace: Workspace = {
  id: "ws-1",
  version: 1,
  updatedAt: 0,
  adviser: { name: "Anna", email: "", phone: "", registrationNumber: "", office: "" },
  lenderRates: [],
  ratesDate: null,
  ratesAreSample: false,
};

function serverBorrower(
  id: string,
  version: number,
  firstName: string,
  fieldTimes: Record<string, number> = {},
): Borrower {
  const profile = emptyProfile();
  profile.applicant.firstName = firstName;
  return {
    id,
    version,
    name: firstName,
    dateOfBirth: null,
    status: "active",
    profile,
    bsnMasked: null,
    partnerBsnMasked: null,
    lastAccessed: null,
    recentActivity: "profile_update",
    fieldTimes,
    createdAt: 0,
    updatedAt: 0,
  };
}

/** A server in memory with the Worker's version rule, so the store's behaviour can be followed step by step. */
class FakeServer implements WorkspaceApi {
  rows = new Map<string, Borrower>();
  syncCalls: SyncRequest[] = [];
  offline = false;
  private release: (() => void) | null = null;
  hold = false;

  async initialize() {
    return workspace;
  }
  async items() {
    return { items: [...this.rows.values()], continuationToken: null };
  }
  async borrower(id: string) {
    return this.rows.get(id) ?? null;
  }
  async opened() {}
  async sync(request: SyncRequest): Promise<SyncResponse> {
    this.syncCalls.push(request);
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.offline) throw new ApiError("net", 0, "NETWORK_ERROR");
    const stale = request.borrowers.filter((change) => {
      const row = this.rows.get(change.id);
      return change.baseVersion === null ? Boolean(row) : row?.version !== change.baseVersion;
    });
    if (stale.length) {
      throw new ApiError(
        "conflict",
        409,
        "SYNC_CONFLICT",
        undefined,
        stale.map((change) => ({ path: `borrowers.${change.id}`, message: "" })),
      );
    }
    const saved: Borrower[] = [];
    const deleted: string[] = [];
    for (const change of request.borrowers) {
      if (change.deleted) {
        this.rows.delete(change.id);
        deleted.push(change.id);
        continue;
      }
      const row = this.rows.get(change.id);
      const next: Borrower = {
        ...serverBorrower(change.id, (row?.version ?? 0) + 1, change.profile.applicant.firstName),
        profile: change.profile,
        status: change.status,
        fieldTimes: { ...(row?.fieldTimes ?? {}), ...change.fieldTimes },
      };
      this.rows.set(change.id, next);
      saved.push(next);
    }
    return { workspace, borrowers: saved, deleted, syncedAt: 1_000 };
  }
  finish() {
    this.release?.();
  }
}

function setup(
  options: { online?: boolean; storage?: MemoryStorage; server?: FakeServer; clock?: { t: number } } = {},
) {
  const server = options.server ?? new FakeServer();
  const storage = options.storage ?? new MemoryStorage();
  const clock = options.clock ?? { t: 100 };
  let counter = 0;
  const store = new WorkspaceStore({
    api: server,
    userId: "anna",
    storage,
    online: options.online ?? true,
    now: () => clock.t,
    newId: () => {
      counter += 1;
      return `00000000-0000-4000-8000-00000000000${counter}`;
    },
  });
  return { store, server, storage, clock };
}

describe("workspace client state", () => {
  it("sets the dirty flag on local add, update and delete; a successful sync clears it and records the time", async () => {
    const { store, server } = setup();
    await store.load();
    expect(store.getState().dirty).toBe(false);
    const id = store.addBorrower();
    expect(store.getState().dirty).toBe(true);
    expect(await store.sync()).toBe("synced");
    expect(store.getState()).toMatchObject({ dirty: false, lastSynced: 1_000 });
    store.updateBorrower(id, { "profile.applicant.firstName": "Jan" });
    expect(store.getState().dirty).toBe(true);
    await store.sync();
    expect(server.rows.get(id)?.profile.applicant.firstName).toBe("Jan");
    store.deleteBorrower(id);
    expect(store.getState().dirty).toBe(true);
    await store.sync();
    expect(server.rows.has(id)).toBe(false);
    expect(store.getState().dirty).toBe(false);
  });

  it("clears the selection when the selected borrower is deleted", async () => {
    const { store } = setup();
    const id = store.addBorrower();
    store.select(id);
    expect(store.getState().selectedBorrowerId).toBe(id);
    store.deleteBorrower(id);
    expect(store.getState().selectedBorrowerId).toBeNull();
  });

  it("ignores a sync requested while one is running", async () => {
    const { store, server } = setup();
    store.addBorrower();
    server.hold = true;
    const first = store.sync();
    expect(store.getState().syncing).toBe(true);
    expect(await store.sync()).toBe("ignored");
    server.finish();
    expect(await first).toBe("synced");
    expect(server.syncCalls).toHaveLength(1);
  });

  it("keeps offline edits in the cache across a reload and sends them when the network returns", async () => {
    const storage = new MemoryStorage();
    const server = new FakeServer();
    server.rows.set(
      "00000000-0000-4000-8000-0000000000aa",
      serverBorrower("00000000-0000-4000-8000-0000000000aa", 1, "Piet"),
    );
    const first = setup({ storage, server });
    await first.store.load();
    first.store.setOffline(true);
    first.store.updateBorrower("00000000-0000-4000-8000-0000000000aa", { "profile.contact.phone": "0612345678" });
    expect(await first.store.sync()).toBe("offline");

    const reloaded = setup({ storage, server, online: false });
    const state = reloaded.store.getState();
    expect(state.dirty).toBe(true);
    expect(state.borrowers[0]?.profile.contact.phone).toBe("0612345678");
    reloaded.store.setOffline(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await reloaded.store.sync();
    expect(server.rows.get("00000000-0000-4000-8000-0000000000aa")?.profile.contact.phone).toBe("0612345678");
    expect(reloaded.store.getState().dirty).toBe(false);
  });

  it("keeps a failed sync's changes pending with the spec's text", async () => {
    const { store, server } = setup();
    store.addBorrower();
    server.offline = true;
    expect(await store.sync()).toBe("failed");
    expect(store.getState()).toMatchObject({ dirty: true, syncError: "Failed to sync workspace" });
  });

  it("resolves a SYNC_CONFLICT field by field: the newer edit wins, the adviser is told, nothing is lost", async () => {
    const clock = { t: 100 };
    const { store, server } = setup({ clock });
    const id = "00000000-0000-4000-8000-0000000000bb";
    server.rows.set(id, serverBorrower(id, 1, "Eva"));
    await store.load();
    clock.t = 200;
    store.updateBorrower(id, { "profile.contact.phone": "0611111111", "profile.applicant.lastName": "Local" });
    // Meanwhile another device changed the last name later (t=300) and the city.
    const remote = serverBorrower(id, 2, "Eva", { "profile.applicant.lastName": 300, "profile.property.city": 300 });
    remote.profile.applicant.lastName = "Remote";
    remote.profile.property.city = "Utrecht";
    server.rows.set(id, remote);

    expect(await store.sync()).toBe("synced");
    const saved = server.rows.get(id);
    expect(saved?.version).toBe(3);
    expect(saved?.profile.contact.phone).toBe("0611111111");
    expect(saved?.profile.applicant.lastName).toBe("Remote");
    expect(saved?.profile.property.city).toBe("Utrecht");
    const [notice] = store.getState().notices;
    expect(notice?.serverWon).toEqual(["profile.applicant.lastName"]);
    expect(notice?.localWon).toEqual(["profile.contact.phone"]);
  });

  it("tells the adviser when a borrower they edited was deleted elsewhere", () => {
    const local = {
      baseVersion: 1,
      deleted: false,
      data: { status: "active" as const, profile: emptyProfile() },
      fieldTimes: { status: 5 },
      editedAt: 5,
    };
    const { change, notice } = resolveConflict(local, null, "x", 10);
    expect(change).toBeNull();
    expect(notice.deletedElsewhere).toBe(true);
  });

  it("clearing the cache resets the state, marks it dirty and loads again", async () => {
    const { store, storage, server } = setup();
    server.rows.set(
      "00000000-0000-4000-8000-0000000000cc",
      serverBorrower("00000000-0000-4000-8000-0000000000cc", 1, "Kees"),
    );
    await store.load();
    store.select("00000000-0000-4000-8000-0000000000cc");
    const loading = store.clearCache();
    expect(store.getState()).toMatchObject({ dirty: true, selectedBorrowerId: null });
    await loading;
    expect(store.getState().borrowers.map((b) => b.name)).toEqual(["Kees"]);
    expect(store.getState().dirty).toBe(false);
    expect(storage.getItem(cacheKey("anna"))).not.toBeNull();
  });
});

/** A server whose list answer and single-borrower answer can be held, to follow what the dossier's loader waits for. */
class SlowServer extends FakeServer {
  borrowerCalls: string[] = [];
  /** Borrowers on the list's first page; the others are found only by their id. */
  firstPage: string[] = [];
  private releaseItems: (() => void) | null = null;
  holdItems = false;
  override async items() {
    if (this.holdItems) await new Promise<void>((resolve) => (this.releaseItems = resolve));
    const rows = [...this.rows.values()].filter((row) => this.firstPage.includes(row.id));
    return { items: rows, continuationToken: null };
  }
  override async borrower(id: string) {
    this.borrowerCalls.push(id);
    await Promise.resolve();
    return super.borrower(id);
  }
  finishItems() {
    this.releaseItems?.();
  }
}

describe("finding a borrower for the dossier route", () => {
  const onPageOne = "00000000-0000-4000-8000-0000000000d1";
  const onPageTwo = "00000000-0000-4000-8000-0000000000d2";
  const serverWith = () => {
    const server = new SlowServer();
    server.rows.set(onPageOne, serverBorrower(onPageOne, 1, "Daan"));
    server.rows.set(onPageTwo, serverBorrower(onPageTwo, 1, "Zoë"));
    server.firstPage = [onPageOne];
    return server;
  };

  it("finds a borrower this browser holds at once, without asking the Worker (offline too)", async () => {
    const storage = new MemoryStorage();
    const server = serverWith();
    const online = setup({ storage, server });
    await online.store.load();
    expect(await online.store.findBorrower(onPageOne)).toBe(true);
    const offline = setup({ storage, server, online: false });
    expect(await offline.store.findBorrower(onPageOne)).toBe(true);
    expect(server.borrowerCalls).toEqual([]);
  });

  it("looks for a borrower past the first page after the workspace's load, so that load does not drop it", async () => {
    const server = serverWith();
    server.holdItems = true;
    const { store } = setup({ server });
    const loading = store.load();
    const found = store.findBorrower(onPageTwo);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.borrowerCalls).toEqual([]);
    server.finishItems();
    expect(await found).toBe(true);
    await loading;
    expect(store.getState().borrowers.map((borrower) => borrower.id)).toContain(onPageTwo);
    expect(server.borrowerCalls).toEqual([onPageTwo]);
  });

  it("two asks for one borrower (a link hovered, then opened) share one request and both find it", async () => {
    const server = serverWith();
    const { store } = setup({ server });
    await store.load();
    expect(await Promise.all([store.findBorrower(onPageTwo), store.findBorrower(onPageTwo)])).toEqual([true, true]);
    expect(server.borrowerCalls).toEqual([onPageTwo]);
  });

  it("does not find an unknown borrower, one deleted here, or one not held while offline", async () => {
    const server = serverWith();
    const { store } = setup({ server });
    await store.load();
    expect(await store.findBorrower("00000000-0000-4000-8000-0000000000ff")).toBe(false);
    store.deleteBorrower(onPageOne);
    expect(await store.findBorrower(onPageOne)).toBe(false);
    store.setOffline(true);
    expect(await store.findBorrower(onPageTwo)).toBe(false);
    expect(server.borrowerCalls).toEqual(["00000000-0000-4000-8000-0000000000ff"]);
  });
});

describe("workspace cache and session", () => {
  it("drops server data older than an hour but keeps pending changes", async () => {
    const storage = new MemoryStorage();
    const clock = { t: 1_000 };
    const { store } = setup({ storage, clock, online: false });
    store.addBorrower();
    expect(loadCache(storage, "anna", 1_000 + MAX_CACHE_AGE_MS)?.pending).not.toEqual({});
    const old = loadCache(storage, "anna", 1_000 + MAX_CACHE_AGE_MS + 1);
    expect(old?.borrowers).toEqual([]);
    expect(Object.keys(old?.pending ?? {})).toHaveLength(1);
  });

  it("cleanup removes expired caches without unsynced changes and keeps the rest", () => {
    const storage = new MemoryStorage();
    const base = { version: "1.0", workspace: null, borrowers: [], continuationToken: null, hasMoreBorrowers: true };
    const rest = { lastSynced: null, lastUpdated: null, pendingWorkspace: null };
    storage.setItem(`${CACHE_PREFIX}old`, JSON.stringify({ ...base, ...rest, savedAt: 0, pending: {} }));
    storage.setItem(
      `${CACHE_PREFIX}fresh`,
      JSON.stringify({ ...base, ...rest, workspace, savedAt: MAX_CACHE_AGE_MS, pending: {} }),
    );
    storage.setItem("other.key", "x");
    const removed = cleanupCaches(storage, MAX_CACHE_AGE_MS + 10);
    expect(removed).toEqual([`${CACHE_PREFIX}old`]);
    expect(storage.getItem("other.key")).toBe("x");
  });

  it("on a quota error clears the session data and retries the save once", () => {
    const storage = new MemoryStorage();
    storage.setItem("adviesdesk.session.chat", "big");
    storage.quotaFailures = 1;
    const session = { selectedBorrowerId: "b1" };
    expect(saveSession(storage, session, 10)).toBe("trimmed");
    expect(storage.getItem("adviesdesk.session.chat")).toBeNull();
    expect(loadSession(storage, 20)?.selectedBorrowerId).toBe("b1");
    storage.quotaFailures = 2;
    expect(saveSession(storage, session, 30)).toBe("failed");
  });

  it("recovers a session only of version 1.0 and younger than an hour", () => {
    const storage = new MemoryStorage();
    saveSession(storage, { selectedBorrowerId: "b1" }, 0);
    expect(loadSession(storage, MAX_CACHE_AGE_MS)?.selectedBorrowerId).toBe("b1");
    expect(loadSession(storage, MAX_CACHE_AGE_MS + 1)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ version: "2.0", savedAt: 0, selectedBorrowerId: null }));
    expect(loadSession(storage, 1)).toBeNull();
  });
});

describe("BSN", () => {
  it("checks the 11-proef and masks all but the last four digits", () => {
    expect(isValidBsn("111222333")).toBe(true);
    expect(isValidBsn("123456782")).toBe(true);
    expect(isValidBsn("123456780")).toBe(false);
    expect(isValidBsn("000000000")).toBe(false);
    expect(isValidBsn("12345678a")).toBe(false);
    expect(maskBsn("123456782")).toBe("*****6782");
  });
});
