import { AppError } from "../app-error";

/** Only raster formats: an SVG can carry script, so it is never accepted. */
const formats = [
  {
    ext: "png",
    type: "image/png",
    test: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { ext: "jpg", type: "image/jpeg", test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "gif",
    type: "image/gif",
    test: (b: Uint8Array) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  },
  {
    ext: "webp",
    type: "image/webp",
    test: (b: Uint8Array) =>
      String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
] as const;

export const IMAGE_PREFIX = "blog";

/** The image's real format from its first bytes; the file name and declared type are not trusted. */
export function sniffImage(bytes: Uint8Array) {
  const format = formats.find((candidate) => candidate.test(bytes));
  if (!format) throw new AppError("BLOG_IMAGE_INVALID");
  return format;
}

/** A stable, path-safe folder per uploader (the token's oid). */
export const ownerFolder = (userId: string) => userId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80) || "anonymous";

export async function storeImage(bucket: R2Bucket, userId: string, file: File, maxBytes: number) {
  if (file.size === 0) throw new AppError("BLOG_IMAGE_INVALID");
  if (file.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImage(bytes);
  const name = `${crypto.randomUUID()}.${format.ext}`;
  const key = `${IMAGE_PREFIX}/${ownerFolder(userId)}/${name}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: format.type },
    customMetadata: { uploadedBy: userId, originalName: file.name.slice(0, 200) },
  });
  return { key, url: `/blog/images/${ownerFolder(userId)}/${name}`, size: bytes.byteLength };
}
