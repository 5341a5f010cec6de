import { clientErrorTexts, type ErrorBody, type ErrorCode, errorCatalogue } from "#schemas/errors";

/**
 * The one way the browser calls the Worker. It owns the API's base path (every resource is under /api, so no
 * path is both a page and the API), the bearer token, and the rebuilding of the Worker's `{error, code,
 * requestId}` into one error class. Codes become translated texts in one place: web/lib/error-text.ts.
 */
export const API_BASE = "/api";

/**
 * The address of an API path: `apiUrl("/chat")` is `/api/chat`. A path already under /api (the form code written
 * before the base path moved here uses) is taken as it is.
 */
export const apiUrl = (path: string) => (path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`);

/** The server's catalogue, and the one failure only the browser sees: no answer at all. */
export type ClientErrorCode = ErrorCode | "NETWORK_ERROR";

type Issue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's code, or NETWORK_ERROR; none when the answer was not one of the Worker's error bodies. */
    readonly code?: ClientErrorCode,
    readonly requestId?: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }
}

/** What checks an answer's shape: a zod schema, or a zod-free reader on the pages that stay without zod. */
export interface ResponseParser<T> {
  parse(value: unknown): T;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Issue).path === "string" &&
  typeof (value as Issue).message === "string";

/**
 * The error body every Worker error carries (errorBodySchema in schemas/error-body.ts), read without zod
 * because every page, the landing page included, can meet one.
 */
export function readErrorBody(value: unknown): Pick<ErrorBody, "error" | "code" | "requestId" | "issues"> | null {
  if (typeof value !== "object" || value === null) return null;
  const { error, code, requestId, issues } = value as Record<string, unknown>;
  if (typeof error !== "string" || typeof code !== "string" || !Object.hasOwn(errorCatalogue, code)) return null;
  return {
    error,
    code: code as ErrorCode,
    requestId: typeof requestId === "string" ? requestId : undefined,
    issues: Array.isArray(issues) ? issues.filter(isIssue) : undefined,
  };
}

/** The error a failed response stands for: the server's own when its body is one, else its status's. */
export function errorOf(status: number, payload: unknown): ApiError {
  const body = readErrorBody(payload);
  if (body) return new ApiError(body.error, status, body.code, body.requestId, body.issues);
  return new ApiError(clientErrorTexts.requestFailed(status), status);
}

export const networkError = () => new ApiError("The network is not reachable.", 0, "NETWORK_ERROR");

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (a file upload). */
  form?: FormData;
  token?: string | null;
  signal?: AbortSignal;
  accept?: string;
}

/** A call whose answer the caller reads itself (a stream, a file, audio); a failed status throws ApiError. */
export async function apiFetch(
  path: string,
  { method = "GET", body, form, token, signal, accept = "application/json" }: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw errorOf(response.status, await response.json().catch(() => null));
  return response;
}

/** A JSON call: the answer checked by `parser`. */
export async function apiRequest<T>(path: string, parser: ResponseParser<T>, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  return parser.parse(await response.json().catch(() => null));
}

/** A multipart upload with progress (fetch cannot report it, XMLHttpRequest can); errors as apiFetch's. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  parser: ResponseParser<T>,
  { token, onProgress }: { token?: string | null; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(path));
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the status decides.
      }
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(parser.parse(payload));
        } catch (error) {
          reject(error);
        }
      } else reject(errorOf(request.status, payload));
    };
    request.onerror = () => reject(networkError());
    request.send(form);
  });
}
