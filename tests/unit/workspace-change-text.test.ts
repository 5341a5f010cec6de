import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/workspace.json" with { type: "json" };
import nl from "../../locales/nl/workspace.json" with { type: "json" };
import { changeLabel, changeValue, visibleChanges } from "../../web/features/workspace/change-text";

const i18n = i18next.createInstance();
await i18n.init({ lng: "en", resources: { en: { workspace: en }, nl: { workspace: nl } }, defaultNS: "workspace" });
const tEn = i18n.getFixedT("en", "workspace");
const tNl = i18n.getFixedT("nl", "workspace");

describe("version history texts", () => {
  it("hides changes from nothing to nothing and keeps real ones", () => {
    const changes = [
      { field: "profile.applicant.employer", from: "", to: "" },
      { field: "profile.property.energyLabel", from: null, to: null },
      { field: "profile.applicant.grossAnnualIncome", from: 0, to: 60000 },
      { field: "profile.contact.phone", from: "06 1", to: "" },
    ];
    expect(visibleChanges(changes).map((change) => change.field)).toEqual([
      "profile.applicant.grossAnnualIncome",
      "profile.contact.phone",
    ]);
  });

  it("labels fields with the form's words and the person they belong to, not the data path", () => {
    expect(changeLabel(tEn, "profile.applicant.grossAnnualIncome")).toBe("Applicant · Gross annual income (EUR)");
    expect(changeLabel(tNl, "profile.partner.firstName")).toBe(`Partner · ${nl.fields.firstName}`);
    expect(changeLabel(tEn, "status")).toBe("Status");
    expect(changeLabel(tEn, "profile.property.value")).toBe("Property · Property value / purchase price (EUR)");
    expect(changeLabel(tEn, "profile.contact.phone")).toBe("Phone");
    expect(changeLabel(tEn, "documents.salarisstrook")).toBe("Salary slip");
  });

  it("writes values as the interface language does: choices, yes/no, amounts, dates, nothing", () => {
    expect(changeValue(tEn, "en", "status", "application_in_progress")).toBe("Application in progress");
    expect(changeValue(tNl, "nl", "status", "application_in_progress")).toBe(nl.status.application_in_progress);
    expect(changeValue(tEn, "en", "profile.applicant.grossAnnualIncome", 60000)).toBe("60,000");
    expect(changeValue(tNl, "nl", "profile.applicant.grossAnnualIncome", 60000)).toBe("60.000");
    expect(changeValue(tEn, "en", "profile.wishes.nhg", true)).toBe("Yes");
    expect(changeValue(tEn, "en", "profile.wishes.fixedPeriodYears", 10)).toBe("10 years");
    expect(changeValue(tEn, "en", "profile.maritalStatus", "married")).toBe("Married");
    expect(changeValue(tEn, "en", "profile.applicant.dateOfBirth", "1987-06-14")).toBe("Jun 14, 1987");
    expect(changeValue(tEn, "en", "status", null)).toBe("—");
  });
});
