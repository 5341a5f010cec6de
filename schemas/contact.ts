import { z } from "zod";
import { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS, contactSources } from "./contact-rules";

export {
  CONTACT_EMAIL_PATTERN,
  CONTACT_LIMITS,
  type ContactSource,
  contactSources,
  isContactEmail,
} from "./contact-rules";

export const contactSourceSchema = z.enum(contactSources);

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * POST /contact. Spec section 5: full name and e-mail are required, company and message optional.
 * `submissionId` is made by the form once per message, so a retry after a network failure or a double
 * click stores the message once. `website` is a honeypot: people never see it, bots fill it in.
 */
export const contactRequestSchema = z.object({
  submissionId: z.uuid(),
  name: trimmed(CONTACT_LIMITS.name).min(1, "required"),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email)
    .pipe(z.email({ pattern: CONTACT_EMAIL_PATTERN, error: "email" })),
  company: trimmed(CONTACT_LIMITS.company).default(""),
  message: trimmed(CONTACT_LIMITS.message).default(""),
  source: contactSourceSchema,
  language: z.string().trim().max(16).default("en"),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** A stored message as signed-in advisers read it (GET /api/contact-messages). */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  source: contactSourceSchema,
  language: z.string(),
  receivedAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_PAGE_SIZE = 50;

export const contactListQuerySchema = z.object({
  /** `nextBefore` of the previous page: the last message's time (ms) and id. */
  before: z
    .string()
    .regex(/^\d{1,15}:[0-9a-f-]{36}$/)
    .optional(),
});

export const contactListSchema = z.object({
  messages: z.array(contactMessageSchema),
  nextBefore: z.string().nullable(),
});
export type ContactList = z.infer<typeof contactListSchema>;
