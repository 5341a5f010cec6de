import type { z } from "zod";
import {
  type gpt4vInputSchema,
  type Overrides,
  overrideDefaults,
  overrideRanges,
  type retrievalModeSchema,
  type vectorFieldsSchema,
} from "#schemas/chat";
import type { FeatureFlags } from "#schemas/config";

/** The developer settings panel of spec section 5. Number fields keep the raw input so a half-typed value can be shown as invalid. */
export interface ChatSettings {
  promptTemplate: string;
  temperature: string;
  seed: string;
  minimumSearchScore: string;
  minimumRerankerScore: string;
  retrieveCount: string;
  semanticRanker: boolean;
  semanticCaptions: boolean;
  suggestFollowupQuestions: boolean;
  useOidSecurityFilter: boolean;
  useGroupsSecurityFilter: boolean;
  retrievalMode: z.infer<typeof retrievalModeSchema>;
  vectorFields: z.infer<typeof vectorFieldsSchema>;
  useGpt4v: boolean;
  gpt4vInput: z.infer<typeof gpt4vInputSchema> | "";
  includeCategory: string;
  excludeCategory: string;
  streaming: boolean;
}

/** Spec section 9, chat defaults: the Worker's own (schemas/chat.ts), as the panel's inputs hold them. */
export const defaultSettings: ChatSettings = {
  promptTemplate: "",
  temperature: String(overrideDefaults.temperature),
  seed: "",
  minimumSearchScore: String(overrideDefaults.minimum_search_score),
  minimumRerankerScore: String(overrideDefaults.minimum_reranker_score),
  retrieveCount: String(overrideDefaults.top),
  semanticRanker: overrideDefaults.semantic_ranker,
  semanticCaptions: overrideDefaults.semantic_captions,
  suggestFollowupQuestions: overrideDefaults.suggest_followup_questions,
  useOidSecurityFilter: overrideDefaults.use_oid_security_filter,
  useGroupsSecurityFilter: overrideDefaults.use_groups_security_filter,
  retrievalMode: overrideDefaults.retrieval_mode,
  vectorFields: overrideDefaults.vector_fields,
  useGpt4v: overrideDefaults.use_gpt4v,
  gpt4vInput: overrideDefaults.gpt4v_input,
  includeCategory: "",
  excludeCategory: "",
  streaming: true,
};

export interface SettingsEnvironment {
  flags: Pick<FeatureFlags, "showGPT4VOptions" | "showSemanticRankerOption" | "showVectorOption">;
  useLogin: boolean;
  isLoggedIn: boolean;
  requireAccessControl: boolean;
}

export type SettingsField =
  | "temperature"
  | "seed"
  | "minimumSearchScore"
  | "minimumRerankerScore"
  | "retrieveCount"
  | "gpt4vInput";
export type SettingsErrorKey = "range" | "integer" | "step" | "required";
export type SettingsErrors = Partial<Record<SettingsField, SettingsErrorKey>>;

const isNumber = (raw: string) => raw.trim() !== "" && Number.isFinite(Number(raw));
/** True when `value` is a whole number of `step`s (with a little room for floating point). */
const onStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

/** What the panel shows and sends once the configuration has had its say (forced and hidden values). */
export function effectiveSettings(settings: ChatSettings, env: SettingsEnvironment): ChatSettings {
  const next = { ...settings };
  const ranker = env.flags.showSemanticRankerOption && settings.semanticRanker;
  next.semanticRanker = ranker;
  if (!ranker) next.semanticCaptions = false;
  if (!env.flags.showSemanticRankerOption) next.minimumRerankerScore = "0";
  if (!env.flags.showVectorOption) next.retrievalMode = "text";
  if (!env.flags.showGPT4VOptions) {
    next.useGpt4v = false;
    next.vectorFields = "embedding";
  }
  if (!env.useLogin || !env.isLoggedIn) {
    next.useOidSecurityFilter = false;
    next.useGroupsSecurityFilter = false;
  }
  if (env.useLogin && env.requireAccessControl) {
    next.useOidSecurityFilter = true;
    next.useGroupsSecurityFilter = true;
  }
  return next;
}

export function validateSettings(settings: ChatSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  const ranges = overrideRanges;
  const temperature = Number(settings.temperature);
  if (!isNumber(settings.temperature) || temperature < ranges.temperature.min || temperature > ranges.temperature.max)
    errors.temperature = "range";
  else if (!onStep(temperature, ranges.temperature.step)) errors.temperature = "step";
  if (settings.seed.trim() !== "" && !/^-?\d+$/.test(settings.seed.trim())) errors.seed = "integer";
  const searchScore = Number(settings.minimumSearchScore);
  if (!isNumber(settings.minimumSearchScore) || searchScore < ranges.minimum_search_score.min)
    errors.minimumSearchScore = "range";
  else if (!onStep(searchScore, ranges.minimum_search_score.step)) errors.minimumSearchScore = "step";
  // The input allows 1 to 4; 0 is the default that means "no minimum" (spec section 9 reads both ways).
  const reranker = Number(settings.minimumRerankerScore);
  const rerankerRange = ranges.minimum_reranker_score;
  if (
    !isNumber(settings.minimumRerankerScore) ||
    (reranker !== overrideDefaults.minimum_reranker_score &&
      (reranker < rerankerRange.inputMin || reranker > rerankerRange.max))
  )
    errors.minimumRerankerScore = "range";
  else if (!onStep(reranker, rerankerRange.step)) errors.minimumRerankerScore = "step";
  const top = Number(settings.retrieveCount);
  if (!/^\d+$/.test(settings.retrieveCount.trim())) errors.retrieveCount = "integer";
  else if (top < ranges.top.min || top > ranges.top.max) errors.retrieveCount = "range";
  if (settings.useGpt4v && settings.gpt4vInput === "") errors.gpt4vInput = "required";
  return errors;
}

/** The request's `context.overrides`; call only with settings that validate. */
export function toOverrides(settings: ChatSettings, language: string): Partial<Overrides> {
  const overrides: Partial<Overrides> = {
    top: Number(settings.retrieveCount),
    temperature: Number(settings.temperature),
    minimum_reranker_score: Number(settings.minimumRerankerScore),
    minimum_search_score: Number(settings.minimumSearchScore),
    retrieval_mode: settings.retrievalMode,
    semantic_ranker: settings.semanticRanker,
    semantic_captions: settings.semanticCaptions,
    suggest_followup_questions: settings.suggestFollowupQuestions,
    use_oid_security_filter: settings.useOidSecurityFilter,
    use_groups_security_filter: settings.useGroupsSecurityFilter,
    vector_fields: settings.vectorFields,
    use_gpt4v: settings.useGpt4v,
    language,
  };
  if (settings.useGpt4v && settings.gpt4vInput) overrides.gpt4v_input = settings.gpt4vInput;
  if (settings.promptTemplate.trim()) overrides.prompt_template = settings.promptTemplate;
  if (settings.includeCategory.trim()) overrides.include_category = settings.includeCategory.trim();
  if (settings.excludeCategory.trim()) overrides.exclude_category = settings.excludeCategory.trim();
  if (settings.seed.trim() !== "") overrides.seed = Number(settings.seed);
  return overrides;
}
