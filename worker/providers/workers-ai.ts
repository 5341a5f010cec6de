import type { LanguageModelV4 } from "@ai-sdk/provider";
import { embedMany, rerank } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { AppError } from "../app-error";
import { type Embedder, unitLength } from "../rag/embedder";
import type { Reranker } from "../rag/rerank";
import type { Settings } from "../settings";

/**
 * The part of Cloudflare's `Ai` binding the provider calls. Workers AI does not run locally (wrangler asks for a
 * login), so the local configuration has no `AI` binding and the tests hand in a stand-in with the same `run`.
 */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

type ProviderBinding = NonNullable<Parameters<typeof createWorkersAI>[0]["binding"]>;

/** bge-m3 takes up to 100 passages per call; smaller batches keep one slow call from holding a whole document. */
const EMBEDDING_BATCH = 32;

function provider(binding: WorkersAiBinding | undefined) {
  if (!binding) throw new AppError("OPERATION_FAILED", "The Workers AI binding (AI) is not configured.");
  // The provider only ever calls `run`; the full `Ai` type is what its signature names.
  return createWorkersAI({ binding: binding as unknown as ProviderBinding });
}

export function workersAiChatModel(settings: Settings, binding: WorkersAiBinding | undefined) {
  const model: LanguageModelV4 = provider(binding).chat(settings.WORKERS_AI_CHAT_MODEL);
  return { model, name: `workers-ai:${settings.WORKERS_AI_CHAT_MODEL}`, rewritesQueries: true };
}

/**
 * The binding is only needed to embed: the recovery step asks for the embedder's id alone, and an ingest Worker
 * without the binding fails (and retries) the message rather than every request.
 */
export function workersAiEmbedder(settings: Settings, binding: WorkersAiBinding | undefined): Embedder {
  const model = () => provider(binding).embedding(settings.WORKERS_AI_EMBEDDING_MODEL);
  return {
    id: `workers-ai-${settings.WORKERS_AI_EMBEDDING_MODEL}`,
    dimensions: 0,
    embed: async (texts) => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        const { embeddings } = await embedMany({
          model: model(),
          values: texts.slice(i, i + EMBEDDING_BATCH),
          maxRetries: 2,
        });
        for (const embedding of embeddings) out.push(unitLength(Float32Array.from(embedding)));
      }
      return out;
    },
  };
}

export function workersAiReranker(settings: Settings, binding: WorkersAiBinding | undefined): Reranker {
  const model = provider(binding).reranking(settings.WORKERS_AI_RERANKER_MODEL);
  return {
    name: `workers-ai:${settings.WORKERS_AI_RERANKER_MODEL}`,
    score: async (query, passages) => {
      if (!passages.length) return [];
      const { ranking } = await rerank({ model, query, documents: passages, maxRetries: 2 });
      const scores = passages.map(() => 0);
      for (const { originalIndex, score } of ranking) scores[originalIndex] = score;
      return scores;
    },
  };
}
