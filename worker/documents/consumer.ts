import { embedderFor } from "../providers/embeddings";
import type { Settings } from "../settings";
import { type IngestBindings, indexDocument, markGivenUp } from "./pipeline";
import type { IngestMessage } from "./queue";

/** The dead-letter queue's name ends so (README: production queues); its messages are documents given up on. */
export const DEAD_LETTER_SUFFIX = "-dlq";

/** Seconds before the next attempt of a message that failed for a passing reason: 10 s, 20 s, 40 s … at most 5 min. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

/**
 * The ingestion queue's consumer. Each message is one document; they are handled one after another (a parse is
 * CPU work, and Queues runs more consumers when the backlog grows). A file that cannot be read is marked failed
 * and acknowledged; any other error (D1, R2 or the embedding service away for a moment) is retried with backoff,
 * and after the queue's retries the message lands in the dead-letter queue, whose consumer marks the file failed.
 */
export async function handleIngestBatch(
  batch: MessageBatch<IngestMessage>,
  env: IngestBindings,
  settings: Settings,
): Promise<void> {
  if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) {
    for (const message of batch.messages) {
      await markGivenUp(env, message.body.documentId);
      message.ack();
    }
    return;
  }
  for (const message of batch.messages) {
    try {
      await indexDocument(env, message.body.documentId, embedderFor(settings, env.AI));
      message.ack();
    } catch (error) {
      console.error(`ingest ${message.body.documentId} (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
