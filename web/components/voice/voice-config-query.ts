import { queryOptions } from "@tanstack/react-query";
import { voiceConfigSchema } from "#schemas/voice";
import { apiRequest } from "@/lib/api-client";

export const voiceConfigQuery = queryOptions({
  queryKey: ["voice-config"],
  queryFn: () => apiRequest("/api/voice/config", voiceConfigSchema),
  staleTime: 5 * 60_000,
});
