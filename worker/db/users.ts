import { eq, sql } from "drizzle-orm";
import type { Language } from "../../schemas/user";
import type { AuthenticatedUser } from "../auth/verify-token";
import type { Database } from "./client";
import { users } from "./schema";

/** Records that this person signed in and returns their row; keyed by their verified `oid` only. */
export async function recordSignIn(db: Database, user: AuthenticatedUser) {
  const [row] = await db
    .insert(users)
    .values({ id: user.id, email: user.email, name: user.name, groups: user.groups })
    .onConflictDoUpdate({
      target: users.id,
      set: { email: user.email, name: user.name, groups: user.groups, lastSeenAt: sql`(unixepoch('subsec') * 1000)` },
    })
    .returning();
  return row;
}

export async function saveLanguage(db: Database, userId: string, language: Language) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
