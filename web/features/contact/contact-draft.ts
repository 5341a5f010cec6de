import type { ContactSource } from "#schemas/contact";

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
  /** Honeypot: hidden from people, filled in by bots. */
  website: string;
}

export interface ContactDraft {
  submissionId: string;
  values: ContactValues;
}

export const emptyContactValues: ContactValues = { name: "", email: "", company: "", message: "", website: "" };

const keyOf = (source: ContactSource) => `adviesdesk.contactDraft.${source}`;

/**
 * The form's text and submission id survive a reload in this tab: what the visitor typed is not lost
 * when the network fails, and a retry after the reload is still recognised as the same message.
 */
export function loadDraft(storage: Pick<Storage, "getItem">, source: ContactSource): ContactDraft {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(source)) ?? "null") as Partial<ContactDraft> | null;
    if (stored && typeof stored.submissionId === "string" && stored.values) {
      return { submissionId: stored.submissionId, values: { ...emptyContactValues, ...stored.values } };
    }
  } catch {
    // A damaged draft is dropped.
  }
  return { submissionId: crypto.randomUUID(), values: emptyContactValues };
}

export function saveDraft(storage: Pick<Storage, "setItem">, source: ContactSource, draft: ContactDraft): void {
  try {
    storage.setItem(keyOf(source), JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the text stays in the form for as long as the page is open.
  }
}

export function clearDraft(storage: Pick<Storage, "removeItem">, source: ContactSource): void {
  try {
    storage.removeItem(keyOf(source));
  } catch {
    // Nothing stored.
  }
}
