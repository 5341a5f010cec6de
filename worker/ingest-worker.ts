import { handleIngestBatch } from "./documents/consumer";
import type { IngestBindings } from "./documents/pipeline";
import type { IngestMessage } from "./documents/queue";
import { loadSettings } from "./settings";

/**
 * The ingest Worker (`wrangler.ingest.toml`): the consumer of the ingestion queue and of its dead-letter queue.
 * It holds the parsers (pdf.js is most of its size), so the API Worker stays small and a heavy parse never runs
 * in the isolate that answers requests.
 */
export default {
  queue: (batch, env) => handleIngestBatch(batch, env, loadSettings(env)),
} satisfies ExportedHandler<IngestBindings, IngestMessage>;
