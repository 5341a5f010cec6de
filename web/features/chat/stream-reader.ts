import { type ChatStreamItem, chatStreamItemSchema } from "#schemas/chat";
import { clientErrorTexts } from "#schemas/errors";

/**
 * Reads the items of POST /chat/stream. The Worker sends server-sent events whose `data:` is one JSON
 * item; a body of newline-delimited JSON (one item per line) is read the same way.
 */
export async function* readStreamItems(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamItem> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const flush = function* () {
    if (data.length === 0) return;
    const payload = data.join("\n");
    data = [];
    if (payload.trim() === "" || payload.trim() === "[DONE]") return;
    yield chatStreamItemSchema.parse(JSON.parse(payload));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: !done });
    else if (done) buffer += decoder.decode();
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      if (line === "") yield* flush();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      else if (line.startsWith("{")) {
        yield* flush();
        data.push(line);
        yield* flush();
      }
      // Other SSE fields (event:, id:, retry:) and comments (":") carry nothing for us.
      newline = buffer.indexOf("\n");
    }
    if (done) break;
  }
  if (buffer.startsWith("data:")) data.push(buffer.slice(5).replace(/^ /, ""));
  else if (buffer.trim().startsWith("{")) data.push(buffer);
  yield* flush();
}

/** Turns a fetch response into its stream items, with the spec's texts for a failed or empty response. */
export function streamItemsOf(response: Response): AsyncGenerator<ChatStreamItem> {
  if (response.status > 299 || !response.ok) throw new Error(clientErrorTexts.requestFailed(response.status));
  if (!response.body) throw new Error(clientErrorTexts.noResponseBody);
  return readStreamItems(response.body);
}
