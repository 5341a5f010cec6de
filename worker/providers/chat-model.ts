import { createAzure } from "@ai-sdk/azure";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { localChatModel } from "../ai/local-model";
import { AppError } from "../app-error";
import type { Settings } from "../settings";
import { azureOptions } from "./azure";

/** The chat-model port, picked by configuration: the local grounded model or an Azure OpenAI deployment. */
export function chatModelFor(settings: Settings, fetchImpl?: typeof fetch): { model: LanguageModelV3; name: string } {
  if (settings.CHAT_PROVIDER === "azure") {
    const deployment = settings.AZURE_OPENAI_CHAT_DEPLOYMENT;
    if (!deployment) throw new AppError("OPERATION_FAILED", "AZURE_OPENAI_CHAT_DEPLOYMENT is not set.");
    const azure = createAzure({ ...azureOptions(settings), fetch: fetchImpl });
    return { model: azure.chat(deployment), name: `azure:${deployment}` };
  }
  const model = localChatModel();
  return { model, name: `local:${model.modelId}` };
}
