import { createAzure } from "@ai-sdk/azure";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { localChatModel } from "../ai/local-model";
import { AppError } from "../app-error";
import type { Settings } from "../settings";
import { azureOptions } from "./azure";

/**
 * The chat-model port, picked by configuration: the local grounded model, an Azure OpenAI deployment or a model
 * behind any OpenAI-compatible chat-completions API. A real model also writes the search queries
 * (`rewritesQueries`); the local extractive model cannot, and retrieval reads the question itself.
 */
export function chatModelFor(
  settings: Settings,
  fetchImpl?: typeof fetch,
): { model: LanguageModelV4; name: string; rewritesQueries?: boolean } {
  if (settings.CHAT_PROVIDER === "azure") {
    const deployment = settings.AZURE_OPENAI_CHAT_DEPLOYMENT;
    if (!deployment) throw new AppError("OPERATION_FAILED", "AZURE_OPENAI_CHAT_DEPLOYMENT is not set.");
    const azure = createAzure({ ...azureOptions(settings), fetch: fetchImpl });
    return { model: azure.chat(deployment), name: `azure:${deployment}`, rewritesQueries: true };
  }
  if (settings.CHAT_PROVIDER === "openai-compatible") {
    const { OPENAI_COMPATIBLE_BASE_URL: baseURL, OPENAI_COMPATIBLE_MODEL: modelId } = settings;
    if (!baseURL || !modelId)
      throw new AppError("OPERATION_FAILED", "Set OPENAI_COMPATIBLE_BASE_URL and OPENAI_COMPATIBLE_MODEL.");
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL,
      apiKey: settings.OPENAI_COMPATIBLE_API_KEY,
      fetch: fetchImpl,
    });
    return { model: provider.chatModel(modelId), name: `openai-compatible:${modelId}`, rewritesQueries: true };
  }
  const model = localChatModel();
  return { model, name: `local:${model.modelId}` };
}
