import { expect } from "vitest";
import { type BorrowerChange, type BorrowerProfile, syncResponseSchema } from "../../schemas/workspace";
import { authed, call } from "./rag-helpers";
import type { anna } from "./tokens";

/** A borrower as a client syncs it the first time. */
export const newBorrowerChange = (profile: BorrowerProfile): BorrowerChange => ({
  id: crypto.randomUUID(),
  baseVersion: null,
  deleted: false,
  status: "application_in_progress",
  profile,
  fieldTimes: {},
});

/** Creates a borrower for `user` through the sync endpoint, as the workspace does; returns its id. */
export async function createBorrower(user: typeof anna, profile: BorrowerProfile): Promise<string> {
  const change = newBorrowerChange(profile);
  const response = await call("/api/workspace/sync", {
    method: "POST",
    headers: { ...(await authed(user)), "content-type": "application/json" },
    body: JSON.stringify({ workspace: null, borrowers: [change] }),
  });
  expect(response.status).toBe(200);
  syncResponseSchema.parse(await response.json());
  return change.id;
}
