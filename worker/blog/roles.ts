import type { AuthenticatedUser } from "../auth/verify-token";
import type { Settings } from "../settings";

/**
 * Who may do what with blog posts (spec section 6 names no roles; README, "Security model"):
 * - anyone signed in reads the manager (drafts, stats): compliance reviews what the office publishes;
 * - an editor (a member of BLOG_EDITOR_GROUPS, advisers by default) writes posts and uploads images, and edits,
 *   publishes or deletes the posts they wrote and the office's posts that have no author (the seeded ones);
 * - an admin (BLOG_ADMIN_GROUPS, none by default) manages every post.
 */
type BlogRoleSettings = Pick<Settings, "BLOG_EDITOR_GROUPS" | "BLOG_ADMIN_GROUPS">;

const inAny = (user: AuthenticatedUser, groups: string[]) => user.groups.some((group) => groups.includes(group));

export const isBlogAdmin = (user: AuthenticatedUser, settings: BlogRoleSettings) =>
  inAny(user, settings.BLOG_ADMIN_GROUPS);

export const isBlogEditor = (user: AuthenticatedUser, settings: BlogRoleSettings) =>
  isBlogAdmin(user, settings) || inAny(user, settings.BLOG_EDITOR_GROUPS);

export function mayManagePost(user: AuthenticatedUser, settings: BlogRoleSettings, post: { authorId: string | null }) {
  if (isBlogAdmin(user, settings)) return true;
  return isBlogEditor(user, settings) && (post.authorId === null || post.authorId === user.id);
}
