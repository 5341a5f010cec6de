import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

const list = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? fallback
        : value
            .split(/[\s,]+/)
            .map((item) => item.trim())
            .filter(Boolean),
    );

/**
 * Every knob of the Worker, parsed once from the environment (wrangler.toml [vars], .dev.vars,
 * secrets). Unknown values fail loudly at the first request rather than half-working.
 */
export const settingsSchema = z.object({
  /** dev: the built-in OpenID provider; oidc: an external issuer (Entra ID); off: anonymous. */
  AUTH_MODE: z.enum(["dev", "oidc", "off"]).default("dev"),
  /** Where this Worker runs: wrangler.toml's top level says development, its [env.*] sections staging/production. */
  ENVIRONMENT: z.enum(["development", "staging", "production"]).default("development"),
  REQUIRE_ACCESS_CONTROL: flag(false),
  ENABLE_UNAUTHENTICATED_ACCESS: flag(false),
  /** With unauthenticated access: the groups whose shared documents a visitor who is not signed in may ask about. */
  VISITOR_GROUPS: list([]),
  /** Blog roles (README, "Security model"): editors write and manage their own posts; admins manage every post. */
  BLOG_EDITOR_GROUPS: list(["advisers"]),
  BLOG_ADMIN_GROUPS: list([]),
  OIDC_AUTHORITY: z.string().url().optional(),
  OIDC_ISSUER: z.string().optional(),
  OIDC_JWKS_URI: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default("adviesdesk-spa"),
  OIDC_AUDIENCE: z.string().default("api://adviesdesk"),
  OIDC_SCOPES: list(["openid", "profile", "email", "offline_access"]),
  OIDC_API_SCOPES: list(["api://adviesdesk/access_as_user"]),
  OIDC_ALGORITHMS: list(["RS256"]),
  DEV_OIDC_PRIVATE_JWK: z.string().optional(),
  /** AES-256-GCM key for BSNs at rest: 32 random bytes, base64 (`npm start` creates one in .dev.vars). */
  BSN_ENCRYPTION_KEY: z.string().optional(),

  USE_GPT4V: flag(false),
  USE_SEMANTIC_RANKER: flag(true),
  USE_VECTORS: flag(true),
  USE_USER_UPLOAD: flag(true),
  USE_LANGUAGE_PICKER: flag(true),
  USE_SPEECH_INPUT_BROWSER: flag(true),
  USE_SPEECH_OUTPUT_BROWSER: flag(true),
  USE_SPEECH_OUTPUT_AZURE: flag(false),
  AZURE_SPEECH_KEY: z.string().optional(),
  AZURE_SPEECH_REGION: z.string().optional(),
  AZURE_SPEECH_VOICE: z.string().default("nl-NL-FennaNeural"),
  USE_CHAT_HISTORY_BROWSER: flag(true),
  USE_CHAT_HISTORY_CLOUD: flag(true),

  BUSINESS_NAME: z.string().default("Adviesdesk Demo (Pty) Ltd"),
  BUSINESS_REGISTRATION_NUMBER: z.string().default("2026/000000/07"),
  BUSINESS_ADDRESS: z.string().default("1 Demo Street, Cape Town, 8001, South Africa"),
  BUSINESS_IS_DEMO: flag(true),

  /** Voice demo (@vapi-ai/web). Without a public key the widget says the demo is not configured. */
  VAPI_PUBLIC_KEY: z.string().optional(),
  VAPI_ASSISTANT_ID: z.string().optional(),
  /** The Dutch mortgage assistant of /voice-ai/hypotheek; falls back to VAPI_ASSISTANT_ID. */
  VAPI_ASSISTANT_ID_NL: z.string().optional(),
  VOICE_ACCENT_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default("#1d4ed8"),
  /** Optional widget texts; when unset the page's translation is used. */
  VOICE_WIDGET_TITLE: z.string().optional(),
  VOICE_START_LABEL: z.string().optional(),
  VOICE_END_LABEL: z.string().optional(),
  VOICE_CONSENT_REQUIRED: flag(true),
  VOICE_CONSENT_TITLE: z.string().optional(),
  VOICE_CONSENT_CONTENT: z.string().optional(),
  VOICE_CONSENT_STORAGE_KEY: z.string().min(1).default("adviesdesk.voiceConsent.v1"),

  /** Contact form: messages accepted per e-mail address and per network address in one hour. */
  CONTACT_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
  CONTACT_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Salt for the hash of the sender's network address (set a secret in production). */
  CONTACT_ADDRESS_SALT: z.string().default("adviesdesk-contact"),

  /**
   * Chat model port: the local grounded model (default, offline), Azure OpenAI, any OpenAI-compatible API or
   * Workers AI (the `AI` binding; docs/deploy.md).
   */
  CHAT_PROVIDER: z.enum(["local", "azure", "openai-compatible", "workers-ai"]).default("local"),
  /** e.g. http://localhost:11434/v1 (Ollama), https://api.mistral.ai/v1; `/chat/completions` is appended. */
  OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  OPENAI_COMPATIBLE_MODEL: z.string().optional(),
  /** Embedding port: the local hashing embedder (default, offline), Azure OpenAI or Workers AI embeddings. */
  EMBEDDINGS_PROVIDER: z.enum(["local", "azure", "workers-ai"]).default("local"),
  /** Reranker port: the built-in lexical reranker (default) or a Workers AI reranking model. */
  RERANKER_PROVIDER: z.enum(["local", "workers-ai"]).default("local"),
  WORKERS_AI_CHAT_MODEL: z.string().default("@cf/meta/llama-3.3-70b-instruct-fp8-fast"),
  WORKERS_AI_EMBEDDING_MODEL: z.string().default("@cf/baai/bge-m3"),
  WORKERS_AI_RERANKER_MODEL: z.string().default("@cf/baai/bge-reranker-v2-m3"),
  /** e.g. https://my-resource.openai.azure.com (the classic deployment-based API is used). */
  AZURE_OPENAI_ENDPOINT: z.string().url().optional(),
  AZURE_OPENAI_API_KEY: z.string().optional(),
  /** A Microsoft Entra access token for Azure OpenAI, used instead of a key. */
  AZURE_OPENAI_TOKEN: z.string().optional(),
  AZURE_OPENAI_API_VERSION: z.string().default("2024-10-21"),
  AZURE_OPENAI_CHAT_DEPLOYMENT: z.string().optional(),
  AZURE_OPENAI_EMBEDDING_DEPLOYMENT: z.string().optional(),
  /** Groups that may read the library (the demo documents and uploads an adviser shares). */
  LIBRARY_GROUPS: list(["advisers", "compliance"]),
  /** Load the Dutch demo documents into the library on first use. */
  LOAD_DEMO_LIBRARY: flag(true),

  MAX_JSON_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  BLOG_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1_048_576),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1_048_576),
});

export type Settings = z.infer<typeof settingsSchema>;

const cache = new WeakMap<object, Settings>();

/**
 * Parses the environment once per isolate; the same env object always yields the same settings. Settings are
 * read by name from the schema (variables and secrets set outside wrangler.toml are not in the generated types).
 */
export function loadSettings(env: object): Settings {
  const cached = cache.get(env);
  if (cached) return cached;
  const values = env as Record<string, unknown>;
  const picked = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((key) => [key, values[key] === "" ? undefined : values[key]]),
  );
  const settings = settingsSchema.parse(picked);
  cache.set(env, settings);
  return settings;
}
