import { queryOptions } from "@tanstack/react-query";
import { authSetupSchema, configResponseSchema } from "#schemas/config";
import { clientErrorTexts } from "#schemas/errors";
import { meSchema } from "#schemas/user";
import { ApiError, apiRequest } from "./api-client";

export const configQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiRequest("/config", configResponseSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

export const authSetupQuery = queryOptions({
  queryKey: ["auth_setup"],
  queryFn: async () => {
    try {
      return await apiRequest("/auth_setup", authSetupSchema);
    } catch (error) {
      // Spec: a failed auth setup stops startup with this exact text.
      if (error instanceof ApiError) throw new Error(clientErrorTexts.authSetupNotOk(error.status));
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ["me", token],
    queryFn: () => apiRequest("/api/me", meSchema, { token }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
