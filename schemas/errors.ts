/**
 * One catalogue of error codes and texts, shared by the Worker (which turns them into responses)
 * and the SPA (which shows them). Texts are the product spec's, verbatim.
 */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  VALIDATION_ERROR: { status: 400, message: "The request does not match the expected shape." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "The request body must be application/json." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  AUTH_ERROR: { status: 401, message: "Authentication token is required" },
  TOKEN_EXPIRED: { status: 401, message: "The authentication token has expired." },
  FORBIDDEN: { status: 403, message: "You do not have access to this resource." },
  NOT_FOUND: { status: 404, message: "The requested resource was not found." },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed here." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please try again later." },
  DEV_AUTH_NOT_ALLOWED: {
    status: 503,
    message: "This server runs the development sign-in (AUTH_MODE=dev or off), which is for local use only.",
  },
  OPERATION_FAILED: { status: 500, message: "Something went wrong on our side." },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message:
      "This file type is not supported. Accepted: .txt .md .json .html .pdf .docx .xlsx .pptx .png .jpg .jpeg .bmp .heic .tiff.",
  },
  EMPTY_FILE: { status: 400, message: "The file is empty." },
  INVALID_FILE: { status: 422, message: "The file cannot be read." },
  INVALID_FILE_NAME: { status: 400, message: "The file name is not valid." },
  FILE_NOT_FOUND: { status: 404, message: "No such file." },
  FILE_NAME_TAKEN: { status: 409, message: "A library document has this name. Rename the file and upload it again." },
  KYC_DOCUMENT_IN_DOSSIER: {
    status: 409,
    message: "This file is a borrower's KYC document: delete it in the borrower's dossier.",
  },
  SPEECH_NOT_ENABLED: { status: 400, message: "Speech output is not available." },
  BLOG_POST_NOT_FOUND: { status: 404, message: "Blog post not found." },
  BLOG_POST_NOT_AVAILABLE: { status: 404, message: "This blog post is not available." },
  BLOG_IMAGE_INVALID: { status: 415, message: "Only PNG, JPEG, GIF and WebP images can be uploaded." },
  WORKSPACE_ERROR: { status: 500, message: "Failed to get workspace" },
  BORROWER_ERROR: { status: 500, message: "Failed to get borrowers" },
  SYNC_ERROR: { status: 500, message: "Failed to sync workspace" },
  SYNC_CONFLICT: { status: 409, message: "A borrower was changed elsewhere since your last sync." },
  BSN_INVALID: { status: 400, message: "This BSN does not pass the 11-proef." },
  BSN_KEY_MISSING: { status: 503, message: "BSN storage is not configured: BSN_ENCRYPTION_KEY is not set." },
  REPORT_NOT_CALCULABLE: { status: 422, message: "The dossier is not complete enough to calculate the report." },
  REPORT_SIGNATURE_INVALID: { status: 409, message: "This issued report was altered after it was signed." },
  REPORT_KEY_MISSING: { status: 503, message: "Report signing is not configured: BSN_ENCRYPTION_KEY is not set." },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/*
 * No zod here: the SPA's first page reads codes and texts from this file. The error body's schema
 * (errorBodySchema, errorCodeSchema) is in schemas/error-body.ts.
 */
export type { ErrorBody } from "./error-body";

/** Client-side texts of spec section 8 that the SPA raises itself (the one list of them). */
export const clientErrorTexts = {
  authSetupNotOk: (status: number) => `auth setup response was not ok: ${status}`,
  noTokenAvailable: "No authentication token available",
  requestFailed: (status: number) => `Request failed with status ${status}`,
  noResponseBody: "No response body",
  cacheUnreadable: "Failed to read the workspace cache",
  uploadFailed: (status: string) => `Uploading files failed: ${status}`,
  deleteFailed: (status: string) => `Deleting file failed: ${status}`,
  listFailed: (status: string) => `Listing files failed: ${status}`,
  reprocessFailed: (status: number | string) => `Reprocessing document failed: ${status}`,
} as const;
