import { createMiddleware } from "hono/factory";
import { AppError } from "../app-error";
import { type AuthenticatedUser, verifyAccessToken } from "../auth/verify-token";
import type { AppEnv } from "../env";

/** Used when settings turn sign-in off: everyone shares one anonymous workspace. */
const anonymousUser: AuthenticatedUser = {
  id: "anonymous",
  name: "Anonymous",
  email: "",
  groups: [],
  claims: {},
};

/**
 * Reads the bearer token when one is sent and verifies it. A token that is present but invalid is
 * always refused, even on routes that would also serve anonymous callers.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization");
  if (!header) {
    c.set("user", c.var.settings.AUTH_MODE === "off" ? anonymousUser : null);
    return next();
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError("AUTH_ERROR", "The Authorization header must be 'Bearer <token>'.");
  if (c.var.settings.AUTH_MODE === "off") {
    c.set("user", anonymousUser);
    return next();
  }
  c.set("user", await verifyAccessToken(match[1], c.var.settings, c.env.DEV_OIDC_PRIVATE_JWK as string | undefined));
  return next();
});

/** Guards a route: only a verified caller passes. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError("AUTH_ERROR");
  return next();
});

/** The id of a visitor who is not signed in; no person's oid and no AUTH_MODE=off user has this form. */
export const VISITOR_ID = "visitor:anonymous";

/**
 * Guards a route that a visitor who is not signed in may also use when ENABLE_UNAUTHENTICATED_ACCESS is on
 * (spec 6: login is needed to ask questions unless unauthenticated access is enabled). The visitor owns
 * nothing and reads only what is shared with VISITOR_GROUPS.
 */
export const requireUserOrVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const settings = c.var.settings;
  if (!c.var.user && settings.ENABLE_UNAUTHENTICATED_ACCESS && settings.AUTH_MODE !== "off") {
    c.set("user", { id: VISITOR_ID, name: "Visitor", email: "", groups: settings.VISITOR_GROUPS, claims: {} });
  }
  if (!c.var.user) throw new AppError("AUTH_ERROR");
  return next();
});

/** The verified caller of a route behind `requireUser`. */
export function currentUser(c: { var: { user: AuthenticatedUser | null } }): AuthenticatedUser {
  if (!c.var.user) throw new AppError("AUTH_ERROR");
  return c.var.user;
}
