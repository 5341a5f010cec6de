import { and, inArray, lte } from "drizzle-orm";
import { ingestingStatuses } from "../../schemas/document-rules";
import { database } from "../db/client";
import { documents } from "../db/tables/documents";
import { embedderFor } from "../providers/embeddings";
import type { WorkersAiBinding } from "../providers/workers-ai";
import type { Settings } from "../settings";
import { syncDemoLibrary } from "./library";
import { enqueueDocuments, type IngestQueue } from "./queue";

/** A queued or parsing document untouched for this long is taken as lost (its message or its consumer) and sent again. */
export const STALE_AFTER_MS = 2 * 60_000;

/** The cron string `npm start` passes once the server is up: the local queue starts empty, so nothing in flight is lost. */
export const STARTUP_CRON = "startup";

/**
 * The recovery step (the scheduled handler, every minute in production; at start-up and every minute locally):
 * loads the demo library when it is missing or out of date, and sends every document still queued or parsing
 * since `staleAfterMs` to the ingestion queue again. D1 is the source of truth; queue messages are only the
 * reminder, so a lost message (a restart of `wrangler dev`, a crashed consumer) costs a delay, never a document.
 */
export async function recoverIngestion(
  env: { DB: D1Database; UPLOADS: R2Bucket; INGEST_QUEUE: IngestQueue; AI?: WorkersAiBinding },
  settings: Settings,
  staleAfterMs: number,
): Promise<{ library: number; resent: number }> {
  const db = database(env.DB);
  const library = await syncDemoLibrary(env, settings, embedderFor(settings, env.AI).id);
  const cutoff = new Date(Date.now() - staleAfterMs);
  const stale = await db
    .update(documents)
    .set({ updatedAt: new Date() })
    .where(and(inArray(documents.status, [...ingestingStatuses]), lte(documents.updatedAt, cutoff)))
    .returning({ id: documents.id });
  const ids = [...new Set([...library, ...stale.map((row) => row.id)])];
  await enqueueDocuments(env.INGEST_QUEUE, ids);
  return { library: library.length, resent: stale.length };
}
