import { mkdirSync, writeFileSync } from "node:fs";
import { runStep } from "./run";
import { blogSql } from "./seed/blog";
import { contactSql } from "./seed/contact";
import { usersSql } from "./seed/users";
import { workspaceSql } from "./seed/workspace";

/**
 * Demo data for a new machine, one generator per area. Every statement must be idempotent
 * (INSERT OR IGNORE / ON CONFLICT DO NOTHING): `npm start` runs this on every start.
 */
const generators: Array<() => string[]> = [usersSql, blogSql, contactSql, workspaceSql];

export function demoDataSql(): string {
  return `${generators.flatMap((generate) => generate()).join("\n")}\n`;
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
