import { z } from "zod";
import { nestsDeeperThan, SESSION_STATE_MAX_DEPTH } from "./json-depth";

/** Spec section 3: chat request, overrides and answer, shared by the Worker and the SPA. */

export const retrievalModeSchema = z.enum(["hybrid", "vectors", "text"]);
export const vectorFieldsSchema = z.enum(["embedding", "imageEmbedding", "both"]);
export const gpt4vInputSchema = z.enum(["textAndImages", "images", "texts"]);

export const QUESTION_MAX_LENGTH = 1000;

/**
 * The overrides' defaults and ranges (spec section 9), stated once: the schema below applies them on the Worker,
 * the chat settings panel (web/features/chat/settings.ts) starts from them and checks its inputs against them.
 * The panel's reranker input takes 1 to 4 or the default 0 ("no minimum"); the Worker accepts 0 to 4 (spec
 * section 9 reads both ways), so every value the panel sends is one the Worker takes.
 */
export const overrideRanges = {
  top: { min: 1, max: 50, step: 1 },
  temperature: { min: 0, max: 1, step: 0.1 },
  minimum_reranker_score: { min: 0, inputMin: 1, max: 4, step: 0.1 },
  minimum_search_score: { min: 0, step: 0.01 },
} as const;

export const overrideDefaults = {
  top: 3,
  temperature: 0.3,
  minimum_reranker_score: 0,
  minimum_search_score: 0,
  retrieval_mode: "hybrid",
  semantic_ranker: true,
  semantic_captions: false,
  suggest_followup_questions: false,
  use_oid_security_filter: false,
  use_groups_security_filter: false,
  vector_fields: "embedding",
  use_gpt4v: false,
  gpt4v_input: "textAndImages",
} as const;

const { top, temperature, minimum_reranker_score: reranker, minimum_search_score: searchScore } = overrideRanges;

export const overridesSchema = z
  .object({
    prompt_template: z.string().max(10_000).optional(),
    include_category: z.string().max(200).optional(),
    exclude_category: z.string().max(200).optional(),
    /** Only this document (by id), within what the caller may read anyway: the report's per-document analysis. */
    include_document: z.string().min(1).max(100).optional(),
    top: z.number().int().min(top.min).max(top.max).default(overrideDefaults.top),
    temperature: z.number().min(temperature.min).max(temperature.max).default(overrideDefaults.temperature),
    minimum_reranker_score: z
      .number()
      .min(reranker.min)
      .max(reranker.max)
      .default(overrideDefaults.minimum_reranker_score),
    minimum_search_score: z.number().min(searchScore.min).default(overrideDefaults.minimum_search_score),
    retrieval_mode: retrievalModeSchema.default(overrideDefaults.retrieval_mode),
    semantic_ranker: z.boolean().default(overrideDefaults.semantic_ranker),
    semantic_captions: z.boolean().default(overrideDefaults.semantic_captions),
    suggest_followup_questions: z.boolean().default(overrideDefaults.suggest_followup_questions),
    use_oid_security_filter: z.boolean().default(overrideDefaults.use_oid_security_filter),
    use_groups_security_filter: z.boolean().default(overrideDefaults.use_groups_security_filter),
    vector_fields: vectorFieldsSchema.default(overrideDefaults.vector_fields),
    use_gpt4v: z.boolean().default(overrideDefaults.use_gpt4v),
    gpt4v_input: gpt4vInputSchema.default(overrideDefaults.gpt4v_input),
    language: z.string().max(10).optional(),
    seed: z.number().int().optional(),
  })
  .strict();
export type Overrides = z.infer<typeof overridesSchema>;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(100_000),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The client's opaque conversation state, echoed back: any JSON, but not nested deeply enough to exhaust a stack. */
const sessionStateSchema = z
  .unknown()
  .optional()
  .refine(
    (value) => !nestsDeeperThan(value, SESSION_STATE_MAX_DEPTH),
    `session_state may nest at most ${SESSION_STATE_MAX_DEPTH} levels.`,
  );

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1)
    .max(100)
    .refine((messages) => messages.at(-1)?.role === "user", "The last message must be the user's question.")
    .refine((messages) => (messages.at(-1)?.content.trim().length ?? 0) > 0, "The question must not be empty.")
    .refine(
      (messages) => (messages.at(-1)?.content.length ?? 0) <= QUESTION_MAX_LENGTH,
      `The question must be at most ${QUESTION_MAX_LENGTH} characters.`,
    ),
  context: z.object({ overrides: overridesSchema.partial().default({}) }).default({ overrides: {} }),
  session_state: sessionStateSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /ask: one question with the same options. */
export const askRequestSchema = z.object({
  question: z.string().trim().min(1).max(QUESTION_MAX_LENGTH),
  overrides: overridesSchema.partial().default({}),
  session_state: sessionStateSchema,
});
export type AskRequest = z.infer<typeof askRequestSchema>;

export const thoughtSchema = z.object({
  title: z.string(),
  description: z.unknown(),
  props: z.record(z.string(), z.unknown()).optional(),
});
export type Thought = z.infer<typeof thoughtSchema>;

export const dataPointsSchema = z.union([
  z.array(z.string()),
  z.object({ text: z.array(z.string()), images: z.array(z.string()).optional() }),
]);

export const answerContextSchema = z.object({
  data_points: dataPointsSchema,
  thoughts: z.array(thoughtSchema),
  followup_questions: z.array(z.string()).optional(),
});
export type AnswerContext = z.infer<typeof answerContextSchema>;

export const chatAnswerSchema = z.object({
  message: z.object({ content: z.string(), role: z.literal("assistant") }),
  context: answerContextSchema,
  session_state: z.unknown().optional(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** One `data:` item of POST /chat/stream (see ARCHITECTURE.md, streaming protocol). */
export const chatStreamItemSchema = z.object({
  delta: z.object({ role: z.literal("assistant"), content: z.string().optional() }).optional(),
  context: answerContextSchema.partial().optional(),
  session_state: z.unknown().optional(),
  error: z.string().optional(),
});
export type ChatStreamItem = z.infer<typeof chatStreamItemSchema>;
