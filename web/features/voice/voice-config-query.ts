import { queryOptions } from "@tanstack/react-query";
import type { VoiceConfig } from "#schemas/voice";
import { apiRequest } from "@/lib/api-client";
import { boolean, positiveInteger, record, ShapeError, string, stringOrNull } from "@/lib/shape-check";

/*
 * GET /api/voice/config has the shape of voiceConfigSchema (schemas/voice.ts). The pages with the widget
 * read it without zod, so they do not download zod; tests/unit/zod-free-readers.test.ts holds this reader
 * to the schema's verdicts.
 */

/** The answer of GET /api/voice/config, checked field by field; throws when it does not have the shape. */
export function readVoiceConfig(value: unknown): VoiceConfig {
  try {
    const config = record(value, "config");
    const assistants = record(config.assistants, "assistants");
    const theme = record(config.theme, "theme");
    const texts = record(config.texts, "texts");
    const consent = record(config.consent, "consent");
    return {
      configured: boolean(config.configured, "configured"),
      publicKey: stringOrNull(config.publicKey, "publicKey"),
      assistants: {
        en: stringOrNull(assistants.en, "assistants.en"),
        nl: stringOrNull(assistants.nl, "assistants.nl"),
      },
      theme: {
        accentColor: string(theme.accentColor, "theme.accentColor"),
        barCount: positiveInteger(theme.barCount, "theme.barCount"),
      },
      texts: {
        title: stringOrNull(texts.title, "texts.title"),
        startLabel: stringOrNull(texts.startLabel, "texts.startLabel"),
        endLabel: stringOrNull(texts.endLabel, "texts.endLabel"),
      },
      consent: {
        required: boolean(consent.required, "consent.required"),
        title: stringOrNull(consent.title, "consent.title"),
        content: stringOrNull(consent.content, "consent.content"),
        storageKey: string(consent.storageKey, "consent.storageKey"),
      },
    };
  } catch (error) {
    if (error instanceof ShapeError) throw new Error(`The voice demo configuration is not valid (${error.message}).`);
    throw error;
  }
}

export const voiceConfigQuery = queryOptions({
  queryKey: ["voice-config"],
  queryFn: () => apiRequest("/voice/config", { parse: readVoiceConfig }),
  staleTime: 5 * 60_000,
});
