import { z } from "zod";

export const supportedLanguages = ["da", "en", "es", "fr", "ja", "nl", "pt-BR", "tr"] as const;
export const languageSchema = z.enum(supportedLanguages);
export type Language = z.infer<typeof languageSchema>;

/** GET /api/me: the verified user behind the bearer token. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  language: languageSchema.nullable(),
  claims: z.record(z.string(), z.unknown()),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/preferences */
export const preferencesSchema = z.object({ language: languageSchema }).strict();
export type Preferences = z.infer<typeof preferencesSchema>;
