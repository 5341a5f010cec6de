import { describe, expect, it } from "vitest";
import { backupTables, rebuildStatement } from "../../scripts/d1-tables";

// sqlite_master of a database like ours: base tables, an external-content FTS5 table with its shadow tables and an
// fts5vocab table over it, SQLite's, Cloudflare's and wrangler's own tables.
const rows = [
  { name: "d1_migrations", sql: "CREATE TABLE d1_migrations(id INTEGER PRIMARY KEY, name TEXT)" },
  { name: "_cf_KV", sql: "CREATE TABLE _cf_KV (key TEXT PRIMARY KEY, value BLOB)" },
  { name: "sqlite_sequence", sql: "CREATE TABLE sqlite_sequence(name,seq)" },
  { name: "documents", sql: "CREATE TABLE `documents` (`id` text PRIMARY KEY)" },
  { name: "chunks", sql: "CREATE TABLE `chunks` (`id` integer PRIMARY KEY, `terms` text)" },
  {
    name: "chunks_fts",
    sql: "CREATE VIRTUAL TABLE `chunks_fts` USING fts5(`terms`, `doc_key`, content=`chunks`, content_rowid=`id`)",
  },
  { name: "chunks_fts_data", sql: "CREATE TABLE 'chunks_fts_data'(id INTEGER PRIMARY KEY, block BLOB)" },
  { name: "chunks_fts_idx", sql: "CREATE TABLE 'chunks_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term))" },
  { name: "chunks_fts_docsize", sql: "CREATE TABLE 'chunks_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB)" },
  { name: "chunks_fts_config", sql: "CREATE TABLE 'chunks_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID" },
  { name: "chunks_vocab", sql: "CREATE VIRTUAL TABLE `chunks_vocab` USING fts5vocab(`chunks_fts`, 'row')" },
  { name: "blog_posts", sql: "CREATE TABLE `blog_posts` (`id` text PRIMARY KEY)" },
];

describe("backupTables", () => {
  it("exports the base tables only and names each FTS5 index to rebuild", () => {
    expect(backupTables(rows)).toEqual({ base: ["documents", "chunks", "blog_posts"], fullText: ["chunks_fts"] });
  });

  it("keeps a base table whose name merely ends like a shadow table", () => {
    const withLookalike = [...rows, { name: "report_data", sql: "CREATE TABLE `report_data` (`id` text)" }];
    expect(backupTables(withLookalike).base).toContain("report_data");
  });

  it("rebuilds an external-content index from its base table", () => {
    expect(rebuildStatement("chunks_fts")).toBe("INSERT INTO `chunks_fts`(`chunks_fts`) VALUES('rebuild');");
  });
});
