import { z } from "zod";
import { type ErrorCode, errorCatalogue } from "./errors";

/** The body of every error response (worker/app.ts shapes it), codes from the catalogue in schemas/errors.ts. */
export const errorCodeSchema = z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
