import { describe, expect, it } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "../../web/features/contact/contact-draft";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe("contact form draft", () => {
  it("keeps the text and the submission id per form until the message is sent", () => {
    const storage = memory();
    const fresh = loadDraft(storage, "landing");
    expect(fresh.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.values.name).toBe("");

    const draft = { ...fresh, values: { ...fresh.values, name: "Sanne", message: "Graag een demo" } };
    saveDraft(storage, "landing", draft);
    expect(loadDraft(storage, "landing")).toEqual(draft);
    expect(loadDraft(storage, "hypotheek").submissionId).not.toBe(draft.submissionId);

    clearDraft(storage, "landing");
    expect(loadDraft(storage, "landing").submissionId).not.toBe(draft.submissionId);
  });

  it("drops a damaged draft instead of failing", () => {
    const storage = memory();
    storage.setItem("adviesdesk.contactDraft.landing", "{oops");
    expect(loadDraft(storage, "landing").values.email).toBe("");
    storage.setItem("adviesdesk.contactDraft.landing", JSON.stringify({ values: {} }));
    expect(loadDraft(storage, "landing").submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
