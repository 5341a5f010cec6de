import type { AuthenticatedUser } from "../auth/verify-token";
import { LIBRARY_OWNER } from "../documents/rows";
import { VISITOR_ID } from "../middleware/authenticate";

/** Which documents a search may read, from the caller and the security-filter overrides. */
export interface AccessScope {
  userId: string;
  groups: string[];
  /** Only the caller's own uploads (use_oid_security_filter). */
  ownOnly: boolean;
  /** Only documents shared with one of the caller's groups (use_groups_security_filter). */
  groupsOnly: boolean;
  /**
   * A visitor who is not signed in: reads only the office's library documents shared with VISITOR_GROUPS, never an
   * adviser's upload, even one shared with the same group name (advisers share with colleagues, not the public).
   */
  publicOnly: boolean;
}

export function accessScope(
  user: AuthenticatedUser,
  overrides: { use_oid_security_filter?: boolean; use_groups_security_filter?: boolean },
  requireAccessControl: boolean,
): AccessScope {
  const oid = requireAccessControl || overrides.use_oid_security_filter === true;
  const groups = requireAccessControl || overrides.use_groups_security_filter === true;
  // Both filters on means "mine or my groups'": the same as the baseline every search is held to.
  return {
    userId: user.id,
    groups: user.groups,
    ownOnly: oid && !groups,
    groupsOnly: groups && !oid,
    publicOnly: user.id === VISITOR_ID,
  };
}

/**
 * A SQL condition on documents aliased `d` with its bound values. Whatever the overrides, a document is only
 * ever visible to its owner or to members of a group it is shared with.
 */
export function accessCondition(scope: AccessScope): { sql: string; params: string[] } {
  const own = "d.owner_id = ?";
  // The caller's groups go in as one JSON list: a token may carry more groups than D1 binds values in a statement.
  const shared = "EXISTS (SELECT 1 FROM json_each(d.groups) g WHERE g.value IN (SELECT value FROM json_each(?)))";
  const groups = JSON.stringify(scope.groups);
  if (scope.publicOnly) return { sql: `(d.owner_id = ? AND ${shared})`, params: [LIBRARY_OWNER, groups] };
  if (scope.ownOnly) return { sql: own, params: [scope.userId] };
  if (scope.groupsOnly) return { sql: shared, params: [groups] };
  return { sql: `(${own} OR ${shared})`, params: [scope.userId, groups] };
}
