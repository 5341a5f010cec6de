import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/workspace.json" with { type: "json" };
import { conflictSentence } from "../../web/features/workspace/conflict-text";

const i18n = i18next.createInstance();
await i18n.init({ lng: "en", resources: { en: { workspace: en } }, defaultNS: "workspace" });
const t = i18n.getFixedT("en", "workspace");
const notice = (serverWon: string[], localWon: string[]) => ({
  borrowerId: "b1",
  name: "Mehmet Yılmaz",
  serverWon,
  localWon,
  deletedElsewhere: false,
  at: 1,
});

describe("the conflict notice", () => {
  it("names only the side that has fields, with the form's labels, and never shows a placeholder", () => {
    expect(conflictSentence(t, notice(["profile.contact.phone"], []))).toBe(
      "Mehmet Yılmaz: newer values from elsewhere kept for Phone.",
    );
    expect(conflictSentence(t, notice([], ["profile.applicant.grossAnnualIncome"]))).toBe(
      "Mehmet Yılmaz: your newer edits kept for Applicant · Gross annual income (EUR).",
    );
    const both = conflictSentence(t, notice(["profile.contact.phone"], ["status"]));
    expect(both).toBe("Mehmet Yılmaz: newer values from elsewhere kept for Phone; your newer edits kept for Status.");
    expect(conflictSentence(t, notice([], []))).not.toContain("—");
  });
});
