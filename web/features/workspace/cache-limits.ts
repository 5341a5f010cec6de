/** How often the workspace syncs, and how long and how much of it this browser keeps (spec section 9). */

export const WORKSPACE_SYNC_INTERVAL_MS = 300_000;

export const MAX_CACHE_AGE_MS = 3_600_000;

export const CACHE_CLEANUP_INTERVAL_MS = MAX_CACHE_AGE_MS / 2;

export const MAX_CACHE_BYTES = 50 * 1024 * 1024;

export const MAX_SESSION_BYTES = MAX_CACHE_BYTES / 4;

export const WORKSPACE_SNAPSHOT_VERSION = "1.0";
