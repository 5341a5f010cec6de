import { describe, expect, it } from "vitest";
import { wordTermsOf } from "../../worker/rag/text";
import {
  cognateOf,
  compoundParts,
  correctionsFor,
  dictionarySlipOf,
  editDistance,
  nearestCognateOf,
  nearestTerm,
} from "../../worker/rag/typos";

const vocabulary = new Map([
  ["dialysi", 4],
  ["dialys", 2],
  ["behandel", 7],
  ["hypothek", 9],
  ["cover", 30],
]);

describe("typo tolerance against the index's vocabulary", () => {
  it("counts an adjacent transposition as one edit and stops past the limit", () => {
    expect(editDistance("dialsyi", "dialysi", 2)).toBe(1);
    expect(editDistance("cover", "cover", 1)).toBe(0);
    expect(editDistance("insurance", "dialysi", 2)).toBe(3);
    // A letter dropped costs one edit, as one added does: "fulltime" is three from "functie".
    expect(editDistance("fulltime", "functie", 5)).toBe(3);
    expect(editDistance("functie", "fulltime", 5)).toBe(3);
    expect(editDistance("vaule", "valu", 5)).toBe(2);
  });

  it("reads a slip of a dictionary word as that word when only one word is a slip away", () => {
    // "boete" is one slip from "boette"; the documents may write it only in "boetevrij" or as "penalty".
    expect(dictionarySlipOf("boette")).toBe("boete");
    expect(dictionarySlipOf("morgage")).toBe("mortgage");
    // A word the dictionary lists is no slip; several words one slip away are a guess, not a correction.
    expect(dictionarySlipOf("valve")).toBeUndefined();
    expect(dictionarySlipOf("vaule")).toBeUndefined();
  });

  it("reads a misspelt word as the nearest word of the documents, and leaves short words alone", () => {
    expect(nearestTerm("dialisi", vocabulary)).toBe("dialysi");
    expect(nearestTerm("covr", vocabulary)).toBeUndefined();
    expect(nearestTerm("parking", vocabulary)).toBeUndefined();
    // With a required common start, a word one edit away but of another stem is not taken.
    expect(nearestTerm("start", new Map([["staat", 3]]))).toBe("staat");
    expect(nearestTerm("start", new Map([["staat", 3]]), 4)).toBeUndefined();
    // A word past its allowed edits is no correction, however common: "tuition" is not "therapy".
    expect(nearestTerm("tuition", new Map([["therapi", 50]]))).toBeUndefined();
    expect(correctionsFor(wordTermsOf("tuition"), new Set(), new Map([["therapi", 50]]))).toEqual([]);
  });

  it("allows a slip by the length of the word as typed, not of its shorter stem ('vaule': 'vaul', 'valu')", () => {
    const english = new Map([["valu", 12]]);
    expect(nearestTerm("vaul", english)).toBeUndefined();
    expect(nearestTerm("vaul", english, 1, "vaule")).toBe("valu");
    expect(correctionsFor(wordTermsOf("market vaule"), new Set(["market"]), english)).toEqual(["valu"]);
  });

  it("splits a compound into two words the documents use, with a linking e", () => {
    expect(compoundParts("dialysebehandel", vocabulary)).toEqual(["dialys", "behandel"]);
    expect(compoundParts("hypothekbank", vocabulary)).toBeUndefined();
  });

  it("takes the nearest of the cognates of a word's spellings", () => {
    // "rentekortnig" as typed shares four letters with "renteverschil"; its stem "rentekortn" is one letter from
    // "rentekort".
    const rates = new Map([
      ["renteverschil", 4],
      ["rentekort", 2],
    ]);
    const [misspelt] = wordTermsOf("rentekortnig");
    expect(nearestCognateOf(misspelt?.terms ?? [], rates)).toBe("rentekort");
  });

  it("reads two dictionary words joined as their own compound, no slip of a word that shares its start", () => {
    // "leaseauto" (lease + auto) is no "leasehold", the English sense of "erfpacht"; it may still be two words the
    // documents use apart.
    expect(correctionsFor(wordTermsOf("leaseauto"), new Set(), new Map([["leasehold", 2]]))).toEqual([]);
    expect(
      correctionsFor(
        wordTermsOf("leaseauto"),
        new Set(),
        new Map([
          ["leas", 1],
          ["auto", 1],
        ]),
      ),
    ).toEqual(["leas", "auto"]);
  });

  it("corrects only words the index does not know at all", () => {
    const groups = wordTermsOf("Does Northwind cover dialisys?");
    expect(correctionsFor(groups, new Set(["cover", "northwind"]), vocabulary)).toEqual(["dialysi"]);
    expect(correctionsFor(wordTermsOf("cover"), new Set(["cover"]), vocabulary)).toEqual([]);
  });

  it("reads a word of the other language that keeps its start as its cognate", () => {
    const dutch = new Map([
      ["nummer", 3],
      ["pensioen", 2],
      ["staat", 9],
      ["dialys", 2],
    ]);
    expect(cognateOf("dialysi", dutch)).toBe("dialys");
    // One letter apart after the same first three, in a word of six letters or more.
    expect(cognateOf("number", dutch)).toBe("nummer");
    expect(cognateOf("pension", dutch)).toBe("pensioen");
    // A short word is too close to too many others: "start" is not "staat".
    expect(cognateOf("start", dutch)).toBeUndefined();
  });
});
