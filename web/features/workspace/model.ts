import { borrowerName, flattenData, setPath } from "#domain/workspace/borrower-data";
import type { BorrowerQuery } from "#domain/workspace/borrower-list";
import { defaultBorrowerQuery } from "#domain/workspace/borrower-list";
import {
  type Borrower,
  type BorrowerData,
  type BorrowerProfile,
  emptyProfile,
  type SyncRequest,
  type SyncResponse,
  type Workspace,
  type WorkspaceData,
} from "#schemas/workspace";

/** A local change not yet accepted by the server. `baseVersion` null: created here, never synced. */
export interface PendingChange {
  baseVersion: number | null;
  deleted: boolean;
  data: BorrowerData;
  /** When each field was edited here (ms); the conflict rule compares these with the server's. */
  fieldTimes: Record<string, number>;
  editedAt: number;
}

export interface ConflictNotice {
  borrowerId: string;
  name: string;
  /** Fields where the server's value was newer and replaced the local edit. */
  serverWon: string[];
  /** Fields where the local edit was newer and is sent again. */
  localWon: string[];
  deletedElsewhere: boolean;
  at: number;
}

/** Spec section 3, workspace client state, plus the pending changes that make the dirty flag true. */
export interface WorkspaceState {
  workspace: Workspace | null;
  borrowers: Borrower[];
  selectedBorrowerId: string | null;
  loading: boolean;
  syncing: boolean;
  offline: boolean;
  error: string | null;
  syncError: string | null;
  continuationToken: string | null;
  hasMoreBorrowers: boolean;
  lastSynced: number | null;
  lastUpdated: number | null;
  dirty: boolean;
  pending: Record<string, PendingChange>;
  /** Workspace data edited locally (adviser details, lender rates), with the version it was based on. */
  pendingWorkspace: (WorkspaceData & { baseVersion: number }) | null;
  notices: ConflictNotice[];
  /** The list's search, status filter and order; `continuationToken` pages this query. */
  query: BorrowerQuery;
  /** The server's answer to `query` so far, in its order; null until asked (or offline: then the list filters here). */
  listIds: string[] | null;
}

export const defaultListQuery: BorrowerQuery = defaultBorrowerQuery;

export const sameQuery = (a: BorrowerQuery, b: BorrowerQuery) =>
  a.search.trim() === b.search.trim() && a.status === b.status && a.sort === b.sort;

export const initialState = (offline = false): WorkspaceState => ({
  workspace: null,
  borrowers: [],
  selectedBorrowerId: null,
  loading: false,
  syncing: false,
  offline,
  error: null,
  syncError: null,
  continuationToken: null,
  hasMoreBorrowers: true,
  lastSynced: null,
  lastUpdated: null,
  dirty: false,
  pending: {},
  pendingWorkspace: null,
  notices: [],
  query: defaultListQuery,
  listIds: null,
});

const isDirty = (state: Pick<WorkspaceState, "pending" | "pendingWorkspace">) =>
  Object.keys(state.pending).length > 0 || state.pendingWorkspace !== null;

/** The borrower as shown locally: the server's row with the local data laid over it. */
export function localBorrower(base: Borrower | undefined, id: string, change: PendingChange, now: number): Borrower {
  return {
    id,
    version: base?.version ?? 0,
    bsnMasked: base?.bsnMasked ?? null,
    partnerBsnMasked: base?.partnerBsnMasked ?? null,
    lastAccessed: base?.lastAccessed ?? null,
    recentActivity: base?.recentActivity ?? "profile_update",
    createdAt: base?.createdAt ?? now,
    updatedAt: change.editedAt,
    fieldTimes: { ...(base?.fieldTimes ?? {}), ...change.fieldTimes },
    status: change.data.status,
    profile: change.data.profile,
    name: borrowerName(change.data.profile),
    dateOfBirth: change.data.profile.applicant.dateOfBirth,
  };
}

/** Server rows with the pending changes applied: deletes hidden, edits laid over, new borrowers first. */
export function overlay(server: Borrower[], pending: Record<string, PendingChange>, now: number): Borrower[] {
  const seen = new Set<string>();
  const rows: Borrower[] = [];
  for (const borrower of server) {
    seen.add(borrower.id);
    const change = pending[borrower.id];
    if (change?.deleted) continue;
    rows.push(change ? localBorrower(borrower, borrower.id, change, now) : borrower);
  }
  const created = Object.entries(pending)
    .filter(([id, change]) => !seen.has(id) && !change.deleted && change.baseVersion === null)
    .map(([id, change]) => localBorrower(undefined, id, change, now));
  return [...created, ...rows];
}

/**
 * Takes borrowers the server sent outside a full load (a search page, one borrower): each replaces the known copy
 * or is added, with any pending local change laid over it; a borrower deleted here stays hidden.
 */
export function mergeServerBorrowers(
  known: Borrower[],
  server: Borrower[],
  pending: Record<string, PendingChange>,
  now: number,
): Borrower[] {
  const rows = [...known];
  for (const borrower of server) {
    const change = pending[borrower.id];
    if (change?.deleted) continue;
    const shown = change ? localBorrower(borrower, borrower.id, change, now) : borrower;
    const index = rows.findIndex((row) => row.id === borrower.id);
    if (index >= 0) rows[index] = shown;
    else rows.push(shown);
  }
  return rows;
}

export function addBorrower(
  state: WorkspaceState,
  id: string,
  profile: BorrowerProfile = emptyProfile(),
  now: number,
): WorkspaceState {
  const data: BorrowerData = { status: "application_in_progress", profile };
  const fieldTimes = Object.fromEntries(Object.keys(flattenData(data)).map((field) => [field, now]));
  const change: PendingChange = { baseVersion: null, deleted: false, data, fieldTimes, editedAt: now };
  return {
    ...state,
    pending: { ...state.pending, [id]: change },
    borrowers: [localBorrower(undefined, id, change, now), ...state.borrowers],
    dirty: true,
    lastUpdated: now,
  };
}

/** Sets fields by path (e.g. `profile.applicant.firstName`, `status`); unknown ids are ignored. */
export function updateBorrower(
  state: WorkspaceState,
  id: string,
  fields: Record<string, unknown>,
  now: number,
): WorkspaceState {
  const current = state.borrowers.find((borrower) => borrower.id === id);
  if (!current) return state;
  const previous = state.pending[id];
  let data: BorrowerData = previous?.data ?? { status: current.status, profile: current.profile };
  const fieldTimes = { ...(previous?.fieldTimes ?? {}) };
  for (const [path, value] of Object.entries(fields)) {
    data = setPath(data, path, value);
    fieldTimes[path] = now;
  }
  const change: PendingChange = {
    baseVersion: previous ? previous.baseVersion : current.version,
    deleted: false,
    data,
    fieldTimes,
    editedAt: now,
  };
  return {
    ...state,
    pending: { ...state.pending, [id]: change },
    borrowers: state.borrowers.map((borrower) =>
      borrower.id === id ? localBorrower(current, id, change, now) : borrower,
    ),
    dirty: true,
    lastUpdated: now,
  };
}

export function deleteBorrower(state: WorkspaceState, id: string, now: number): WorkspaceState {
  const current = state.borrowers.find((borrower) => borrower.id === id);
  if (!current) return state;
  const previous = state.pending[id];
  const pending = { ...state.pending };
  if (previous?.baseVersion === null) {
    // Never reached the server: forgetting it is the whole delete.
    delete pending[id];
  } else {
    pending[id] = {
      baseVersion: previous?.baseVersion ?? current.version,
      deleted: true,
      data: previous?.data ?? { status: current.status, profile: current.profile },
      fieldTimes: previous?.fieldTimes ?? {},
      editedAt: now,
    };
  }
  return {
    ...state,
    pending,
    borrowers: state.borrowers.filter((borrower) => borrower.id !== id),
    selectedBorrowerId: state.selectedBorrowerId === id ? null : state.selectedBorrowerId,
    dirty: true,
    lastUpdated: now,
  };
}

export function updateWorkspace(state: WorkspaceState, data: WorkspaceData, now: number): WorkspaceState {
  if (!state.workspace) return state;
  const baseVersion = state.pendingWorkspace?.baseVersion ?? state.workspace.version;
  return {
    ...state,
    workspace: { ...state.workspace, ...data },
    pendingWorkspace: { ...data, baseVersion },
    dirty: true,
    lastUpdated: now,
  };
}

export function buildSyncRequest(state: WorkspaceState): SyncRequest {
  return {
    workspace: state.pendingWorkspace,
    borrowers: Object.entries(state.pending).map(([id, change]) => ({
      id,
      baseVersion: change.baseVersion,
      deleted: change.deleted,
      status: change.data.status,
      profile: change.data.profile,
      fieldTimes: change.fieldTimes,
    })),
  };
}

/**
 * Takes a successful sync's answer. Changes sent are settled; a borrower edited again while the sync ran keeps
 * its newer pending edit, now based on the version the server just gave it.
 */
export function applySyncResponse(
  state: WorkspaceState,
  sent: SyncRequest,
  sentPending: Record<string, PendingChange>,
  response: SyncResponse,
  now: number,
): WorkspaceState {
  const pending = { ...state.pending };
  const byId = new Map(response.borrowers.map((borrower) => [borrower.id, borrower]));
  for (const change of sent.borrowers) {
    const current = pending[change.id];
    const sentChange = sentPending[change.id];
    if (!current) continue;
    if (current.editedAt === sentChange?.editedAt) delete pending[change.id];
    else {
      const saved = byId.get(change.id);
      pending[change.id] = { ...current, baseVersion: saved ? saved.version : current.baseVersion };
    }
  }
  const deleted = new Set(response.deleted);
  const server = state.borrowers
    .filter((borrower) => !deleted.has(borrower.id))
    .map((borrower) => byId.get(borrower.id) ?? borrower);
  for (const borrower of response.borrowers)
    if (!server.some((row) => row.id === borrower.id)) server.unshift(borrower);
  const workspaceEditedDuring =
    state.pendingWorkspace !== null && JSON.stringify(state.pendingWorkspace) !== JSON.stringify(sent.workspace);
  const next = {
    ...state,
    workspace: workspaceEditedDuring ? { ...response.workspace, ...state.pendingWorkspace } : response.workspace,
    pendingWorkspace:
      workspaceEditedDuring && state.pendingWorkspace
        ? { ...state.pendingWorkspace, baseVersion: response.workspace.version }
        : null,
    pending,
    lastSynced: response.syncedAt,
    syncError: null,
  };
  return {
    ...next,
    borrowers: overlay(
      server.filter((borrower) => !(borrower.id in pending) || !pending[borrower.id]?.deleted),
      pending,
      now,
    ),
    dirty: isDirty(next),
  };
}

/**
 * The conflict rule: per field, the newer edit wins. A local edit newer than the server's time for that field is
 * kept and sent again on the server's version; otherwise the server's value is taken and the adviser is told.
 */
export function resolveConflict(
  local: PendingChange,
  server: Borrower | null,
  id: string,
  now: number,
): { change: PendingChange | null; notice: ConflictNotice } {
  const name = borrowerName(local.data.profile);
  if (!server) {
    return {
      change: null,
      notice: { borrowerId: id, name, serverWon: [], localWon: [], deletedElsewhere: true, at: now },
    };
  }
  const serverData: BorrowerData = { status: server.status, profile: server.profile };
  const mine = flattenData(local.data);
  const theirs = flattenData(serverData);
  let merged = serverData;
  const fieldTimes: Record<string, number> = {};
  const serverWon: string[] = [];
  const localWon: string[] = [];
  for (const [field, editedAt] of Object.entries(local.fieldTimes)) {
    if (!(field in mine)) continue;
    if (JSON.stringify(mine[field]) === JSON.stringify(theirs[field])) continue;
    if (editedAt > (server.fieldTimes[field] ?? 0)) {
      merged = setPath(merged, field, mine[field]);
      fieldTimes[field] = editedAt;
      localWon.push(field);
    } else serverWon.push(field);
  }
  const change: PendingChange | null =
    local.deleted || localWon.length > 0
      ? { baseVersion: server.version, deleted: local.deleted, data: merged, fieldTimes, editedAt: local.editedAt }
      : null;
  return {
    change,
    notice: { borrowerId: id, name: server.name || name, serverWon, localWon, deletedElsewhere: false, at: now },
  };
}

/** Conflicting borrower ids from a SYNC_CONFLICT's issues (`borrowers.<id>`). */
export const conflictIds = (issues: { path: string }[] | undefined) =>
  (issues ?? []).filter((issue) => issue.path.startsWith("borrowers.")).map((issue) => issue.path.slice(10));

export const workspaceConflicted = (issues: { path: string }[] | undefined) =>
  (issues ?? []).some((issue) => issue.path === "workspace");

/** Selection follows the rule that a deleted borrower cannot stay selected. */
export const selectBorrower = (state: WorkspaceState, id: string | null): WorkspaceState => ({
  ...state,
  selectedBorrowerId: id && state.borrowers.some((borrower) => borrower.id === id) ? id : null,
});

/** The borrowers opened most recently, newest first (for quick access on the dashboard and the list). */
export const recentBorrowers = (borrowers: Borrower[], count: number): Borrower[] =>
  borrowers
    .filter((borrower) => borrower.lastAccessed)
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))
    .slice(0, count);

export { isDirty };
