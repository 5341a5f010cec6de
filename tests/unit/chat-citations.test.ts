import { describe, expect, it } from "vitest";
import {
  citationExtension,
  citationPage,
  citationUrl,
  cutUnfinishedBracket,
  isLinkableCitation,
  parseAnswer,
} from "@/features/chat/citations";

const points = ["Salarisstrook maart.pdf#page=2: Bruto maandsalaris 4.200 euro", "Koopakte.md: Koopsom 450.000"];

describe("citations", () => {
  it("links a file-name citation that appears in the data points and numbers repeats once", () => {
    const parsed = parseAnswer(
      "Het salaris is 4.200 euro [Salarisstrook maart.pdf#page=2]. De koopsom is 450.000 [Koopakte.md], zie ook [Salarisstrook maart.pdf#page=2].",
      points,
    );
    expect(parsed.citations).toEqual(["Salarisstrook maart.pdf#page=2", "Koopakte.md"]);
    expect(parsed.parts.filter((part) => part.kind === "citation").map((part) => part.number)).toEqual([1, 2, 1]);
    expect(parsed.parts[0]).toEqual({ kind: "text", text: "Het salaris is 4.200 euro " });
  });

  it("leaves brackets as text when they are no file name or the file is not in the data points", () => {
    const parsed = parseAnswer("Zie [bijlage] en [Andere.pdf] en [Koopakte.md#page=x]", points);
    expect(parsed.citations).toEqual([]);
    expect(parsed.parts).toEqual([{ kind: "text", text: "Zie [bijlage] en [Andere.pdf] en [Koopakte.md#page=x]" }]);
    expect(isLinkableCitation("Koopakte.md", points)).toBe(true);
    expect(isLinkableCitation("Koopakte", points)).toBe(false);
  });

  it("cuts an unfinished bracket only while streaming", () => {
    expect(cutUnfinishedBracket("Het salaris [Salarisstr")).toBe("Het salaris ");
    expect(cutUnfinishedBracket("Klaar [Koopakte.md] ok")).toBe("Klaar [Koopakte.md] ok");
    expect(parseAnswer("Het salaris [Salarisstr", points, true).parts).toEqual([{ kind: "text", text: "Het salaris" }]);
    expect(parseAnswer("Het salaris [Salarisstr", points, false).parts).toEqual([
      { kind: "text", text: "Het salaris [Salarisstr" },
    ]);
  });

  it("gives the content address, extension and page of a citation", () => {
    expect(citationUrl("Salarisstrook maart.pdf#page=2")).toBe("/api/content/Salarisstrook%20maart.pdf#page=2");
    expect(citationExtension("Scan.PNG")).toBe("png");
    expect(citationPage("a.pdf#page=12")).toBe(12);
    expect(citationPage("a.md")).toBeNull();
  });
});
