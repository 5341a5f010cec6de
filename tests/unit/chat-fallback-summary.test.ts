import { describe, expect, it } from "vitest";
import { buildFallbackSummary, isTechnicalLine, topicOf, usableLines } from "@/features/chat/fallback-summary";

const texts = {
  intro: "Here is what the documents contain:",
  topics: {
    personal: "Personal Information",
    employment: "Employment & Income",
    financial: "Financial Details",
    property: "Property Information",
    other: "Other Information",
  },
  nothingUsable: "I couldn't extract meaningful information from the documents...",
  noDataPoints:
    "I couldn't find any relevant information in the documents. Please try a different query or upload a document with the information you're looking for.",
};

describe("fallback document summary", () => {
  it("groups usable lines under the five topics in the spec's order", () => {
    const summary = buildFallbackSummary(
      [
        "Paspoort.pdf#page=1: Naam: Jan de Vries\nGeboortedatum: 12-03-1985",
        "Salarisstrook.pdf#page=1: Bruto salaris 4.200 per maand\nWerkgever: Bouwbedrijf Noord BV",
        "Bankafschrift.pdf#page=2: Saldo op rekening 12.500",
        "Taxatierapport.pdf#page=3: Marktwaarde woning 465.000\nBouwjaar 1998",
        "Notitie.txt: Gesprek gepland met de klant volgende week",
      ],
      texts,
    );
    const headings = [...summary.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]);
    expect(headings).toEqual([
      "Personal Information",
      "Employment & Income",
      "Financial Details",
      "Property Information",
      "Other Information",
    ]);
    expect(summary).toContain("- Naam: Jan de Vries");
    expect(summary).toContain("- Bruto salaris 4.200 per maand");
    expect(summary.startsWith(texts.intro)).toBe(true);
  });

  it("drops technical lines and lines shorter than 5 characters", () => {
    expect(isTechnicalLine("abc")).toBe(true);
    expect(isTechnicalLine("1234")).toBe(true);
    expect(isTechnicalLine("12.000,00 €")).toBe(true);
    expect(isTechnicalLine("https://example.org/doc")).toBe(true);
    expect(isTechnicalLine('{"score": 0.42}')).toBe(true);
    expect(isTechnicalLine("score: 0.83")).toBe(true);
    expect(isTechnicalLine("Page 3 of 4")).toBe(true);
    expect(isTechnicalLine("Naam: Jan de Vries")).toBe(false);
    expect(usableLines(["a.pdf: Naam: Jan\nok\nNaam: Jan"])).toEqual(["Naam: Jan"]);
  });

  it("reads the two 'I couldn't' texts when nothing usable remains or there are no data points", () => {
    expect(buildFallbackSummary(["a.pdf: ok", "b.pdf: {}"], texts)).toBe(texts.nothingUsable);
    expect(buildFallbackSummary([], texts)).toBe(texts.noDataPoints);
  });

  it("sorts lines into topics by their words", () => {
    expect(topicOf("Werkgever: Bouwbedrijf Noord")).toBe("employment");
    expect(topicOf("Koopsom 450.000")).toBe("property");
    expect(topicOf("Nationaliteit: Nederlandse")).toBe("personal");
    expect(topicOf("Openstaande lening 5.000")).toBe("financial");
    expect(topicOf("Afspraak volgende week")).toBe("other");
  });
});
