import { Hono } from "hono";
import { type Language, languageSchema, type Me, preferencesSchema } from "../../schemas/user";
import { database } from "../db/client";
import { recordSignIn, saveLanguage } from "../db/users";
import type { AppEnv } from "../env";
import { currentUser, requireUser } from "../middleware/authenticate";
import { jsonBody } from "../validate";

const storedLanguage = (value: string | null | undefined): Language | null => {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The signed-in person: who they are (from the verified token) and their saved preferences. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const user = currentUser(c);
    const row = c.var.settings.AUTH_MODE === "off" ? undefined : await recordSignIn(database(c.env.DB), user);
    const body: Me = {
      id: user.id,
      name: user.name,
      email: user.email,
      groups: user.groups,
      language: storedLanguage(row?.language),
      claims: user.claims,
    };
    return c.json(body);
  })
  .put("/preferences", async (c) => {
    const user = currentUser(c);
    const preferences = await jsonBody(c, preferencesSchema);
    const db = database(c.env.DB);
    await recordSignIn(db, user);
    await saveLanguage(db, user.id, preferences.language);
    return c.json(preferences);
  });
