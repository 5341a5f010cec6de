import type { Reranker } from "../rag/rerank";
import type { Settings } from "../settings";
import { type WorkersAiBinding, workersAiReranker } from "./workers-ai";

/**
 * The reranker port. Undefined means the built-in lexical reranker (worker/rag/rerank.ts), which retrieval always
 * runs; a model reranker, when configured, replaces its scores.
 */
export function rerankerFor(settings: Settings, ai?: WorkersAiBinding): Reranker | undefined {
  return settings.RERANKER_PROVIDER === "workers-ai" ? workersAiReranker(settings, ai) : undefined;
}
