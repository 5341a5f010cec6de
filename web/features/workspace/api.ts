import type { z } from "zod";
import type { BorrowerQuery } from "#domain/workspace/borrower-list";
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
import { ApiError, apiFetch, apiRequest } from "@/lib/api-client";

export type TokenSource = () => Promise<string | null>;

/** A workspace call through the one API client, with the adviser's token. */
export async function workspaceCall<T extends z.ZodType>(
  getToken: TokenSource,
  path: string,
  schema: T,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<z.infer<T>> {
  return apiRequest(path, schema, { ...init, token: await getToken() });
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
    initialize: () => workspaceCall(getToken, "/workspace/initialize", workspaceSchema, { method: "POST" }),
    items: (query, continuationToken) =>
      workspaceCall(getToken, "/borrower/items", borrowerItemsResponseSchema, {
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
      workspaceCall(getToken, "/workspace/sync", syncResponseSchema, { method: "POST", body: request }),
    borrower: async (id) => {
      try {
        return await workspaceCall(getToken, `/borrowers/${encodeURIComponent(id)}`, borrowerSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    opened: async (id) => {
      await apiFetch(`/borrowers/${encodeURIComponent(id)}/opened`, { method: "POST", token: await getToken() });
    },
  };
}
