import { acceptedExtensions } from "#schemas/document-rules";

export { type IngestionStatus, isAcceptedUpload, isIngesting } from "#schemas/document-rules";

/** Spec section 5, upload: the accepted file types (one list, in `schemas/document-rules.ts`). */
export const ACCEPTED_UPLOAD_TYPES = acceptedExtensions;

/** Spec section 8: each message is followed by the status text. */
export const filesErrorText = {
  upload: (status: string) => `Uploading files failed: ${status}`,
  delete: (status: string) => `Deleting file failed: ${status}`,
  list: (status: string) => `Listing files failed: ${status}`,
  reprocess: (status: number | string) => `Reprocessing document failed: ${status}`,
} as const;
