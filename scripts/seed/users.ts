import { demoUsers } from "../../worker/auth/demo-users";
import { quote } from "./sql";

/** The demo advisers, so their rows exist before anyone signs in. */
export function usersSql(): string[] {
  return demoUsers.map(
    (user) =>
      `INSERT OR IGNORE INTO users (id, email, name, groups) VALUES (${quote(user.oid)}, ${quote(user.email)}, ${quote(user.name)}, ${quote(JSON.stringify(user.groups))});`,
  );
}
