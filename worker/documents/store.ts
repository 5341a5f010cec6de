import { toHex } from "../crypto/sha256";
import { yieldToOtherWork } from "../rag/parse/yield";

/**
 * Originals move between the isolate and R2 in slices of this size, with a turn of the event loop before each, so
 * a large file is never one long task. Locally that matters most: both Workers and the R2 simulator share one
 * workerd thread, and the simulator hashes and writes whatever it is handed without yielding (a 15 MB body handed
 * over at once held every other request for 0.5–1.5 s). In production it costs one timer per slice.
 */
export const SLICE_BYTES = 256 * 1024;

/** The bytes of a blob, a slice at a time, letting other work run before each slice. */
export async function* slicesOf(blob: Blob, sliceBytes = SLICE_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += sliceBytes) {
    await yieldToOtherWork();
    yield new Uint8Array(await blob.slice(offset, offset + sliceBytes).arrayBuffer());
  }
}

/**
 * Stores an upload's original in R2 and returns its SHA-256, in one pass over the body in slices: R2 receives a
 * stream of known length (FixedLengthStream) fed a slice at a time, and each slice is hashed on its way.
 */
export async function storeOriginal(bucket: R2Bucket, key: string, body: Blob, contentType: string): Promise<string> {
  const { readable, writable } = new FixedLengthStream(body.size);
  const digest = new crypto.DigestStream("SHA-256");
  const hashing = digest.getWriter();
  const writer = writable.getWriter();
  const feed = async () => {
    try {
      for await (const slice of slicesOf(body)) {
        await hashing.write(slice);
        await writer.write(slice);
      }
      await Promise.all([writer.close(), hashing.close()]);
    } catch (error) {
      await writer.abort(error).catch(() => {});
      throw error;
    }
  };
  // The put reads while the feed writes; a failed put aborts the feed instead of leaving it waiting.
  const stored = bucket.put(key, readable, { httpMetadata: { contentType } }).catch(async (error: unknown) => {
    await writer.abort(error).catch(() => {});
    throw error;
  });
  await Promise.all([stored, feed()]);
  return toHex(await digest.digest);
}

/**
 * An R2 object's bytes, read a slice at a time into one buffer of its size, letting other work run between
 * slices (the consumer reads originals of up to the upload limit).
 */
export async function readOriginal(object: R2ObjectBody, sliceBytes = SLICE_BYTES): Promise<Uint8Array> {
  const reader = object.body.getReader({ mode: "byob" });
  // A BYOB read hands the buffer over and back: keep the one it returns.
  let buffer = new ArrayBuffer(object.size);
  let filled = 0;
  let sinceYield = 0;
  while (filled < buffer.byteLength) {
    const { done, value } = await reader.read(
      new Uint8Array(buffer, filled, Math.min(sliceBytes, buffer.byteLength - filled)),
    );
    if (done || !value) break;
    buffer = value.buffer;
    filled += value.byteLength;
    sinceYield += value.byteLength;
    if (sinceYield >= sliceBytes) {
      sinceYield = 0;
      await yieldToOtherWork();
    }
  }
  // A stream longer than the object's size would be a damaged object, not something to cut silently.
  if (filled === buffer.byteLength && !(await reader.read(new Uint8Array(1))).done)
    throw new Error(`The stored object is larger than its recorded size (${object.size} bytes).`);
  reader.releaseLock();
  return new Uint8Array(buffer, 0, filled);
}
