import { createAzure } from "@ai-sdk/azure";
import { embedMany } from "ai";
import { AppError } from "../app-error";
import { type Embedder, localEmbedder, unitLength } from "../rag/embedder";
import type { Settings } from "../settings";
import { azureOptions } from "./azure";
import { type WorkersAiBinding, workersAiEmbedder } from "./workers-ai";

/** Azure OpenAI embeddings through the AI SDK; batches of 64 passages per request. */
function azureEmbedder(settings: Settings): Embedder {
  const deployment = settings.AZURE_OPENAI_EMBEDDING_DEPLOYMENT;
  if (!deployment) throw new AppError("OPERATION_FAILED", "AZURE_OPENAI_EMBEDDING_DEPLOYMENT is not set.");
  const model = createAzure(azureOptions(settings)).embedding(deployment);
  return {
    id: `azure-${deployment}`,
    dimensions: 0,
    embed: async (texts) => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += 64) {
        const { embeddings } = await embedMany({ model, values: texts.slice(i, i + 64), maxRetries: 2 });
        for (const embedding of embeddings) out.push(unitLength(Float32Array.from(embedding)));
      }
      return out;
    },
  };
}

/** The embedding port, picked by configuration (Workers AI needs the `AI` binding). */
export function embedderFor(settings: Settings, ai?: WorkersAiBinding): Embedder {
  if (settings.EMBEDDINGS_PROVIDER === "workers-ai") return workersAiEmbedder(settings, ai);
  return settings.EMBEDDINGS_PROVIDER === "azure" ? azureEmbedder(settings) : localEmbedder;
}
