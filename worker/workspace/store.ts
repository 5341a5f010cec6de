import { and, eq, inArray, sql } from "drizzle-orm";
import { maskBsn } from "../../domain/bsn";
import { borrowerName, diffData, flattenData } from "../../domain/workspace/borrower-data";
import {
  type Borrower,
  type BorrowerData,
  borrowerDataSchema,
  type EventType,
  type FieldChange,
  type SyncRequest,
  type SyncResponse,
  type Workspace,
} from "../../schemas/workspace";
import { AppError } from "../app-error";
import type { AuthenticatedUser } from "../auth/verify-token";
import type { Database } from "../db/client";
import { borrowerEvents, borrowers, workspaces } from "../db/tables/workspace";
import { defaultWorkspaceData } from "./sample-rates";

type BorrowerRow = typeof borrowers.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;

export const actorOf = (user: AuthenticatedUser) => user.name || user.email || user.id;

export function toWorkspace(row: WorkspaceRow): Workspace {
  return { id: row.id, version: row.version, updatedAt: row.updatedAt, ...row.data };
}

export function toBorrower(row: BorrowerRow): Borrower {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    dateOfBirth: row.dateOfBirth,
    status: row.status,
    profile: row.profile,
    bsnMasked: row.bsnLast4 ? maskBsn(row.bsnLast4) : row.bsn ? maskBsn(row.bsn) : null,
    partnerBsnMasked: row.partnerBsnLast4 ? maskBsn(row.partnerBsnLast4) : null,
    lastAccessed: row.lastAccessed,
    recentActivity: row.recentActivity,
    fieldTimes: row.fieldTimes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The caller's workspace, created on first use. */
export async function ensureWorkspace(db: Database, user: AuthenticatedUser, now: number): Promise<WorkspaceRow> {
  await db
    .insert(workspaces)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      version: 1,
      data: defaultWorkspaceData(user),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: workspaces.userId });
  const row = await db.select().from(workspaces).where(eq(workspaces.userId, user.id)).get();
  if (!row) throw new AppError("WORKSPACE_ERROR");
  return row;
}

/** A live (not deleted) borrower of the caller, or NOT_FOUND: another adviser's id looks exactly like a missing one. */
export async function ownBorrower(db: Database, userId: string, id: string): Promise<BorrowerRow> {
  const row = await db
    .select()
    .from(borrowers)
    .where(and(eq(borrowers.userId, userId), eq(borrowers.id, id)))
    .get();
  if (!row || row.deleted) throw new AppError("NOT_FOUND", "This borrower was not found.");
  return row;
}

export interface EventInput {
  userId: string;
  borrowerId: string;
  type: EventType;
  actor: string;
  at: number;
  version: number | null;
  summary: string;
  changes: FieldChange[];
  snapshot: BorrowerData | null;
}

export const eventRow = (input: EventInput) => ({ id: crypto.randomUUID(), ...input });

/**
 * An unversioned change to a dossier (BSN, KYC documents): the borrower's recent activity, any extra
 * column it sets, and its history event, as statements for one `db.batch`.
 */
export function activityStatements(
  db: Database,
  user: AuthenticatedUser,
  borrowerId: string,
  event: Pick<EventInput, "type" | "summary" | "changes" | "at">,
  extra: Partial<
    Pick<
      BorrowerRow,
      "bsn" | "bsnCiphertext" | "bsnIv" | "bsnLast4" | "partnerBsnCiphertext" | "partnerBsnIv" | "partnerBsnLast4"
    >
  > = {},
) {
  return [
    db
      .update(borrowers)
      .set({ ...extra, recentActivity: event.type })
      .where(and(eq(borrowers.userId, user.id), eq(borrowers.id, borrowerId))),
    db
      .insert(borrowerEvents)
      .values(eventRow({ ...event, userId: user.id, borrowerId, actor: actorOf(user), version: null, snapshot: null })),
  ] as const;
}

/**
 * Records the event only if the borrower really is at the event's version and no event holds that version yet:
 * a sync that lost a race finds the winner's event there (batches run one after another) and records nothing.
 */
function conditionalEvent(db: Database, event: ReturnType<typeof eventRow>) {
  const value = <T>(v: T) => sql<T>`${v}`;
  return db.insert(borrowerEvents).select(
    db
      .select({
        id: value(event.id).as("id"),
        userId: value(event.userId).as("userId"),
        borrowerId: value(event.borrowerId).as("borrowerId"),
        type: value(event.type).as("type"),
        actor: value(event.actor).as("actor"),
        at: value(event.at).as("at"),
        version: value(event.version).as("version"),
        summary: value(event.summary).as("summary"),
        changes: value(JSON.stringify(event.changes)).as("changes"),
        snapshot: value(event.snapshot === null ? null : JSON.stringify(event.snapshot)).as("snapshot"),
      })
      .from(borrowers)
      .where(
        and(
          eq(borrowers.userId, event.userId),
          eq(borrowers.id, event.borrowerId),
          eq(borrowers.version, event.version ?? -1),
          sql`not exists (select 1 from ${borrowerEvents} where ${borrowerEvents.userId} = ${event.userId} and ${borrowerEvents.borrowerId} = ${event.borrowerId} and ${borrowerEvents.version} = ${event.version ?? -1})`,
        ),
      ),
  );
}

/** D1 binds at most 100 values per statement: ids are read in slices (the user id takes one place). */
const ID_SLICE = 90;

/** The caller's borrower rows with these ids, whatever their number. */
async function ownRows(db: Database, userId: string, ids: string[]): Promise<BorrowerRow[]> {
  const slices: string[][] = [];
  for (let start = 0; start < ids.length; start += ID_SLICE) slices.push(ids.slice(start, start + ID_SLICE));
  const results = await Promise.all(
    slices.map((slice) =>
      db
        .select()
        .from(borrowers)
        .where(and(eq(borrowers.userId, userId), inArray(borrowers.id, slice))),
    ),
  );
  return results.flat();
}

const dataOf = (row: BorrowerRow): BorrowerData => ({ status: row.status, profile: row.profile });

/**
 * Applies the browser's changes with optimistic versions. Every change must name the version it was made on; if
 * any is stale (or a "new" borrower already exists) nothing is written and SYNC_CONFLICT names the borrowers, so the
 * client can merge field by field and try again: no write ever silently replaces a newer one.
 */
export async function applySync(
  db: Database,
  user: AuthenticatedUser,
  request: SyncRequest,
  now: number,
): Promise<SyncResponse> {
  const workspace = await ensureWorkspace(db, user, now);
  const ids = request.borrowers.map((change) => change.id);
  const current = new Map((await ownRows(db, user.id, ids)).map((row) => [row.id, row]));

  const conflicts: { path: string; message: string }[] = [];
  if (request.workspace && request.workspace.baseVersion !== workspace.version) {
    conflicts.push({ path: "workspace", message: `The workspace is at version ${workspace.version}.` });
  }
  for (const change of request.borrowers) {
    const row = current.get(change.id);
    const stale =
      change.baseVersion === null ? row !== undefined : !row || row.deleted || row.version !== change.baseVersion;
    if (stale) {
      conflicts.push({
        path: `borrowers.${change.id}`,
        message: row
          ? `The borrower is at version ${row.version}${row.deleted ? " and was deleted" : ""}.`
          : "The borrower does not exist.",
      });
    }
  }
  if (conflicts.length) throw new AppError("SYNC_CONFLICT", undefined, conflicts);

  const actor = actorOf(user);
  const writes = [];
  const saved: string[] = [];
  const deleted: string[] = [];
  // Index in `writes` of each version-guarded update: an empty RETURNING means another sync got there first.
  const guarded = new Map<string, number>();
  let workspaceWrite: number | null = null;
  for (const change of request.borrowers) {
    const row = current.get(change.id);
    const before = row ? dataOf(row) : null;
    const after = borrowerDataSchema.parse({ status: change.status, profile: change.profile });
    const changes = change.deleted ? [] : diffData(before, after);
    if (row && !change.deleted && changes.length === 0) {
      saved.push(change.id);
      continue;
    }
    const version = (row?.version ?? 0) + 1;
    const fieldTimes = { ...(row?.fieldTimes ?? {}) };
    for (const { field } of changes) fieldTimes[field] = Math.min(change.fieldTimes[field] ?? now, now);
    if (!row) for (const field of Object.keys(flattenData(after))) fieldTimes[field] ??= now;
    const summary = change.deleted ? "deleted" : row ? "updated" : "created";
    const values = {
      userId: user.id,
      id: change.id,
      workspaceId: workspace.id,
      version,
      name: borrowerName(after.profile),
      dateOfBirth: after.profile.applicant.dateOfBirth,
      status: after.status,
      profile: after.profile,
      fieldTimes,
      recentActivity: "profile_update",
      deleted: change.deleted,
      createdAt: row?.createdAt ?? now,
      updatedAt: now,
    };
    if (row) guarded.set(change.id, writes.length);
    writes.push(
      row
        ? db
            .update(borrowers)
            .set(change.deleted ? { deleted: true, version, updatedAt: now } : values)
            .where(and(eq(borrowers.userId, user.id), eq(borrowers.id, change.id), eq(borrowers.version, row.version)))
            .returning({ id: borrowers.id })
        : db.insert(borrowers).values(values),
      conditionalEvent(
        db,
        eventRow({
          userId: user.id,
          borrowerId: change.id,
          type: "profile_update",
          actor,
          at: now,
          version,
          summary,
          changes,
          snapshot: change.deleted ? null : after,
        }),
      ),
    );
    (change.deleted ? deleted : saved).push(change.id);
  }
  if (request.workspace) {
    const { baseVersion: _base, ...data } = request.workspace;
    if (JSON.stringify(data) !== JSON.stringify(workspace.data)) {
      workspaceWrite = writes.length;
      writes.push(
        db
          .update(workspaces)
          .set({ data, version: workspace.version + 1, updatedAt: now })
          .where(and(eq(workspaces.id, workspace.id), eq(workspaces.version, workspace.version)))
          .returning({ id: workspaces.id }),
      );
    }
  }
  let results: unknown[] = [];
  if (writes.length) {
    try {
      results = await db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
    } catch (error) {
      // A borrower created here was created by another sync in the meantime: nothing of this batch was written.
      if (String(error).includes("UNIQUE constraint failed")) {
        throw new AppError(
          "SYNC_CONFLICT",
          undefined,
          request.borrowers
            .filter((change) => change.baseVersion === null)
            .map((change) => ({ path: `borrowers.${change.id}`, message: "The borrower was created elsewhere." })),
        );
      }
      throw error;
    }
  }

  const after = await db.select().from(workspaces).where(eq(workspaces.id, workspace.id)).get();
  const touched = [...saved, ...deleted];
  const rows = await ownRows(db, user.id, touched);
  // The updates only apply on the version that was checked; one that lost a race with another sync changed nothing
  // (and recorded no event), and is reported as a conflict instead of being dropped silently.
  const lost = rows.filter((row) => {
    const index = guarded.get(row.id);
    return index !== undefined && Array.isArray(results[index]) && (results[index] as unknown[]).length === 0;
  });
  const lostWorkspace =
    workspaceWrite !== null &&
    Array.isArray(results[workspaceWrite]) &&
    (results[workspaceWrite] as unknown[]).length === 0;
  if (lost.length || lostWorkspace) {
    throw new AppError("SYNC_CONFLICT", undefined, [
      ...(lostWorkspace ? [{ path: "workspace", message: `The workspace is at version ${after?.version}.` }] : []),
      ...lost.map((row) => ({ path: `borrowers.${row.id}`, message: `The borrower is at version ${row.version}.` })),
    ]);
  }
  return {
    workspace: toWorkspace(after ?? workspace),
    borrowers: rows.filter((row) => !row.deleted).map(toBorrower),
    deleted,
    syncedAt: now,
  };
}
