import { z } from "zod";
import { voiceDemos } from "./voice-rules";

export { VOICE_BAR_COUNT, type VoiceDemo, voiceDemos } from "./voice-rules";

export const voiceDemoSchema = z.enum(voiceDemos);

/**
 * GET /api/voice/config: what the voice widget needs (spec section 3, voice demo configuration).
 * Texts left null by the server are taken from the page's translations.
 */
export const voiceConfigSchema = z.object({
  configured: z.boolean(),
  publicKey: z.string().nullable(),
  assistants: z.object({ en: z.string().nullable(), nl: z.string().nullable() }),
  theme: z.object({
    accentColor: z.string(),
    barCount: z.number().int().positive(),
  }),
  texts: z.object({
    title: z.string().nullable(),
    startLabel: z.string().nullable(),
    endLabel: z.string().nullable(),
  }),
  consent: z.object({
    required: z.boolean(),
    title: z.string().nullable(),
    content: z.string().nullable(),
    storageKey: z.string(),
  }),
});
export type VoiceConfig = z.infer<typeof voiceConfigSchema>;
