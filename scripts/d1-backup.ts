import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupTables, type MasterRow, rebuildStatement } from "./d1-tables";
import { bin } from "./offline-env";

/**
 * `npm run db:backup -- backup --env production` writes the data of every base table to backups/ (SQL) with a
 * manifest; `npm run db:backup -- restore --env staging --from backups/<file>.sql` loads such a file into an empty
 * database of that environment: migrations first (the schema, the FTS5 tables and their triggers), then the data,
 * then a rebuild of every full-text index. `--local` does the same on local D1 (`.wrangler/state`).
 * docs/deploy.md ("Backups") says when to use this and when Time Travel.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: "string", short: "e" },
    local: { type: "boolean", default: false },
    from: { type: "string" },
    out: { type: "string", default: "backups" },
  },
});
const command = positionals[0];
// Local D1 is the default state folder (.wrangler/state): `wrangler d1 export` has no --persist-to.
const where = values.local ? ["--local"] : ["--remote"];
const config = ["-c", "wrangler.toml", ...(values.env ? ["--env", values.env] : [])];
// A local run stays offline; a remote one uses the normal `wrangler login` (or CLOUDFLARE_API_TOKEN).
const env: NodeJS.ProcessEnv = values.local
  ? { ...process.env, WRANGLER_SEND_METRICS: "false", XDG_CONFIG_HOME: path.resolve(".xdg-config") }
  : { ...process.env, WRANGLER_SEND_METRICS: "false" };

function wrangler(args: string[], capture = false): string {
  const result = spawnSync(bin("wrangler"), args, {
    env,
    encoding: "utf8",
    stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(`✗ wrangler ${args.slice(0, 3).join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  return result.stdout ?? "";
}

function query<T>(sql: string): T[] {
  const out = wrangler(["d1", "execute", "DB", ...where, ...config, "--json", "--command", sql], true);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.flatMap((statement) => statement.results);
}

function backup() {
  const { base, fullText } = backupTables(query<MasterRow>("SELECT name, sql FROM sqlite_master WHERE type = 'table'"));
  const migrations = query<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id").map((row) => row.name);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const label = `${values.local ? "local" : (values.env ?? "default")}-${stamp}`;
  mkdirSync(values.out, { recursive: true });
  const file = path.join(values.out, `${label}.sql`);
  wrangler([
    "d1",
    "export",
    "DB",
    ...where,
    ...config,
    "--no-schema",
    "--output",
    file,
    ...base.flatMap((t) => ["--table", t]),
  ]);
  const manifest = { file: path.basename(file), takenAt: new Date().toISOString(), tables: base, fullText, migrations };
  writeFileSync(path.join(values.out, `${label}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `✓ ${base.length} tables to ${file} (full-text indexes ${fullText.join(", ") || "none"} rebuild on restore)`,
  );
}

function restore() {
  if (!values.from) {
    console.error("usage: npm run db:backup -- restore --env <name> --from backups/<file>.sql");
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(values.from.replace(/\.sql$/, ".json"), "utf8")) as {
    fullText: string[];
    migrations: string[];
  };
  const existing = query<{ n: number }>(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
  )[0]?.n;
  if (existing) {
    console.error("✗ the target database is not empty: restore into a new one (docs/deploy.md, Backups)");
    process.exit(1);
  }
  wrangler(["d1", "migrations", "apply", "DB", ...where, ...config]);
  const applied = query<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id").map((row) => row.name);
  if (applied.join() !== manifest.migrations.join()) {
    console.error(
      `✗ this checkout's migrations (${applied.length}) differ from the backup's (${manifest.migrations.length}): check out the release the backup was taken with`,
    );
    process.exit(1);
  }
  wrangler(["d1", "execute", "DB", ...where, ...config, "--yes", "--file", values.from]);
  for (const table of manifest.fullText)
    wrangler(["d1", "execute", "DB", ...where, ...config, "--command", rebuildStatement(table)]);
  console.log(`✓ restored ${values.from}; rebuilt ${manifest.fullText.join(", ") || "no full-text index"}`);
}

if (command === "backup") backup();
else if (command === "restore") restore();
else {
  console.error("usage: npm run db:backup -- backup|restore [--env <name>] [--local] [--from <file>]");
  process.exit(2);
}
