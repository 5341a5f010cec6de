import type { LanguageModelV4 } from "@ai-sdk/provider";
import { type ModelMessage, streamText } from "ai";
import type { ChatMessage, Overrides, Thought } from "../../schemas/chat";
import type { AccessScope } from "../rag/access";
import type { Embedder } from "../rag/embedder";
import type { Reranker } from "../rag/rerank";
import { type Passage, retrieve } from "../rag/retrieve";
import { clearLanguage, detectLanguage, termsOf } from "../rag/text";
import type { VectorIndex } from "../rag/vector-index";
import { loadEnglishTagger } from "./english-tagger";
import { sourceLine, systemPrompt, userPrompt } from "./prompts";
import { rewriteQueries } from "./query-rewrite";

export interface PipelineInput {
  db: D1Database;
  vectors: VectorIndex;
  embedder: Embedder;
  /** A model reranker; without one the built-in lexical reranker scores alone. */
  reranker?: Reranker;
  model: { model: LanguageModelV4; name: string; rewritesQueries?: boolean };
  scope: AccessScope;
  messages: ChatMessage[];
  overrides: Overrides;
}

// Model warnings (e.g. temperature on the deterministic local model) go into the thoughts, not the log.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/** How many earlier turns go with the question to the model. */
const HISTORY_TURNS = 6;

/**
 * The search query for a turn: the question itself, and for a short follow-up ("and for Health Plus?") the
 * terms of the previous question too, so the search keeps its subject.
 */
export function searchQuery(messages: ChatMessage[]): string {
  const question = messages.at(-1)?.content.trim() ?? "";
  const previous = messages
    .slice(0, -1)
    .filter((message) => message.role === "user")
    .at(-1)?.content;
  if (previous && termsOf(question).length < 4) return `${question} ${previous}`;
  return question;
}

/**
 * Retrieval then the answer step on the AI SDK (`streamText`, whichever model the port gives). Returns the
 * context (data points and thoughts) at once and the model's stream, so the caller can send the context first.
 */
export async function answer(input: PipelineInput) {
  const { overrides, messages } = input;
  await loadEnglishTagger();
  const question = messages.at(-1)?.content.trim() ?? "";
  // In the Dutch or English interface the answer is in the question's language when that is plainly Dutch or
  // English (a Dutch question asked in the English interface is answered in Dutch); in the other interface
  // languages, whose questions may share those function words ("de" in French), in the interface's language.
  const chosen = overrides.language?.trim();
  const language =
    !chosen || /^(?:nl|en)\b/i.test(chosen)
      ? (clearLanguage(question) ?? (chosen || detectLanguage(question)))
      : chosen;
  const rewriteThoughts: Thought[] = [];
  let query = searchQuery(messages);
  if (input.model.rewritesQueries) {
    // The model's Dutch and English queries, searched together; the question itself when the step fails.
    try {
      const rewritten = await rewriteQueries(input.model.model, messages);
      rewriteThoughts.push({
        title: "Prompt to generate search query",
        description: rewritten.prompt,
        props: { model: input.model.name, queries: rewritten.queries },
      });
      if (rewritten.queries.length) query = rewritten.queries.join("\n");
    } catch (error) {
      rewriteThoughts.push({
        title: "Prompt to generate search query",
        description: "The model did not write search queries; the question is searched as asked.",
        props: { model: input.model.name, error: error instanceof Error ? error.message : String(error) },
      });
    }
  }
  const started = Date.now();
  const { passages, terms, corrections, absent, candidates } = await retrieve(
    input.db,
    input.vectors,
    input.embedder,
    input.scope,
    query,
    overrides,
    input.reranker,
  );
  const searchMs = Date.now() - started;
  const sources = passages.map((passage) => sourceLine(passage, overrides.semantic_captions));
  const system = systemPrompt({
    language,
    followups: overrides.suggest_followup_questions,
    template: overrides.prompt_template,
  });
  const history: ModelMessage[] = messages
    .slice(0, -1)
    .slice(-HISTORY_TURNS)
    .map((message) => ({ role: message.role, content: message.content }));
  const prompt: ModelMessage[] = [...history, { role: "user", content: userPrompt(question, sources, absent) }];
  const thoughts: Thought[] = [
    ...rewriteThoughts,
    {
      title: "Search query",
      description: query,
      props: { terms, corrections, absent, language, from_history: query !== question },
    },
    {
      title: "Search using the search query",
      description: query,
      props: searchProps(overrides, input, candidates, searchMs),
    },
    {
      title: "Search results",
      description: passages.map(describePassage),
      props: { count: passages.length },
    },
    {
      title: "Prompt to generate answer",
      description: [{ role: "system", content: system }, ...prompt],
      props: {
        model: input.model.name,
        temperature: overrides.temperature,
        ...(overrides.seed !== undefined ? { seed: overrides.seed } : {}),
        language,
      },
    },
  ];
  // Started on demand: the caller sends the retrieval result first, before the model's stream takes the isolate.
  const generate = (abortSignal?: AbortSignal) =>
    streamText({
      abortSignal,
      model: input.model.model,
      system,
      messages: prompt,
      temperature: overrides.temperature,
      seed: overrides.seed,
      maxRetries: 1,
    });
  return { passages, dataPoints: sources, thoughts, generate };
}

function describePassage(passage: Passage) {
  return {
    citation: passage.citation,
    content: passage.content,
    score: passage.searchScore,
    reranker_score: passage.rerankerScore,
    ...(passage.captions.length ? { captions: passage.captions } : {}),
  };
}

function searchProps(
  overrides: Overrides,
  { embedder, vectors, scope }: Pick<PipelineInput, "embedder" | "vectors" | "scope">,
  candidates: number,
  elapsedMs: number,
) {
  return {
    retrieval_mode: overrides.retrieval_mode,
    use_text_search: overrides.retrieval_mode !== "vectors",
    use_vector_search: overrides.retrieval_mode !== "text",
    embedder: embedder.id,
    vector_index: vectors.name,
    top: overrides.top,
    semantic_ranker: overrides.semantic_ranker,
    semantic_captions: overrides.semantic_captions,
    minimum_search_score: overrides.minimum_search_score,
    minimum_reranker_score: overrides.minimum_reranker_score,
    filter: {
      include_category: overrides.include_category ?? null,
      exclude_category: overrides.exclude_category ?? null,
      include_document: overrides.include_document ?? null,
      security: scope.ownOnly
        ? "own uploads"
        : scope.groupsOnly
          ? "documents shared with my groups"
          : "own uploads and my groups' documents",
    },
    candidates,
    elapsed_ms: elapsedMs,
  };
}
