/**
 * What a document upload may be, for every upload route (files panel, KYC, library) and the screens that offer
 * them: the accepted types with the content type each original is served with, the size limit and the statuses a
 * document passes through; the file-name rule is `file-name.ts`. Zod-free, so the public pages could import it too.
 */

import { normaliseFileName } from "./file-name";

/** Spec 5 "Upload": the accepted types, with the content type the original is served with. */
export const acceptedTypes = {
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".bmp": "image/bmp",
  ".heic": "image/heic",
  ".tiff": "image/tiff",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".html": "text/html; charset=utf-8",
} as const;
export type Extension = keyof typeof acceptedTypes;

/** For a file input's `accept` attribute and for messages (in the order the files panel lists them). */
export const acceptedExtensions = Object.keys(acceptedTypes) as Extension[];

const imageExtensions = new Set<string>([".png", ".jpg", ".jpeg", ".bmp", ".heic", ".tiff"]);
export const isImage = (extension: Extension) => imageExtensions.has(extension);

export function extensionOf(fileName: string): Extension | null {
  const extension = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0];
  return extension && extension in acceptedTypes ? (extension as Extension) : null;
}

/** The default upload limit (the Worker's `MAX_UPLOAD_BYTES` setting may change it). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1_048_576;

/** A document's way through ingestion: queued (stored, waiting) → parsing → indexed | failed (with the reason). */
export const ingestionStatuses = ["queued", "parsing", "indexed", "failed"] as const;
export type IngestionStatus = (typeof ingestionStatuses)[number];

/** Still being ingested (a list showing such a file is polled until every file is indexed or failed). */
export const ingestingStatuses = ["queued", "parsing"] as const satisfies readonly IngestionStatus[];
export const isIngesting = (file: { status: IngestionStatus }) =>
  (ingestingStatuses as readonly IngestionStatus[]).includes(file.status);

/** Whether a chosen file would be accepted by its name (type and name rule); size is checked by the caller. */
export const isAcceptedUpload = (fileName: string) => normaliseFileName(fileName).ok && extensionOf(fileName) !== null;
