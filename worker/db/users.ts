import { sql } from "drizzle-orm";
import type { AuthenticatedUser } from "../auth/verify-token";
import type { Database } from "./client";
import { users } from "./schema";

/** Records that this person signed in; their own row only, keyed by their verified `oid`. */
export async function recordSignIn(db: Database, user: AuthenticatedUser) {
  await db
    .insert(users)
    .values({ id: user.id, email: user.email, name: user.name, groups: user.groups })
    .onConflictDoUpdate({
      target: users.id,
      set: { email: user.email, name: user.name, groups: user.groups, lastSeenAt: sql`(unixepoch('subsec') * 1000)` },
    });
}
