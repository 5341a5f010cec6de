import { clientErrorTexts, type ErrorBody, type ErrorCode, errorCatalogue } from "#schemas/errors";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** What checks an answer's shape: a zod schema, or a zod-free reader on the pages that stay without zod. */
export interface ResponseParser<T> {
  parse(value: unknown): T;
}

/**
 * The error body every Worker error carries (errorBodySchema in schemas/errors.ts), read without zod
 * because every page, the landing page included, can meet one.
 */
export function readErrorBody(value: unknown): Pick<ErrorBody, "error" | "code"> | null {
  if (typeof value !== "object" || value === null) return null;
  const { error, code } = value as Record<string, unknown>;
  if (typeof error !== "string" || typeof code !== "string" || !Object.hasOwn(errorCatalogue, code)) return null;
  return { error, code: code as ErrorCode };
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** Same-origin JSON call: the base address is the page's own origin. Errors carry the server's text. */
export async function apiRequest<T>(
  path: string,
  schema: ResponseParser<T>,
  { method = "GET", body, token, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = readErrorBody(payload);
    throw parsed
      ? new ApiError(parsed.error, response.status, parsed.code)
      : new ApiError(clientErrorTexts.requestFailed(response.status), response.status);
  }
  return schema.parse(payload);
}
