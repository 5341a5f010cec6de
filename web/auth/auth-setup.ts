import { queryOptions } from "@tanstack/react-query";
import { clientErrorTexts } from "#schemas/errors";
import { ApiError, apiRequest } from "@/lib/api-client";
import { readAuthSetup } from "./auth-setup-reader";

export { readAuthSetup };

export const authSetupQuery = queryOptions({
  queryKey: ["auth_setup"],
  queryFn: async () => {
    try {
      return await apiRequest("/auth_setup", { parse: readAuthSetup });
    } catch (error) {
      // Spec: a failed auth setup stops startup with this exact text.
      if (error instanceof ApiError && error.code !== "NETWORK_ERROR")
        throw new Error(clientErrorTexts.authSetupNotOk(error.status));
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});
