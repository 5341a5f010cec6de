/**
 * How the browser may show a file a user uploaded. A `blob:` URL belongs to this app's origin, so an HTML or SVG
 * blob opened in a tab or an unsandboxed frame runs its script with the adviser's session. Only PDF (drawn by the
 * browser's own viewer) and raster images are shown as they are; everything else is shown in a frame sandboxed
 * without scripts or this origin, or downloaded.
 */
export type Presentation = "pdf" | "image" | "sandboxed";

const RASTER_IMAGES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** Types a sandboxed frame renders (still without script); anything else is handed over as bytes. */
const FRAMED_TYPES: Record<string, string> = {
  html: "text/html",
  htm: "text/html",
  svg: "image/svg+xml",
  txt: "text/plain",
  md: "text/plain",
  json: "text/plain",
  csv: "text/plain",
};

export function presentationOf(extension: string): Presentation {
  const lower = extension.toLowerCase();
  if (lower === "pdf") return "pdf";
  if (lower in RASTER_IMAGES) return "image";
  return "sandboxed";
}

/** The blob type to show a file as: chosen by its extension, never by what the server or uploader claimed. */
export function presentationType(extension: string): string {
  const lower = extension.toLowerCase();
  if (lower === "pdf") return "application/pdf";
  return RASTER_IMAGES[lower] ?? FRAMED_TYPES[lower] ?? "application/octet-stream";
}

/** Retypes downloaded bytes so the browser treats them as `presentationType(extension)`. */
export function presentableBlob(blob: Blob, extension: string): Blob {
  return blob.slice(0, blob.size, presentationType(extension));
}

/** True when the file may open in its own tab (inert there); otherwise it is saved as a download. */
export const opensInTab = (extension: string) => presentationOf(extension) !== "sandboxed";

/** The sandbox attribute for a frame of user content: no scripts, no same origin, no forms, no pop-ups. */
export const USER_CONTENT_SANDBOX = "";
