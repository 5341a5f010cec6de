/*
 * The contact form's rules without zod's schema machinery: the form sits on the landing page, which
 * stays without zod. contactRequestSchema (schemas/contact.ts) is built from these.
 */

/** Where on the public site a message was written: the landing page or one of the voice pages. */
export const contactSources = ["landing", "voice-ai", "hypotheek"] as const;
export type ContactSource = (typeof contactSources)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, company: 160, message: 5000 } as const;

/** The e-mail pattern of contactRequestSchema: zod's "practical" pattern, z.email()'s default, as text here. */
export const CONTACT_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The e-mail rule of contactRequestSchema: at most CONTACT_LIMITS.email characters after trimming, and the pattern. */
export const isContactEmail = (value: string) => {
  const email = value.trim();
  return email.length <= CONTACT_LIMITS.email && CONTACT_EMAIL_PATTERN.test(email);
};
