import { describe, expect, it } from "vitest";
import { dataPointsOf, parseCitedAnswer } from "../../web/features/workspace/citations";

describe("client summary citations", () => {
  it("numbers sources in order of first citation and finds the KYC type, file, page and passage", () => {
    const salary = "Jan_de_Vries-salarisstrook-salarisstrook-jan-de-vries-2026-01.pdf#page=1";
    const passport = "Jan_de_Vries-identiteitsbewijs-paspoort-jan-de-vries.pdf#page=1";
    const { parts, sources } = parseCitedAnswer(
      `Vast dienstverband, schaal 10. [${salary}] Paspoort geldig tot 2029 [${passport}][${salary}].`,
      [`${passport}: Paspoort Koninkrijk der Nederlanden.`, `${salary}: Salarisstrook januari 2026.`],
    );
    expect(parts.map((part) => part.text ?? part.number)).toEqual([
      "Vast dienstverband, schaal 10.",
      1,
      " Paspoort geldig tot 2029",
      2,
      1,
      ".",
    ]);
    expect(new Set(parts.map((part) => part.at)).size).toBe(parts.length);
    expect(sources).toEqual([
      {
        citation: salary,
        number: 1,
        page: 1,
        type: "salarisstrook",
        fileName: "salarisstrook-jan-de-vries-2026-01.pdf",
        passage: "Salarisstrook januari 2026.",
      },
      {
        citation: passport,
        number: 2,
        page: 1,
        type: "identiteitsbewijs",
        fileName: "paspoort-jan-de-vries.pdf",
        passage: "Paspoort Koninkrijk der Nederlanden.",
      },
    ]);
  });

  it("leaves text without citations alone and reads both shapes of data points", () => {
    expect(parseCitedAnswer("Geen bronnen [zie boven].", []).sources).toEqual([]);
    expect(parseCitedAnswer("Uit [notes.txt].", []).sources[0]).toMatchObject({ type: null, fileName: "notes.txt" });
    expect(dataPointsOf(["a: b"])).toEqual(["a: b"]);
    expect(dataPointsOf({ text: ["a: b"], images: [] })).toEqual(["a: b"]);
    expect(dataPointsOf(null)).toEqual([]);
  });
});
