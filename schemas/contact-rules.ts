import { regexes } from "zod/v4/core";

/*
 * The contact form's rules without zod's schema machinery: the form sits on the landing page, which
 * stays without zod. contactRequestSchema (schemas/contact.ts) is built from these.
 */

/** Where on the public site a message was written: the landing page or one of the voice pages. */
export const contactSources = ["landing", "voice-ai", "hypotheek"] as const;
export type ContactSource = (typeof contactSources)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, company: 160, message: 5000 } as const;

/** The e-mail rule of contactRequestSchema: zod's own e-mail pattern (z.email()'s default) after trimming. */
export const isContactEmail = (value: string) => {
  const email = value.trim();
  return email.length <= CONTACT_LIMITS.email && regexes.email.test(email);
};
