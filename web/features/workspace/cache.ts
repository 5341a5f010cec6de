import { z } from "zod";
import { borrowerDataSchema, borrowerSchema, workspaceDataSchema, workspaceSchema } from "#schemas/workspace";
import { MAX_CACHE_AGE_MS, MAX_CACHE_BYTES, MAX_SESSION_BYTES, WORKSPACE_SNAPSHOT_VERSION } from "./cache-limits";
import type { WorkspaceState } from "./model";

export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CACHE_PREFIX = "adviesdesk.workspace.cache.";
export const SESSION_KEY = "adviesdesk.workspace.session";
export const cacheKey = (userId: string) => `${CACHE_PREFIX}${userId}`;

const pendingSchema = z.object({
  baseVersion: z.number().nullable(),
  deleted: z.boolean(),
  data: borrowerDataSchema,
  fieldTimes: z.record(z.string(), z.number()),
  editedAt: z.number(),
});

const cacheSchema = z.object({
  version: z.literal(WORKSPACE_SNAPSHOT_VERSION),
  savedAt: z.number(),
  workspace: workspaceSchema.nullable(),
  borrowers: z.array(borrowerSchema),
  continuationToken: z.string().nullable(),
  hasMoreBorrowers: z.boolean(),
  lastSynced: z.number().nullable(),
  lastUpdated: z.number().nullable(),
  pending: z.record(z.string(), pendingSchema),
  pendingWorkspace: workspaceDataSchema.extend({ baseVersion: z.number() }).nullable(),
});
export type WorkspaceCache = z.infer<typeof cacheSchema>;

/** Bytes a string takes in Web Storage (UTF-16). */
export const storedBytes = (value: string) => value.length * 2;

export const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22);

export type SaveResult = "saved" | "trimmed" | "failed";

/**
 * Saves the workspace cache. Above 50 MB (or when the browser's quota is hit) the server copy is dropped and only
 * the pending local changes are kept: those are the one thing that cannot be fetched again.
 */
export function saveCache(storage: KeyValueStorage, userId: string, state: WorkspaceState, now: number): SaveResult {
  const full: WorkspaceCache = {
    version: WORKSPACE_SNAPSHOT_VERSION,
    savedAt: now,
    workspace: state.workspace,
    borrowers: state.borrowers,
    continuationToken: state.continuationToken,
    hasMoreBorrowers: state.hasMoreBorrowers,
    lastSynced: state.lastSynced,
    lastUpdated: state.lastUpdated,
    pending: state.pending,
    pendingWorkspace: state.pendingWorkspace,
  };
  const write = (cache: WorkspaceCache) => {
    const text = JSON.stringify(cache);
    if (storedBytes(text) > MAX_CACHE_BYTES) return false;
    try {
      storage.setItem(cacheKey(userId), text);
      return true;
    } catch (error) {
      if (isQuotaError(error)) return false;
      throw error;
    }
  };
  if (write(full)) return "saved";
  if (write({ ...full, borrowers: [], continuationToken: null, hasMoreBorrowers: true })) return "trimmed";
  return "failed";
}

/**
 * Reads the cache. Server data older than an hour is dropped (it is fetched again); pending local changes are
 * kept whatever their age, so edits made offline survive until they are synced.
 */
export function loadCache(storage: KeyValueStorage, userId: string, now: number): WorkspaceCache | null {
  const raw = storage.getItem(cacheKey(userId));
  if (!raw) return null;
  let cache: WorkspaceCache;
  try {
    const parsed = cacheSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) throw parsed.error;
    cache = parsed.data;
  } catch {
    storage.removeItem(cacheKey(userId));
    return null;
  }
  if (now - cache.savedAt > MAX_CACHE_AGE_MS || cache.savedAt > now) {
    return { ...cache, workspace: null, borrowers: [], continuationToken: null, hasMoreBorrowers: true };
  }
  return cache;
}

const hasPending = (cache: WorkspaceCache) => Object.keys(cache.pending).length > 0 || cache.pendingWorkspace !== null;

/** The periodic cleanup: removes workspace caches past their age that hold no unsynced change. */
export function cleanupCaches(storage: KeyValueStorage, now: number): string[] {
  const removed: string[] = [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const cache = loadCache(storage, key.slice(CACHE_PREFIX.length), now);
    if (!cache || (cache.workspace === null && cache.borrowers.length === 0 && !hasPending(cache))) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

export function clearCache(storage: KeyValueStorage, userId: string) {
  storage.removeItem(cacheKey(userId));
}

/** What survives a reload of the tab: the selection and the list's search, filter and sort. */
export const sessionSchema = z.object({
  version: z.literal(WORKSPACE_SNAPSHOT_VERSION),
  savedAt: z.number(),
  selectedBorrowerId: z.string().nullable(),
});
export type WorkspaceSession = z.infer<typeof sessionSchema>;

/**
 * Saves the session. On a quota error the session data is cleared and the save retried once (spec section 4);
 * a session larger than a quarter of the cache limit is not saved.
 */
export function saveSession(
  storage: KeyValueStorage,
  session: Omit<WorkspaceSession, "version" | "savedAt">,
  now: number,
): SaveResult {
  const text = JSON.stringify({ version: WORKSPACE_SNAPSHOT_VERSION, savedAt: now, ...session });
  if (storedBytes(text) > MAX_SESSION_BYTES) return "failed";
  try {
    storage.setItem(SESSION_KEY, text);
    return "saved";
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
  clearSessionData(storage);
  try {
    storage.setItem(SESSION_KEY, text);
    return "trimmed";
  } catch {
    return "failed";
  }
}

/** Clears this app's session data (every `adviesdesk.` key in session storage). */
export function clearSessionData(storage: KeyValueStorage) {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith("adviesdesk.")) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Recovers the session: only version 1.0 and not older than an hour. */
export function loadSession(storage: KeyValueStorage, now: number): WorkspaceSession | null {
  const raw = storage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success && now - parsed.data.savedAt <= MAX_CACHE_AGE_MS && parsed.data.savedAt <= now) {
      return parsed.data;
    }
  } catch {
    // fall through: an unreadable session is discarded
  }
  storage.removeItem(SESSION_KEY);
  return null;
}
