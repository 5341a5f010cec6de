import { Hono } from "hono";
import type { Me } from "../../schemas/user";
import { database } from "../db/client";
import { recordSignIn } from "../db/users";
import type { AppEnv } from "../env";
import { currentUser, requireUser } from "../middleware/authenticate";

export const meRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const user = currentUser(c);
  if (c.var.settings.AUTH_MODE !== "off") await recordSignIn(database(c.env.DB), user);
  const body: Me = { id: user.id, name: user.name, email: user.email, groups: user.groups, claims: user.claims };
  return c.json(body);
});
