/**
 * A `text/event-stream` body whose first event is in it before the response leaves, and whose later events are
 * made only as the reader takes them: `rest` is first asked once the first event has been read and sent, so
 * nothing competes with sending it, and a reader who leaves cancels `rest` through its abort signal.
 */
export function eventStream<T>(first: T, rest: (signal: AbortSignal) => AsyncIterable<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const frame = (item: T) => encoder.encode(`data: ${JSON.stringify(item)}\n\n`);
  const leaving = new AbortController();
  let events: AsyncIterator<T> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(frame(first));
    },
    async pull(controller) {
      // The runtime asks for more as soon as it has taken the first event, before writing it out; a model that
      // answers without I/O (the local one) would keep the isolate busy until its whole answer is made. One turn
      // of the event loop lets the first event go out first.
      if (!events) await new Promise((resolve) => setTimeout(resolve, 0));
      events ??= rest(leaving.signal)[Symbol.asyncIterator]();
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(frame(next.value));
    },
    async cancel() {
      leaving.abort();
      await events?.return?.();
    },
  });
}

export const eventStreamHeaders = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  connection: "keep-alive",
};
