import { describe, expect, it } from "vitest";
import { conceptsOf } from "../../worker/rag/lexicon";
import { termsOf } from "../../worker/rag/text";

describe("the general Dutch–English dictionary behind the glossary", () => {
  it("gives a Dutch word the glossary lacks its English translation, so a Dutch question meets English text", () => {
    expect(termsOf("Wordt een behandeling van het kaakgewricht vergoed?")).toContain(termsOf("jaw")[0]);
    expect(termsOf("geboorte")).toContain(termsOf("birth")[0]);
  });

  it("keeps the glossary's sense where both have the word", () => {
    // FreeDict's first senses of "rente" are not the mortgage file's "interest".
    expect(conceptsOf(["rente"], 0)?.concepts).toEqual(["rente", "interest", "rate"]);
  });

  it("gives no Dutch reading to a word English also has, nor to a stop word", () => {
    // "kind" is Dutch for child, "arm" for poor: English text must stay as it is.
    expect(termsOf("what kind of arm injury")).not.toContain(termsOf("child")[0]);
    expect(conceptsOf(["kind"], 0)).toBeUndefined();
    expect(conceptsOf(["aan"], 0, false)).toBeUndefined();
  });

  it("splits a compound into dictionary words of four letters or more only", () => {
    expect(conceptsOf(["kaakgewricht"], 0)?.concepts).toContain("jaw");
    expect(conceptsOf(["zorgverzekeringspremie"], 0)?.concepts).toContain("premium");
  });
});
