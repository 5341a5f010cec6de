/**
 * A `text/event-stream` body whose first event is in it before the response leaves, and whose later events are
 * made only as the reader takes them: `rest` is first asked once the first event has been read, so nothing
 * competes with sending it, and a reader who leaves cancels `rest` through its abort signal.
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
