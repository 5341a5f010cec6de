import { queryOptions } from "@tanstack/react-query";
import { configResponseSchema } from "#schemas/config";
import { meSchema } from "#schemas/user";
import { apiRequest } from "./api-client";

export const configQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiRequest("/config", configResponseSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in adviser as the Worker verified them; cleared on sign-out. */
export const meQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ["me"],
    queryFn: async () => apiRequest("/me", meSchema, { token: await getToken() }),
    staleTime: 5 * 60_000,
  });
