import { app } from "./app";
import { recoverIngestion, STALE_AFTER_MS, STARTUP_CRON } from "./documents/recovery";
import type { Env } from "./env";
import { loadSettings } from "./settings";

/**
 * The API Worker: the Hono app, and the recovery step on a schedule (every minute in production; `npm start` runs
 * it at start-up and every minute), which loads the demo library and sends lost ingestion work to the queue again.
 * The queue's consumer, with the parsers, is the ingest Worker (`worker/ingest-worker.ts`).
 */
export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const staleAfter = controller.cron === STARTUP_CRON ? 0 : STALE_AFTER_MS;
    ctx.waitUntil(
      recoverIngestion(env, loadSettings(env), staleAfter).then(({ library, resent, reindexed }) => {
        if (library || resent || reindexed) {
          console.log(`ingestion recovery: ${library} library documents, ${resent} resent, ${reindexed} re-indexed`);
        }
      }),
    );
  },
} satisfies ExportedHandler<Env>;
