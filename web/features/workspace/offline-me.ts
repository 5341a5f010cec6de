import { queryOptions } from "@tanstack/react-query";
import { type Me, meSchema } from "#schemas/user";
import { ApiError, apiRequest } from "@/lib/api-client";
import { meQuery } from "@/lib/queries";
import type { TokenSource } from "./api";

const KEY = "adviesdesk.lastMe";

/** The adviser's own /api/me answer, kept for this browser's signed-in account only. */
export function rememberMe(storage: Storage, account: string, me: Me) {
  storage.setItem(KEY, JSON.stringify({ account, me }));
}

export function recallMe(storage: Storage, account: string | null): Me | null {
  if (!account) return null;
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? "null") as { account?: unknown; me?: unknown } | null;
    if (saved?.account !== account) return null;
    const parsed = meSchema.safeParse(saved.me);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * /api/me for the workspace, which keys its offline cache by the adviser's id: when the app starts without a
 * network (a page opened offline from the installed app) the id of the same signed-in account is read back.
 */
export const workspaceMeQuery = (getToken: TokenSource, account: string | null) => {
  return queryOptions({
    ...meQuery(getToken),
    queryFn: async () => {
      try {
        const me = await apiRequest("/me", meSchema, { token: await getToken() });
        if (account) rememberMe(localStorage, account, me);
        return me;
      } catch (error) {
        const offline = error instanceof ApiError && error.code === "NETWORK_ERROR";
        const known = offline ? recallMe(localStorage, account) : null;
        if (known) return known;
        throw error;
      }
    },
  });
};
