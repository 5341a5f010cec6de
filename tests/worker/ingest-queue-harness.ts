import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { IngestMessage } from "../../worker/documents/queue";
import apiWorker from "../../worker/index";
import ingestWorker from "../../worker/ingest-worker";

/** As wrangler.ingest.toml configures the consumer. */
const QUEUE = "adviesdesk-ingest";
const DEAD_LETTER_QUEUE = "adviesdesk-ingest-dlq";
const MAX_BATCH = 4;
const MAX_RETRIES = 5;

interface Held {
  body: IngestMessage;
  attempts: number;
}

/**
 * The ingestion queue in the Worker tests: the API's producer binding holds the messages, and `deliver` hands
 * them to the ingest Worker's real `queue()` handler the way the Queues runtime does (`createMessageBatch`,
 * `getQueueResult`): batches of 4, a retried message again with one more attempt, after 5 retries to the
 * dead-letter queue's consumer. `loseAll` drops what is held, as a restart of `wrangler dev` does.
 */
export class TestQueue {
  held: Held[] = [];
  /** Every message ever sent, for tests that count them. */
  sent: IngestMessage[] = [];

  async send(body: IngestMessage) {
    this.held.push({ body, attempts: 1 });
    this.sent.push(body);
  }

  async sendBatch(messages: Iterable<{ body: IngestMessage }>) {
    for (const message of messages) await this.send(message.body);
  }

  loseAll() {
    this.held = [];
  }

  async deliver(consumerEnv: object = env) {
    const dead: Held[] = [];
    while (this.held.length) {
      const taken = this.held.splice(0, MAX_BATCH);
      const batch = createMessageBatch<IngestMessage>(
        QUEUE,
        taken.map((message, index) => ({
          id: String(index),
          timestamp: new Date(),
          attempts: message.attempts,
          body: message.body,
        })),
      );
      const context = createExecutionContext();
      await ingestWorker.queue(batch, consumerEnv as never);
      const result = await getQueueResult(batch, context);
      for (const retry of result.retryMessages) {
        const message = taken[Number(retry.msgId)] as Held;
        if (message.attempts > MAX_RETRIES) dead.push(message);
        else this.held.push({ body: message.body, attempts: message.attempts + 1 });
      }
    }
    if (!dead.length) return;
    const batch = createMessageBatch<IngestMessage>(
      DEAD_LETTER_QUEUE,
      dead.map((message, index) => ({ id: String(index), timestamp: new Date(), attempts: 1, body: message.body })),
    );
    const context = createExecutionContext();
    await ingestWorker.queue(batch, consumerEnv as never);
    await getQueueResult(batch, context);
  }
}

/** The queue every test request's Worker sends to (one per test file, as D1 is). */
export const ingestQueue = new TestQueue();

/** The bindings a request sees: the test environment with the test queue as the producer. */
export const apiEnv = () => Object.assign(Object.create(null), env, { INGEST_QUEUE: ingestQueue });

/** Runs the API Worker's scheduled recovery step (`cron` "startup" as `npm start` does, or the minute cron). */
export async function runRecovery(cron = "startup", bindings: Record<string, unknown> = apiEnv()) {
  const context = createExecutionContext();
  await apiWorker.scheduled(createScheduledController({ cron }), bindings as never, context);
  await waitOnExecutionContext(context);
}
