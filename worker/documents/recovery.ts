import { and, eq, inArray, lte, ne, or } from "drizzle-orm";
import { ingestingStatuses } from "../../schemas/document-rules";
import { database } from "../db/client";
import { documents } from "../db/tables/documents";
import { embedderFor } from "../providers/embeddings";
import { INDEX_FORMAT } from "../rag/ingest";
import type { Settings } from "../settings";
import { syncDemoLibrary } from "./library";
import { enqueueDocuments, type IngestQueue } from "./queue";
import { LIBRARY_OWNER } from "./rows";

/** A queued or parsing document untouched for this long is taken as lost (its message or its consumer) and sent again. */
export const STALE_AFTER_MS = 2 * 60_000;

/** The cron string `npm start` passes once the server is up: the local queue starts empty, so nothing in flight is lost. */
export const STARTUP_CRON = "startup";

/** Outdated documents sent for re-indexing per run: a new index format reaches every file within minutes without
 * flooding the queue ahead of fresh uploads. */
export const REINDEX_BATCH = 25;

/**
 * The recovery step (the scheduled handler, every minute in production; at start-up and every minute locally):
 * loads the demo library when it is missing or out of date, and sends every document still queued or parsing
 * since `staleAfterMs` to the ingestion queue again. It also sends, a batch at a time, indexed documents made with
 * an older index format or another embedder: they stay searchable on their old chunks until the new ones replace
 * them, so a change to parsing, search terms or the embedder reaches uploaded files without anyone reprocessing. D1 is the source of truth; queue messages are only the
 * reminder, so a lost message (a restart of `wrangler dev`, a crashed consumer) costs a delay, never a document.
 */
export async function recoverIngestion(
  env: { DB: D1Database; UPLOADS: R2Bucket; INGEST_QUEUE: IngestQueue },
  settings: Settings,
  staleAfterMs: number,
): Promise<{ library: number; resent: number; reindexed: number }> {
  const db = database(env.DB);
  const embedderId = embedderFor(settings).id;
  const library = await syncDemoLibrary(env, settings, embedderId);
  const cutoff = new Date(Date.now() - staleAfterMs);
  const stale = await db
    .update(documents)
    .set({ updatedAt: new Date() })
    .where(and(inArray(documents.status, [...ingestingStatuses]), lte(documents.updatedAt, cutoff)))
    .returning({ id: documents.id });
  const outdated = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.status, "indexed"),
        ne(documents.ownerId, LIBRARY_OWNER),
        or(ne(documents.indexFormat, INDEX_FORMAT), ne(documents.embedder, embedderId)),
        lte(documents.updatedAt, cutoff),
      ),
    )
    .limit(REINDEX_BATCH);
  if (outdated.length) {
    const outdatedIds = outdated.map((row) => row.id);
    // Touched so the next run does not send them again while their messages wait in the queue.
    await db.update(documents).set({ updatedAt: new Date() }).where(inArray(documents.id, outdatedIds));
  }
  const ids = [...new Set([...library, ...stale.map((row) => row.id), ...outdated.map((row) => row.id)])];
  await enqueueDocuments(env.INGEST_QUEUE, ids);
  return { library: library.length, resent: stale.length, reindexed: outdated.length };
}
