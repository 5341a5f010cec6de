import type { z } from "zod";
import { clientErrorTexts, type ErrorCode, errorBodySchema } from "#schemas/errors";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** Same-origin JSON call: the base address is the page's own origin. Errors carry the server's text. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = "GET", body, token, signal }: RequestOptions = {},
): Promise<z.infer<T>> {
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
    const parsed = errorBodySchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(parsed.data.error, response.status, parsed.data.code)
      : new ApiError(clientErrorTexts.requestFailed(response.status), response.status);
  }
  return schema.parse(payload);
}
