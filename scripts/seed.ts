import { mkdirSync, writeFileSync } from "node:fs";
import { demoUsers } from "../worker/auth/demo-users";
import { runStep } from "./run";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Demo data for a new machine. Every statement is idempotent: running it twice changes nothing. */
export function demoDataSql(): string {
  const userRows = demoUsers.map(
    (user) =>
      `INSERT OR IGNORE INTO users (id, email, name, groups) VALUES (${quote(user.oid)}, ${quote(user.email)}, ${quote(user.name)}, ${quote(JSON.stringify(user.groups))});`,
  );
  return `${userRows.join("\n")}\n`;
}

export function loadDemoData(persistArgs: string[] = []) {
  mkdirSync(".wrangler/seed", { recursive: true });
  const file = ".wrangler/seed/demo-data.sql";
  writeFileSync(file, demoDataSql());
  runStep("demo data loaded", "wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "-c",
    "wrangler.toml",
    "--file",
    file,
    ...persistArgs,
  ]);
}
