import { z } from "zod";

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

export const ingestionStatuses = ["queued", "parsing", "indexed", "failed"] as const;
export type IngestionStatus = (typeof ingestionStatuses)[number];

export interface UploadedFile {
  name: string;
  status: IngestionStatus | null;
  error: string | null;
}

const fileObjectSchema = z
  .object({
    file_name: z.string().optional(),
    fileName: z.string().optional(),
    filename: z.string().optional(),
    name: z.string().optional(),
    status: z.string().optional(),
    error: z.string().nullish(),
  })
  .transform((file, context): UploadedFile => {
    const name = file.file_name ?? file.fileName ?? file.filename ?? file.name;
    if (!name) {
      context.addIssue({ code: "custom", message: "A listed file has no name." });
      return z.NEVER;
    }
    const status = (ingestionStatuses as readonly string[]).includes(file.status ?? "")
      ? (file.status as IngestionStatus)
      : null;
    return { name, status, error: file.error ?? null };
  });

/**
 * GET /list_uploaded: the spec names a list of file names; a list of files with their ingestion status
 * (and an `{items}` or `{files}` wrapper) is read as well.
 */
export const uploadedListSchema = z
  .union([
    z.array(z.union([z.string(), fileObjectSchema])),
    z.object({ items: z.array(z.union([z.string(), fileObjectSchema])) }).transform((body) => body.items),
    z.object({ files: z.array(z.union([z.string(), fileObjectSchema])) }).transform((body) => body.files),
  ])
  .transform((files): UploadedFile[] =>
    files.map((file) => (typeof file === "string" ? { name: file, status: null, error: null } : file)),
  );

/** Still being ingested: the list is polled until every file is indexed or failed. */
export const isIngesting = (file: UploadedFile) => file.status === "queued" || file.status === "parsing";

/** Spec section 8: each message is followed by the status text. */
export const filesErrorText = {
  upload: (status: string) => `Uploading files failed: ${status}`,
  delete: (status: string) => `Deleting file failed: ${status}`,
  list: (status: string) => `Listing files failed: ${status}`,
  reprocess: (status: number | string) => `Reprocessing document failed: ${status}`,
} as const;
