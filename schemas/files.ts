import { z } from "zod";
import { ingestionStatuses } from "./document-rules";

/** Files (spec section 7): upload, list, delete, reprocess, and the per-file ingestion status. */

export const documentStatusSchema = z.enum(ingestionStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const uploadResponseSchema = z.object({
  message: z.string(),
  file_name: z.string(),
  status: documentStatusSchema,
});

/** GET /list_uploaded: the caller's file names (spec). */
export const listUploadedSchema = z.array(z.string());

/** GET /uploads (and GET /library): each file with its ingestion progress, for the progress bar. */
export const uploadedFileSchema = z.object({
  file_name: z.string(),
  category: z.string().nullable(),
  content_type: z.string(),
  size: z.number(),
  status: documentStatusSchema,
  /** Why the last parse failed (the previous index of the file stays searchable). */
  error: z.string().nullable(),
  pages: z.number().nullable(),
  chunks: z.number(),
  /** False when no text could be taken from the file (an image, a scanned PDF): stored and citable, not searchable. */
  has_text: z.boolean(),
  shared: z.boolean(),
  uploaded_at: z.string(),
  updated_at: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFilesSchema = z.array(uploadedFileSchema);

export const deleteUploadedRequestSchema = z.object({ filename: z.string().min(1).max(255) });
export const reprocessRequestSchema = z.object({ file_name: z.string().min(1).max(255) });
export const messageResponseSchema = z.object({ message: z.string() });
