import type { z } from "zod";
import type { BorrowerQuery } from "#domain/workspace/borrower-list";
import { errorBodySchema } from "#schemas/error-body";
import type { ErrorCode } from "#schemas/errors";
import {
  BORROWER_PAGE_SIZE,
  type Borrower,
  type BorrowerItemsResponse,
  borrowerItemsResponseSchema,
  borrowerSchema,
  type SyncRequest,
  type SyncResponse,
  syncResponseSchema,
  type Workspace,
  workspaceSchema,
} from "#schemas/workspace";

/** A failed workspace call with the server's code and, for SYNC_CONFLICT, the conflicting paths. */
export class WorkspaceApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | "NETWORK_ERROR",
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export type TokenSource = () => Promise<string | null>;

export async function workspaceCall<T extends z.ZodType>(
  getToken: TokenSource,
  path: string,
  schema: T,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<z.infer<T>> {
  const token = await getToken();
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new WorkspaceApiError("The network is not reachable.", 0, "NETWORK_ERROR");
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) {
      throw new WorkspaceApiError(parsed.data.error, response.status, parsed.data.code, parsed.data.issues);
    }
    throw new WorkspaceApiError(`Request failed with status ${response.status}`, response.status, "OPERATION_FAILED");
  }
  return schema.parse(payload);
}

/** The calls the workspace store makes; the store takes it as a parameter so its rules can be tested. */
export interface WorkspaceApi {
  initialize(): Promise<Workspace>;
  /** One page of borrowers matching the query, searched and ordered by the Worker. */
  items(query: BorrowerQuery, continuationToken: string | null): Promise<BorrowerItemsResponse>;
  sync(request: SyncRequest): Promise<SyncResponse>;
  /** The server's borrower, or null when it no longer exists. */
  borrower(id: string): Promise<Borrower | null>;
  opened(id: string): Promise<void>;
}

export function httpWorkspaceApi(getToken: TokenSource): WorkspaceApi {
  return {
    initialize: () => workspaceCall(getToken, "/api/workspace/initialize", workspaceSchema, { method: "POST" }),
    items: (query, continuationToken) =>
      workspaceCall(getToken, "/api/borrower/items", borrowerItemsResponseSchema, {
        method: "POST",
        body: {
          count: BORROWER_PAGE_SIZE,
          continuation_token: continuationToken,
          search: query.search,
          status: query.status,
          sort: query.sort,
        },
      }),
    sync: (request) =>
      workspaceCall(getToken, "/api/workspace/sync", syncResponseSchema, { method: "POST", body: request }),
    borrower: async (id) => {
      try {
        return await workspaceCall(getToken, `/api/borrowers/${encodeURIComponent(id)}`, borrowerSchema);
      } catch (error) {
        if (error instanceof WorkspaceApiError && error.status === 404) return null;
        throw error;
      }
    },
    opened: async (id) => {
      await fetch(`/api/borrowers/${encodeURIComponent(id)}/opened`, {
        method: "POST",
        headers: { authorization: `Bearer ${(await getToken()) ?? ""}` },
      });
    },
  };
}
