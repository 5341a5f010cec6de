import type { BorrowerQuery } from "#domain/workspace/borrower-list";
import { clientErrorTexts, errorCatalogue } from "#schemas/errors";
import type { BorrowerProfile, PersonRole, WorkspaceData } from "#schemas/workspace";
import { ApiError } from "@/lib/api-client";
import type { WorkspaceApi } from "./api";
import { cleanupCaches, clearCache, type KeyValueStorage, loadCache, saveCache } from "./cache";
import { CACHE_CLEANUP_INTERVAL_MS, WORKSPACE_SYNC_INTERVAL_MS } from "./cache-limits";
import {
  addBorrower,
  applySyncResponse,
  buildSyncRequest,
  type ConflictNotice,
  conflictIds,
  deleteBorrower,
  initialState,
  isDirty,
  mergeServerBorrowers,
  overlay,
  resolveConflict,
  sameQuery,
  selectBorrower,
  updateBorrower,
  updateWorkspace,
  type WorkspaceState,
  workspaceConflicted,
} from "./model";

export interface StoreDeps {
  api: WorkspaceApi;
  userId: string;
  storage: KeyValueStorage | null;
  online: boolean;
  now?: () => number;
  newId?: () => string;
}

/**
 * Borrowers created here stay in the list once synced: the server's answer to the list query predates them, so
 * they go first (the list still applies the search and filter to them).
 */
function withCreated(listIds: string[] | null, request: { borrowers: { id: string; baseVersion: number | null }[] }) {
  if (!listIds) return listIds;
  const listed = new Set(listIds);
  const created = request.borrowers
    .filter((change) => change.baseVersion === null && !listed.has(change.id))
    .map((change) => change.id);
  return created.length ? [...created, ...listIds] : listIds;
}

export type SyncOutcome = "synced" | "clean" | "ignored" | "offline" | "failed";

/**
 * The workspace client state of spec sections 3 and 4, framework-free: React reads it through
 * useSyncExternalStore. Every change is written to the cache so it survives a reload.
 */
export class WorkspaceStore {
  private state: WorkspaceState;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly newId: () => string;
  private timers: ReturnType<typeof setInterval>[] = [];
  /** Counts list requests: an answer to an older query (or page) than the latest is dropped. */
  private listRequest = 0;
  /** Borrowers being fetched on their own, so two asks for one borrower share one request. */
  private readonly fetching = new Map<string, Promise<boolean>>();
  /** The workspace's load in flight (its first page replaces the borrowers held), null when none runs. */
  private loading: Promise<boolean> | null = null;

  constructor(private readonly deps: StoreDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.state = initialState(!deps.online);
    this.hydrate();
  }

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: WorkspaceState) {
    this.state = next;
    if (this.deps.storage) {
      try {
        if (saveCache(this.deps.storage, this.deps.userId, next, this.now()) === "failed") {
          this.state = { ...this.state, error: clientErrorTexts.cacheUnreadable };
        }
      } catch {
        this.state = { ...this.state, error: clientErrorTexts.cacheUnreadable };
      }
    }
    for (const listener of this.listeners) listener();
  }

  private patch(fields: Partial<WorkspaceState>) {
    this.set({ ...this.state, ...fields });
  }

  private hydrate() {
    if (!this.deps.storage) return;
    const cache = loadCache(this.deps.storage, this.deps.userId, this.now());
    if (!cache) return;
    const { version: _version, savedAt: _savedAt, ...rest } = cache;
    const next = { ...this.state, ...rest };
    this.state = { ...next, borrowers: overlay(rest.borrowers, rest.pending, this.now()), dirty: isDirty(next) };
  }

  /** Loads the workspace and the first page of borrowers for the list's query, then sends what is pending. */
  async load(): Promise<void> {
    if (this.state.offline) return;
    const run = this.loadFirstPage();
    this.loading = run;
    const loaded = await run;
    if (this.loading === run) this.loading = null;
    if (loaded && this.state.dirty) await this.sync();
  }

  /** Settles when the workspace's load in flight has (the borrowers it replaces are then known); at once if none runs. */
  async ready(): Promise<void> {
    await this.loading;
  }

  private async loadFirstPage(): Promise<boolean> {
    this.patch({ loading: true, error: null });
    const request = ++this.listRequest;
    const query = this.state.query;
    try {
      const [workspace, page] = await Promise.all([this.deps.api.initialize(), this.deps.api.items(query, null)]);
      const current = request === this.listRequest;
      this.patch({
        loading: false,
        workspace: this.state.pendingWorkspace ? { ...workspace, ...this.state.pendingWorkspace } : workspace,
        ...(current
          ? {
              borrowers: overlay(page.items, this.state.pending, this.now()),
              listIds: page.items.map((borrower) => borrower.id),
              continuationToken: page.continuationToken,
              hasMoreBorrowers: page.continuationToken !== null,
            }
          : {}),
      });
    } catch {
      this.patch({ loading: false, error: errorCatalogue.WORKSPACE_ERROR.message });
      return false;
    }
    return true;
  }

  /**
   * Sets the list's search, filter and order and asks the Worker for the first page of it (a search finds borrowers
   * this browser has not paged to). Offline the list filters the borrowers it knows instead.
   */
  async setQuery(query: BorrowerQuery): Promise<void> {
    if (sameQuery(query, this.state.query) && this.state.listIds !== null) return;
    this.patch({ query, listIds: null, continuationToken: null, hasMoreBorrowers: false });
    if (this.state.offline) return;
    const request = ++this.listRequest;
    this.patch({ loading: true });
    try {
      const page = await this.deps.api.items(query, null);
      if (request !== this.listRequest) return;
      this.patch({
        loading: false,
        borrowers: mergeServerBorrowers(this.state.borrowers, page.items, this.state.pending, this.now()),
        listIds: page.items.map((borrower) => borrower.id),
        continuationToken: page.continuationToken,
        hasMoreBorrowers: page.continuationToken !== null,
      });
    } catch {
      if (request === this.listRequest) this.patch({ loading: false, error: errorCatalogue.BORROWER_ERROR.message });
    }
  }

  /** The next page of 20 of the current query; ignored while offline or when there is no more. */
  async loadMore(): Promise<void> {
    const { continuationToken, hasMoreBorrowers, loading, offline, query } = this.state;
    if (!continuationToken || !hasMoreBorrowers || loading || offline) return;
    const request = ++this.listRequest;
    this.patch({ loading: true });
    try {
      const page = await this.deps.api.items(query, continuationToken);
      if (request !== this.listRequest) return;
      const listed = new Set(this.state.listIds ?? []);
      this.patch({
        loading: false,
        borrowers: mergeServerBorrowers(this.state.borrowers, page.items, this.state.pending, this.now()),
        listIds: [...(this.state.listIds ?? []), ...page.items.map((item) => item.id).filter((id) => !listed.has(id))],
        continuationToken: page.continuationToken,
        hasMoreBorrowers: page.continuationToken !== null,
      });
    } catch {
      if (request === this.listRequest) this.patch({ loading: false, error: errorCatalogue.BORROWER_ERROR.message });
    }
  }

  /**
   * Fetches a borrower this browser does not hold (a link or a reload on a dossier past the first page) and keeps it.
   * Answers whether the borrower is known now; offline, deleted here or failing to fetch, it is not.
   */
  ensureBorrower(id: string): Promise<boolean> {
    if (this.state.borrowers.some((borrower) => borrower.id === id)) return Promise.resolve(true);
    if (this.state.offline || this.state.pending[id]?.deleted) return Promise.resolve(false);
    const running = this.fetching.get(id);
    if (running) return running;
    const fetched = this.fetchBorrower(id).finally(() => this.fetching.delete(id));
    this.fetching.set(id, fetched);
    return fetched;
  }

  private async fetchBorrower(id: string): Promise<boolean> {
    try {
      const borrower = await this.deps.api.borrower(id);
      if (!borrower) return false;
      this.patch({
        borrowers: mergeServerBorrowers(this.state.borrowers, [borrower], this.state.pending, this.now()),
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Whether a dossier can open (the borrower route's loader asks): a borrower held here is found at once; any
   * other is looked for after the workspace's load in flight, whose first page would replace it, on its own.
   */
  async findBorrower(id: string): Promise<boolean> {
    if (this.state.borrowers.some((borrower) => borrower.id === id)) return true;
    await this.ready();
    return this.ensureBorrower(id);
  }

  /** Sends the pending changes. A sync while one runs is ignored; one SYNC_CONFLICT is merged and retried. */
  async sync(): Promise<SyncOutcome> {
    if (this.state.syncing) return "ignored";
    if (this.state.offline) return "offline";
    if (!isDirty(this.state)) {
      if (this.state.dirty) this.patch({ dirty: false, lastSynced: this.now() });
      return "clean";
    }
    this.patch({ syncing: true, syncError: null });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const request = buildSyncRequest(this.state);
        const sentPending = this.state.pending;
        try {
          const response = await this.deps.api.sync(request);
          const next = applySyncResponse(this.state, request, sentPending, response, this.now());
          this.set({ ...next, listIds: withCreated(next.listIds, request), syncing: false });
          return "synced";
        } catch (error) {
          if (attempt === 0 && error instanceof ApiError && error.code === "SYNC_CONFLICT") {
            await this.resolveConflicts(error.issues);
            continue;
          }
          throw error;
        }
      }
      throw new Error(errorCatalogue.SYNC_ERROR.message);
    } catch {
      this.patch({ syncing: false, syncError: errorCatalogue.SYNC_ERROR.message });
      return "failed";
    }
  }

  private async resolveConflicts(issues: { path: string }[]) {
    const notices: ConflictNotice[] = [];
    const pending = { ...this.state.pending };
    let borrowers = this.state.borrowers;
    for (const id of conflictIds(issues)) {
      const local = pending[id];
      if (!local) continue;
      const server = await this.deps.api.borrower(id);
      const { change, notice } = resolveConflict(local, server, id, this.now());
      notices.push(notice);
      if (change) pending[id] = change;
      else delete pending[id];
      borrowers = server
        ? overlay(
            borrowers.map((borrower) => (borrower.id === id ? server : borrower)),
            { [id]: pending[id] } as typeof pending,
            this.now(),
          ).filter((borrower, index, all) => all.findIndex((other) => other.id === borrower.id) === index)
        : borrowers.filter((borrower) => borrower.id !== id);
      if (server && !borrowers.some((borrower) => borrower.id === id) && !pending[id]?.deleted) {
        borrowers = [server, ...borrowers];
      }
    }
    let { pendingWorkspace, workspace } = this.state;
    if (workspaceConflicted(issues) && pendingWorkspace) {
      const latest = await this.deps.api.initialize();
      // Workspace settings carry no per-field times: the adviser's own edit is kept and they are told.
      pendingWorkspace = { ...pendingWorkspace, baseVersion: latest.version };
      workspace = { ...latest, ...pendingWorkspace };
      notices.push({
        borrowerId: "workspace",
        name: "",
        serverWon: [],
        localWon: ["workspace"],
        deletedElsewhere: false,
        at: this.now(),
      });
    }
    const next = { ...this.state, pending, borrowers, pendingWorkspace, workspace };
    this.set({
      ...next,
      selectedBorrowerId: borrowers.some((borrower) => borrower.id === next.selectedBorrowerId)
        ? next.selectedBorrowerId
        : null,
      notices: [...this.state.notices, ...notices],
      dirty: isDirty(next),
    });
  }

  addBorrower(profile?: BorrowerProfile): string {
    const id = this.newId();
    this.set(addBorrower(this.state, id, profile, this.now()));
    return id;
  }

  updateBorrower(id: string, fields: Record<string, unknown>) {
    this.set(updateBorrower(this.state, id, fields, this.now()));
  }

  deleteBorrower(id: string) {
    this.set(deleteBorrower(this.state, id, this.now()));
  }

  updateWorkspace(data: WorkspaceData) {
    this.set(updateWorkspace(this.state, data, this.now()));
  }

  /** Selects a borrower; opening it (not restoring a saved selection) also records when it was last accessed. */
  select(id: string | null, { opened = true }: { opened?: boolean } = {}) {
    if (id === this.state.selectedBorrowerId) return;
    this.set(selectBorrower(this.state, id));
    if (id && opened && !this.state.offline) {
      const stamp = this.now();
      this.deps.api.opened(id).then(
        () => {
          this.set({
            ...this.state,
            borrowers: this.state.borrowers.map((borrower) =>
              borrower.id === id ? { ...borrower, lastAccessed: stamp } : borrower,
            ),
          });
        },
        () => undefined,
      );
    }
  }

  /** Adopts a borrower the server returned outside the sync (a BSN confirmation, a restore). */
  adopt(borrower: WorkspaceState["borrowers"][number]) {
    const pending = { ...this.state.pending };
    delete pending[borrower.id];
    const rows = this.state.borrowers.map((row) => (row.id === borrower.id ? borrower : row));
    const next = { ...this.state, pending };
    this.set({ ...next, borrowers: rows, dirty: isDirty(next) });
  }

  /**
   * Shows a newly confirmed BSN (masked) on the borrower. The BSN is not part of the sync, so this touches nothing
   * else: pending local edits of the borrower stay pending.
   */
  setBsnMasked(id: string, bsnMasked: string, person: PersonRole = "applicant") {
    const field = person === "partner" ? "partnerBsnMasked" : "bsnMasked";
    this.set({
      ...this.state,
      borrowers: this.state.borrowers.map((borrower) =>
        borrower.id === id ? { ...borrower, [field]: bsnMasked } : borrower,
      ),
    });
  }

  dismissNotices() {
    this.patch({ notices: [] });
  }

  /** Offline follows the browser's events; coming back online syncs at once. */
  setOffline(offline: boolean): Promise<void> {
    if (offline === this.state.offline) return Promise.resolve();
    this.patch({ offline });
    if (offline) return Promise.resolve();
    if (!this.state.workspace) return this.load();
    const work: Promise<unknown>[] = [this.sync()];
    // A search made offline was answered from this device only: ask the Worker now.
    if (this.state.listIds === null) work.push(this.setQuery(this.state.query));
    return Promise.all(work).then(() => undefined);
  }

  /** Resets the state and the stored cache, marks it dirty, then loads the workspace again. */
  async clearCache() {
    if (this.deps.storage) clearCache(this.deps.storage, this.deps.userId);
    this.set({ ...initialState(this.state.offline), query: this.state.query, dirty: true });
    await this.load();
  }

  cleanup(): string[] {
    return this.deps.storage ? cleanupCaches(this.deps.storage, this.now()) : [];
  }

  /** Starts the 5-minute sync and the half-hourly cache cleanup. */
  start() {
    this.stop();
    this.timers = [
      setInterval(() => void this.sync(), WORKSPACE_SYNC_INTERVAL_MS),
      setInterval(() => this.cleanup(), CACHE_CLEANUP_INTERVAL_MS),
    ];
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
