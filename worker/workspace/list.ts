import { and, asc, desc, eq, getTableColumns, gt, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { searchedProfilePaths, searchTerms } from "../../domain/workspace/borrower-list";
import {
  type BorrowerItemsResponse,
  type BorrowerSort,
  type BorrowerStatus,
  borrowerSorts,
  borrowerStatuses,
} from "../../schemas/workspace";
import { AppError } from "../app-error";
import type { Database } from "../db/client";
import { borrowers } from "../db/tables/workspace";
import { toBorrower } from "./store";

/**
 * The borrower list, searched, filtered and ordered in D1 so a search finds a borrower the browser has not paged to
 * yet. Paging is by key (the order's value and the id), never by offset, so an edit between pages does not repeat
 * or skip anyone. The token names the query it belongs to; another query's token is refused.
 */

const statusRank = sql<number>`case ${borrowers.status} ${sql.join(
  borrowerStatuses.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
)} else ${borrowerStatuses.length} end`;

const orders: Record<BorrowerSort, { key: SQL<number | string>; descending: boolean }> = {
  recentActivity: { key: sql<number>`${borrowers.updatedAt}`, descending: true },
  lastAccessed: { key: sql<number>`coalesce(${borrowers.lastAccessed}, 0)`, descending: true },
  name: { key: sql<string>`lower(${borrowers.name})`, descending: false },
  dateOfBirth: { key: sql<string>`coalesce(${borrowers.dateOfBirth}, '9999-12-31')`, descending: false },
  status: { key: statusRank, descending: false },
};

/**
 * The text a search term is looked for in: the name and `searchedProfilePaths`, folded by SQLite's lower() (the
 * browser folds alike, domain/workspace/borrower-list.ts).
 */
const haystack = sql`lower(${borrowers.name} || ' ' || ${sql.join(
  searchedProfilePaths.map((path) => sql`coalesce(json_extract(${borrowers.profile}, ${`$.${path}`}), '')`),
  sql` || ' ' || `,
)})`;

const cursorSchema = z.object({
  s: z.enum(borrowerSorts),
  q: z.string().max(200),
  v: z.union([z.number(), z.string().max(300)]),
  i: z.string().min(1).max(100),
});
type Cursor = z.infer<typeof cursorSchema>;

const queryFingerprint = (search: string, status: BorrowerStatus | null) =>
  `${searchTerms(search).join(" ")}|${status ?? ""}`;

const encodeCursor = (cursor: Cursor) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cursor))));

function decodeCursor(token: string, sort: BorrowerSort, fingerprint: string): Cursor {
  let cursor: Cursor;
  try {
    const bytes = Uint8Array.from(atob(token), (char) => char.charCodeAt(0));
    cursor = cursorSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    throw new AppError("VALIDATION_ERROR", "The continuation token is not valid.", [
      { path: "continuation_token", message: "Not a token this server issued." },
    ]);
  }
  if (cursor.s !== sort || cursor.q !== fingerprint) {
    throw new AppError("VALIDATION_ERROR", "The continuation token belongs to another search.", [
      { path: "continuation_token", message: "Start again without a token when the search, filter or order changes." },
    ]);
  }
  return cursor;
}

export interface ListRequest {
  count: number;
  continuation_token?: string | null;
  search: string;
  status?: BorrowerStatus | null;
  sort: BorrowerSort;
}

/** One page of the adviser's live borrowers matching the request; always limited to `userId`'s rows. */
export async function listBorrowers(
  db: Database,
  userId: string,
  request: ListRequest,
): Promise<BorrowerItemsResponse> {
  const status = request.status ?? null;
  const fingerprint = queryFingerprint(request.search, status);
  const order = orders[request.sort];
  const conditions: (SQL | undefined)[] = [eq(borrowers.userId, userId), eq(borrowers.deleted, false)];
  if (status) conditions.push(eq(borrowers.status, status));
  for (const term of searchTerms(request.search)) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a term needs no escaping this way.
    conditions.push(sql`instr(${haystack}, ${term}) > 0`);
  }
  if (request.continuation_token) {
    const cursor = decodeCursor(request.continuation_token, request.sort, fingerprint);
    const beyond = order.descending ? lt : gt;
    conditions.push(or(beyond(order.key, cursor.v), and(eq(order.key, cursor.v), beyond(borrowers.id, cursor.i))));
  }
  const direction = order.descending ? desc : asc;
  const rows = await db
    .select({ ...getTableColumns(borrowers), sortKey: order.key })
    .from(borrowers)
    .where(and(...conditions))
    .orderBy(direction(order.key), direction(borrowers.id))
    .limit(request.count + 1);
  const page = rows.slice(0, request.count);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _key, ...row }) => toBorrower(row)),
    continuationToken:
      last && rows.length > request.count
        ? encodeCursor({ s: request.sort, q: fingerprint, v: last.sortKey, i: last.id })
        : null,
  };
}
