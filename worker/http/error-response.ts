import { DrizzleQueryError } from "drizzle-orm";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody, ErrorCode } from "../../schemas/errors";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";

/** The catalogue's code for a status Hono's own middleware raises (body limit, validators, auth helpers). */
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "AUTH_ERROR",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** An error the client caused or may see as it is; null for a fault of ours (logged, answered as a 500). */
export function knownError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new AppError(codeForStatus[error.status] ?? "BAD_REQUEST");
  }
  return null;
}

/** What an unexpected error leaves in the log: a failed query's SQL and cause, never its bound values (search words, names). */
const loggable = (error: unknown) =>
  error instanceof DrizzleQueryError ? `Failed query: ${error.query} (${String(error.cause ?? "no cause")})` : error;

/** The one place that shapes an error response: `{error, code, requestId}` with the catalogue's status. */
export function errorResponse(c: Context<AppEnv>, error: unknown): Response {
  const appError = knownError(error);
  if (!appError) console.error(`[${c.var.requestId}]`, loggable(error));
  const known = appError ?? new AppError("OPERATION_FAILED");
  const body: ErrorBody = { error: known.message, code: known.code, requestId: c.var.requestId };
  if (known.issues) body.issues = known.issues;
  if (known.status === 401) c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
  // The rate-limit bindings count per minute at most: a client may try again after that.
  if (known.status === 429) c.header("Retry-After", "60");
  return c.json(body, known.status as 400);
}
