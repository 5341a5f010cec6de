/** Spec section 5, upload: the accepted file types. */
export const ACCEPTED_UPLOAD_TYPES = [
  ".txt",
  ".md",
  ".json",
  ".png",
  ".jpg",
  ".jpeg",
  ".bmp",
  ".heic",
  ".tiff",
  ".pdf",
  ".docx",
  ".xlsx",
  ".pptx",
  ".html",
] as const;

export function isAcceptedUpload(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(fileName.slice(dot).toLowerCase());
}

export type IngestionStatus = "queued" | "parsing" | "indexed" | "failed";

/** Still being ingested: the list is polled until every file is indexed or failed. */
export const isIngesting = (file: { status: IngestionStatus }) => file.status === "queued" || file.status === "parsing";

/** Spec section 8: each message is followed by the status text. */
export const filesErrorText = {
  upload: (status: string) => `Uploading files failed: ${status}`,
  delete: (status: string) => `Deleting file failed: ${status}`,
  list: (status: string) => `Listing files failed: ${status}`,
  reprocess: (status: number | string) => `Reprocessing document failed: ${status}`,
} as const;
