import { createAzure } from "@ai-sdk/azure";
import { embedMany } from "ai";
import { AppError } from "../app-error";
import { type Embedder, localEmbedder } from "../rag/embedder";
import type { Settings } from "../settings";
import { azureOptions } from "./azure";

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
        for (const embedding of embeddings) {
          const vector = Float32Array.from(embedding);
          let norm = 0;
          for (const value of vector) norm += value * value;
          norm = Math.sqrt(norm) || 1;
          out.push(vector.map((value) => value / norm));
        }
      }
      return out;
    },
  };
}

/** The embedding port, picked by configuration. */
export function embedderFor(settings: Settings): Embedder {
  return settings.EMBEDDINGS_PROVIDER === "azure" ? azureEmbedder(settings) : localEmbedder;
}
