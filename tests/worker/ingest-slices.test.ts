import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readOriginal, SLICE_BYTES, slicesOf, storeOriginal } from "../../worker/documents/store";
import { ingestQueue } from "./ingest-queue-harness";
import { authed, call, uploadForm } from "./rag-helpers";
import { anna } from "./tokens";

/**
 * A large original moves between the isolate and R2 in bounded slices with a turn of the event loop before each,
 * so other requests go through meanwhile (locally both Workers and the R2 simulator share one thread). Speed is
 * measured in bench/ingest.ts; these tests check the bytes and the structure.
 */

const sha256 = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

/** Bytes that differ from slice to slice (getRandomValues fills at most 64 KB at a time). */
const patterned = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + (index >> 16)) % 251);

/** Numbered sentences, so a slice lost, repeated or out of order changes the text. */
const numberedText = (bytes: number) => {
  let text = "";
  for (let n = 1; text.length < bytes; n++) text += `Zin ${n} gaat over de hypotheek. `;
  return text.slice(0, bytes);
};

describe("originals in slices", () => {
  it("gives a blob's bytes a slice at a time, letting a waiting timer run before each slice", async () => {
    const bytes = patterned(2 * SLICE_BYTES + 1);
    let ticks = 0;
    const seen: { ticks: number; size: number }[] = [];
    const parts: Uint8Array[] = [];
    for await (const slice of slicesOf(new Blob([bytes]))) {
      seen.push({ ticks, size: slice.byteLength });
      parts.push(slice);
      // Queued while the copy is under way: it runs before the next slice is given.
      setTimeout(() => ticks++, 0);
    }
    expect(seen).toEqual([
      { ticks: 0, size: SLICE_BYTES },
      { ticks: 1, size: SLICE_BYTES },
      { ticks: 2, size: 1 },
    ]);
    expect(new Uint8Array(await new Blob(parts).arrayBuffer())).toEqual(bytes);
  });

  it("stores a blob of several slices in R2 byte for byte and returns its SHA-256; reads it back whole", async () => {
    const bytes = patterned(3 * SLICE_BYTES + 12_345);
    const digest = await storeOriginal(env.UPLOADS, "test/slices.bin", new Blob([bytes]), "application/octet-stream");
    expect(digest).toBe(await sha256(bytes));
    const object = await env.UPLOADS.get("test/slices.bin");
    expect(object?.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(await readOriginal(object as R2ObjectBody)).toEqual(bytes);
    // Smaller than a slice, and read in slices smaller than the object.
    const small = new Uint8Array([1, 2, 3, 4, 5]);
    await storeOriginal(env.UPLOADS, "test/small.bin", new Blob([small]), "application/octet-stream");
    expect(await readOriginal((await env.UPLOADS.get("test/small.bin")) as R2ObjectBody, 2)).toEqual(small);
  });

  it("an upload larger than a slice is stored whole, hashed, and indexed to its last sentence", async () => {
    ingestQueue.sent = [];
    const text = numberedText(3 * SLICE_BYTES + 777);
    const response = await call(
      "/upload",
      { method: "POST", headers: await authed(anna), body: uploadForm("groot.txt", text) },
      { deliver: false },
    );
    expect(response.status).toBe(202);
    const row = await env.DB.prepare(
      "SELECT storage_key, sha256, size FROM documents WHERE file_name = 'groot.txt'",
    ).first<{
      storage_key: string;
      sha256: string;
      size: number;
    }>();
    const bytes = new TextEncoder().encode(text);
    expect(row).toMatchObject({ size: bytes.byteLength, sha256: await sha256(bytes) });
    const stored = await env.UPLOADS.get(row?.storage_key as string);
    expect(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())).toEqual(bytes);
    await ingestQueue.deliver();
    const last = /Zin (\d+) gaat over de hypotheek\. $/.exec(text.slice(0, text.lastIndexOf(". ") + 2))?.[1];
    const found = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.file_name = 'groot.txt' AND c.content LIKE ?",
    )
      .bind(`%Zin ${last} gaat over de hypotheek.%`)
      .first<{ n: number }>();
    expect(found?.n).toBeGreaterThan(0);
  });
});
