import { acceptedExtensions } from "#schemas/document-rules";

export { type IngestionStatus, isAcceptedUpload, isIngesting } from "#schemas/document-rules";

/** Spec section 5, upload: the accepted file types (one list, in `schemas/document-rules.ts`). */
export const ACCEPTED_UPLOAD_TYPES = acceptedExtensions;
