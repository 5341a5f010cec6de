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

/** The signed-in adviser as the Worker verified them; cleared on sign-out. */
export const meQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ["me"],
    queryFn: async () => apiRequest("/api/me", meSchema, { token: await getToken() }),
    staleTime: 5 * 60_000,
  });
