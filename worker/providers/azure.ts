import type { AzureOpenAIProviderSettings } from "@ai-sdk/azure";
import { AppError } from "../app-error";
import type { Settings } from "../settings";

/** Connection options for the classic deployment-based Azure OpenAI API, from settings. */
export function azureOptions(settings: Settings): AzureOpenAIProviderSettings {
  if (!settings.AZURE_OPENAI_ENDPOINT) throw new AppError("OPERATION_FAILED", "AZURE_OPENAI_ENDPOINT is not set.");
  if (!settings.AZURE_OPENAI_API_KEY && !settings.AZURE_OPENAI_TOKEN) {
    throw new AppError("OPERATION_FAILED", "Set AZURE_OPENAI_API_KEY or AZURE_OPENAI_TOKEN.");
  }
  return {
    baseURL: `${settings.AZURE_OPENAI_ENDPOINT.replace(/\/+$/, "")}/openai`,
    apiKey: settings.AZURE_OPENAI_API_KEY ?? "",
    apiVersion: settings.AZURE_OPENAI_API_VERSION,
    useDeploymentBasedUrls: true,
    headers: settings.AZURE_OPENAI_TOKEN ? { authorization: `Bearer ${settings.AZURE_OPENAI_TOKEN}` } : undefined,
  };
}
