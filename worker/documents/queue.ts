/**
 * The ingestion queue's message: only the document id. D1 is the source of truth (the row carries the status and
 * where the original is), so a lost, repeated or late message changes nothing but when the work happens.
 */
export interface IngestMessage {
  documentId: string;
}

/** The producer side of the ingestion queue (a Cloudflare Queue binding satisfies it). */
export interface IngestQueue {
  sendBatch(messages: Iterable<{ body: IngestMessage }>): Promise<unknown>;
}

/** Sends one message per document (in batches of 100, the Queues limit per call). */
export async function enqueueDocuments(queue: IngestQueue, documentIds: string[]) {
  for (let i = 0; i < documentIds.length; i += 100)
    await queue.sendBatch(documentIds.slice(i, i + 100).map((documentId) => ({ body: { documentId } })));
}
