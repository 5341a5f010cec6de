import { z } from "zod";

/** POST /speech: text to read aloud (an answer) and the language it is in. */
export const speechRequestSchema = z.object({
  text: z.string().trim().min(1).max(5_000),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)
    .optional(),
});
export type SpeechRequest = z.infer<typeof speechRequestSchema>;
