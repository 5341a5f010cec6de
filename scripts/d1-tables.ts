/** A table as `sqlite_master` lists it. */
export interface MasterRow {
  name: string;
  sql: string | null;
}

/** The files an FTS5 table keeps its index in; they are rebuilt from the base tables, never exported. */
const FTS5_SHADOW_SUFFIXES = ["_data", "_idx", "_content", "_docsize", "_config"];

/**
 * Splits a D1 database's tables for a backup. `wrangler d1 export` cannot export a database with virtual tables
 * (FTS5), so a backup takes the data of the base tables only and a restore rebuilds each full-text index.
 * Left out: virtual tables and their shadow tables, SQLite's and Cloudflare's own tables, and `d1_migrations`
 * (a restore applies the migrations itself, which fills it).
 */
export function backupTables(rows: MasterRow[]): { base: string[]; fullText: string[] } {
  const virtual = rows.filter((row) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(row.sql ?? ""));
  const fullText = virtual.filter((row) => /USING\s+fts5\s*\(/i.test(row.sql ?? "")).map((row) => row.name);
  const virtualNames = virtual.map((row) => row.name);
  const isShadow = (name: string) =>
    virtualNames.some((table) => FTS5_SHADOW_SUFFIXES.some((suffix) => name === `${table}${suffix}`));
  const base = rows
    .map((row) => row.name)
    .filter(
      (name) =>
        !virtualNames.includes(name) &&
        !isShadow(name) &&
        !name.startsWith("sqlite_") &&
        !name.startsWith("_cf_") &&
        name !== "d1_migrations",
    );
  return { base, fullText };
}

/** The statement that refills an external-content FTS5 index from its base table. */
export const rebuildStatement = (ftsTable: string) => `INSERT INTO \`${ftsTable}\`(\`${ftsTable}\`) VALUES('rebuild');`;
