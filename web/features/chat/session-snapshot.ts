import { z } from "zod";
import { chatAnswerSchema } from "#schemas/chat";

/** Spec section 5: the chat survives a reload; a snapshot of another version or older than an hour is dropped. */
export const SNAPSHOT_VERSION = "1.0";
export const SNAPSHOT_MAX_AGE_MS = 3_600_000;

const snapshotSchema = z.object({
  version: z.string(),
  savedAt: z.number(),
  chatId: z.string().nullable(),
  /** Whose chat it is (the account name, null for a logged-out visitor): another person never gets it back. */
  owner: z.string().nullable().default(null),
  turns: z.array(z.tuple([z.string(), chatAnswerSchema])),
});
export type SessionSnapshot = z.infer<typeof snapshotSchema>;

export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const snapshotKey = (mode: "chat" | "ask") => `adviesdesk.session.${mode}`;

export function saveSnapshot(
  storage: SnapshotStorage,
  key: string,
  state: Pick<SessionSnapshot, "chatId" | "turns"> & { owner?: string | null },
  now: number,
): void {
  if (state.turns.length === 0) {
    storage.removeItem(key);
    return;
  }
  const snapshot: SessionSnapshot = { version: SNAPSHOT_VERSION, savedAt: now, owner: null, ...state };
  try {
    storage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the chat still works, it just will not survive a reload.
  }
}

/** `owner`, when given, must match the snapshot's: a chat left in the tab by someone who signed out is dropped. */
export function loadSnapshot(
  storage: SnapshotStorage,
  key: string,
  now: number,
  owner?: string | null,
): SessionSnapshot | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  let parsed: SessionSnapshot | null = null;
  try {
    const result = snapshotSchema.safeParse(JSON.parse(raw));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  const fresh =
    parsed &&
    parsed.version === SNAPSHOT_VERSION &&
    now - parsed.savedAt >= 0 &&
    now - parsed.savedAt <= SNAPSHOT_MAX_AGE_MS &&
    (owner === undefined || parsed.owner === owner);
  if (!fresh) {
    storage.removeItem(key);
    return null;
  }
  return parsed;
}
