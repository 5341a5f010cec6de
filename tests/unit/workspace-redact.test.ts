import { describe, expect, it } from "vitest";
import { MASK, redactIdentityNumbers } from "../../web/features/workspace/redact";

describe("identity numbers in the report's document analysis", () => {
  it("masks passport and ID-card numbers and BSNs", () => {
    expect(redactIdentityNumbers("Documentnummer NXC4R8T21, geldig tot 2029.")).toBe(
      `Documentnummer ${MASK}, geldig tot 2029.`,
    );
    expect(redactIdentityNumbers("BSN 111222333 en 1112.22.333")).toBe(`BSN ${MASK} en ${MASK}`);
  });

  it("keeps amounts, dates, postcodes and ordinary words", () => {
    const text = "Bruto jaarsalaris 64.500 euro, sinds 1 september 2014, 3817 KD Amersfoort, WERKGEVER, AD-2026-0142.";
    expect(redactIdentityNumbers(text)).toBe(text);
  });
});
