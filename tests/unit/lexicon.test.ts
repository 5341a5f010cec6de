import { describe, expect, it } from "vitest";
import { conceptsOf, isDutchVerbForm } from "../../worker/rag/lexicon";
import { derivedForms, relatedWords } from "../../worker/rag/related-words";
import { sentences, stemsOf, termGroupsOf, termsOf } from "../../worker/rag/text";

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

  it("splits a compound of three parts, each part in the glossary's sense where it has one", () => {
    // waarde + peil + datum: value, level, date.
    expect(conceptsOf(["waardepeildatum"], 0)?.concepts).toEqual(expect.arrayContaining(["value", "date"]));
    // The glossary's "toeslag" is an allowance; the dictionary's first senses are "addition, adjudication".
    const concepts = conceptsOf(["onregelmatigheidstoeslag"], 0)?.concepts ?? [];
    expect(concepts).toContain("allowance");
    expect(concepts).not.toContain("adjudication");
  });

  it("reads a past participle as the infinitive a dictionary lists", () => {
    expect(conceptsOf(["ondertekend"], 0)?.concepts).toContain("sign");
    expect(conceptsOf(["betaald"], 0)?.concepts).toContain("pay");
    expect(conceptsOf(["vernieuwd"], 0)?.concepts).toContain("renew");
    // English participles gain no Dutch reading.
    expect(conceptsOf(["covered"], 0)).toBeUndefined();
    expect(conceptsOf(["estimated"], 0)).toBeUndefined();
  });

  it("reads a present tense as its verb before a noun its stem also is, by Dutch spelling rules", () => {
    // "leen" is a fief and "krijg" a war: "leent" is of "lenen", "krijgt" of "krijgen".
    expect(conceptsOf(["leent"], 0)?.concepts).toContain("lend");
    expect(conceptsOf(["krijgt"], 0)?.concepts).toContain("receive");
    // A short vowel doubles its consonant ("dekt": dekken, not "deken", a blanket); a long one's f is voiced.
    expect(conceptsOf(["dekt"], 0)?.form).toBe("dekken");
    expect(conceptsOf(["geeft"], 0)?.form).toBe("geven");
    expect(conceptsOf(["biedt"], 0)?.concepts).toContain("offer");
    expect(isDutchVerbForm("leent")).toBe(true);
    // An English word is no Dutch verb form: "part" is not "paren" (to match).
    expect(conceptsOf(["part"], 0)?.concepts ?? []).not.toContain("match");
    expect(isDutchVerbForm("part")).toBe(false);
  });

  it("reads a present tense that is a verb's stem in -t as that verb beside the noun the stem also is ('kost')", () => {
    // "kost" is food, and "Wat kost…" is of "kosten"; "schat" is a treasure, and "de taxateur schat" of "schatten".
    expect(conceptsOf(["kost"], 0)?.concepts).toEqual(expect.arrayContaining(["food", "cost"]));
    expect(conceptsOf(["schat"], 0)?.concepts).toContain("estimate");
    // Any present tense is its stem and -t, which a dictionary may list as an adjective: "beslist" is absolutely,
    // and "de bank beslist" decides.
    expect(conceptsOf(["beslist"], 0)?.concepts).toEqual(expect.arrayContaining(["absolutely", "decide"]));
    // An English word is no Dutch verb form.
    expect(conceptsOf(["part"], 0)?.concepts ?? []).not.toContain("match");
  });

  it("reads a regular participle in -d as a verb form, as one in -t", () => {
    // "getekend" (tekenen) and "gewaardeerd" (waarderen) are verbs a question ends in, not things it names.
    expect(isDutchVerbForm("getekend")).toBe(true);
    expect(isDutchVerbForm("gewaardeerd")).toBe(true);
    expect(isDutchVerbForm("wereld")).toBe(false);
    // A separable verb's participle is a verb form as its verb's is, whether or not the dictionary lists it.
    expect(isDutchVerbForm("aangeleverd")).toBe(true);
    expect(isDutchVerbForm("voorgerecht")).toBe(false);
  });

  it("reads a separable verb written whole at a clause's end as a verb form, not a word the lexicon lists", () => {
    // "… toen de taxateur langskwam" (langs + kwam), "… of de ORT meetelt" (mee + telt): verbs, no compounds.
    expect(isDutchVerbForm("langskwam")).toBe(true);
    expect(isDutchVerbForm("meetelt")).toBe(true);
    // Nouns of a particle and a verb's tense are words of their own ("aanbod": bod, "uitgave": gave), and so is a
    // plural in -en ("afspraken": spraken).
    expect(isDutchVerbForm("aanbod")).toBe(false);
    expect(isDutchVerbForm("uitgave")).toBe(false);
    expect(isDutchVerbForm("afspraken")).toBe(false);
  });

  it("reads a separable verb's participle, its ge- after the particle, as the infinitive", () => {
    expect(conceptsOf(["uitgevoerd"], 0)?.form).toBe("uitvoeren");
    expect(conceptsOf(["vastgezet"], 0)?.form).toBe("vastzetten");
    expect(conceptsOf(["afgelost"], 0)?.concepts).toContain("repay");
    expect(conceptsOf(["aangepast"], 0)?.concepts).toContain("adjust");
  });

  it("reads a Dutch past tense or participle no spelling rule reaches through its infinitive", () => {
    // Strong verbs change their vowel: "verkocht" is of "verkopen", "bedroeg" of "bedragen".
    expect(conceptsOf(["verkocht"], 0)?.concepts).toContain("sell");
    expect(conceptsOf(["bedroeg"], 0)?.form).toBe("bedragen");
    expect(conceptsOf(["gegeven"], 0)?.concepts).toContain("give");
    // A form English also has gains no Dutch reading ("won" is a past tense of "winnen" and of "wonen").
    expect(conceptsOf(["won"], 0)).toBeUndefined();
  });

  it("reads a Dutch verb form the dictionary lists in its own right as its infinitive too", () => {
    // "afgewezen" is listed (denied); it still comes from "afwijzen", as does "afwijzing".
    const rejected = termGroupsOf("afgewezen")[0] ?? [];
    expect(termsOf("afwijzing").some((term) => rejected.includes(term))).toBe(true);
  });

  it("reads an English irregular form as its base too, so it meets the Dutch form of the same verb", () => {
    // "sold" is no Snowball stem of "sell"; "verkocht" is of "verkopen", which the dictionary gives as "sell".
    const sold = termGroupsOf("sold")[0] ?? [];
    expect(termsOf("verkocht").some((term) => sold.includes(term))).toBe(true);
    expect(termsOf("children")).toEqual(expect.arrayContaining(termsOf("child")));
    // A base of three letters meets its own term and its inflections: "paid" as "pay" and "paying", and so as
    // "uitbetaald".
    expect(stemsOf("paid")).toEqual(expect.arrayContaining([...stemsOf("pay"), stemsOf("paying")[0]]));
    expect(termsOf("uitbetaald").some((term) => termsOf("paid").includes(term))).toBe(true);
    // A Dutch word is no English form: "taken" (tasks) does not read as "take".
    expect(termsOf("taken")).not.toEqual(expect.arrayContaining(termsOf("take")));
  });

  it("reads a comparative or superlative as its adjective in both languages, so 'hoger' meets 'higher'", () => {
    // No stemmer reaches "high" from "higher" or "hoog" from "hoger"; WordNet and Apertium's analyser do.
    const higher = termGroupsOf("higher")[0] ?? [];
    expect(termsOf("Een hoger bedrag").some((term) => higher.includes(term))).toBe(true);
    expect(termsOf("een hogere rente")).toEqual(expect.arrayContaining(termsOf("high")));
    expect(termsOf("larger")).toEqual(expect.arrayContaining(termsOf("large")));
    // A noun in -er in use is no comparative ("number" is no "numb"), nor is a Dutch noun ("ouder": parent).
    expect(termsOf("number")).not.toEqual(expect.arrayContaining(termsOf("numb")));
    expect(conceptsOf(["ouder"], 0)?.concepts ?? []).not.toContain("old");
  });

  it("reads a word through the form the dictionary lists, so a participle meets the noun of its verb", () => {
    // "gefundeerd" → "funderen"; "fundering", a noun the dictionary lacks, is the act of "funderen".
    const participle = termsOf("gefundeerd");
    expect(termsOf("fundering").some((term) => participle.includes(term))).toBe(true);
    expect(conceptsOf(["fundering"], 0)?.concepts).toContain("found");
    expect(conceptsOf(["ondertekend"], 0)?.form).toBe("ondertekenen");
    // A word the dictionary lists itself has no other form.
    expect(conceptsOf(["rente"], 0)?.form).toBeUndefined();
  });

  it("reads a plural whose open syllable writes its long vowel once", () => {
    expect(conceptsOf(["aandelen"], 0)?.concepts).toContain("share");
  });

  it("reads a plural whose short vowel doubles its consonant, in a compound too, but no English word", () => {
    expect(conceptsOf(["toestellen"], 0)?.concepts).toContain("device");
    expect(termsOf("hoortoestellen")).toContain("devic");
    expect(termsOf("happen")).not.toContain("bite");
  });

  it("reads an inflected adjective of a Dutch suffix through its base, and one in -baar through its verb", () => {
    expect(conceptsOf(["duurzame"], 0)?.concepts).toContain("sustainable");
    expect(conceptsOf(["actieve"], 0)?.form).toBe("actief");
    // "vergelijkbaar" is in no list; it says "vergelijken" can be done, and English says "comparable".
    const comparable = termsOf("vergelijkbare tussenwoningen");
    expect(termGroupsOf("comparable homes").every((group) => group.some((term) => comparable.includes(term)))).toBe(
      true,
    );
    // English words in -ate or -ive gain no Dutch reading ("private" is no "privaat", a toilet).
    expect(conceptsOf(["private"], 0)).toBeUndefined();
  });

  it("reads a compound part English shares in the same sense, and gives that word alone no Dutch reading", () => {
    // "looncomponenten" is loon + componenten, not "inoculate" ("enten") at its end.
    expect(conceptsOf(["looncomponenten"], 0)?.concepts).toEqual(expect.arrayContaining(["pay", "component"]));
    expect(conceptsOf(["component"], 0)).toBeUndefined();
  });

  it("reads a compound led by a verb's stem, and one whose first part is in no list by its head", () => {
    expect(conceptsOf(["parkeerplaatsen"], 0)?.concepts).toEqual(expect.arrayContaining(["park", "place"]));
    // "opstal" is in neither list; an "opstalverzekering" is still an insurance.
    expect(conceptsOf(["opstalverzekering"], 0)?.concepts).toContain("insurance");
    // Too short a head is no head: "kozijnen" is no "ko" + "zijnen".
    expect(conceptsOf(["kozijnen"], 0)?.concepts).not.toContain("be");
  });

  it("reads a derivational suffix as no compound's last part, nor as its head", () => {
    // "werkzaamheden" are activities, not active + "heden" (today); "werknemerschap" no employee + shelf.
    expect(conceptsOf(["werkzaamheden"], 0)?.concepts ?? []).not.toContain("today");
    expect(conceptsOf(["werknemerschap"], 0)?.concepts ?? []).not.toContain("shelf");
    // A compound whose last part is a word still splits ("kaakgewricht": jaw + joint).
    expect(conceptsOf(["kaakgewricht"], 0)?.concepts).toContain("jaw");
  });

  it("keeps a grade of one letter and its plus signs as one word: A+ is not A, nor A++", () => {
    expect(termsOf("energielabel A++ en A+")).toEqual(expect.arrayContaining(["a++", "a+"]));
    expect(termsOf("a+")).not.toContain("a++");
  });

  it("keeps an initial with the name after it, and ends a sentence after a grade", () => {
    expect(sentences("Opdrachtgever: J. Visser. Doel: financiering.")).toContain("J. Visser.");
    expect(sentences("Verwacht wordt energielabel A. De kosten zijn € 38.000.")).toEqual([
      "Verwacht wordt energielabel A.",
      "De kosten zijn € 38.000.",
    ]);
  });

  it("reads an ordinal in figures as the ordinal word in both languages: 13e and 13th are dertiende", () => {
    const dertiende = termGroupsOf("dertiende")[0];
    expect(termGroupsOf("13e")[0]).toEqual(dertiende);
    expect(termGroupsOf("13th")[0]).toEqual(dertiende);
    expect(termsOf("de 2de hypotheek")).toEqual(expect.arrayContaining(termsOf("tweede")));
    expect(termsOf("the 21st")).toEqual(expect.arrayContaining(termsOf("first")));
    // A year or a plain number stays a number.
    expect(termsOf("in 2026")).toEqual(["2026"]);
    expect(termsOf("13 maanden")).toContain("13");
  });

  it("widens a question's English word with the words WordNet relates to it, and leaves passages as they are", () => {
    expect(relatedWords("salary")).toContain("wage");
    // An inflected form finds its dictionary form first.
    expect(relatedWords("physicians")).toEqual(expect.arrayContaining(["physician", "doctor"]));
    expect(termGroupsOf("spouse", { related: true })[0]).toContain("partner");
    expect(termGroupsOf("spouse")[0]).not.toContain("partner");
    expect(termsOf("The spouse is covered.")).not.toContain("partner");
  });

  it("reads a question's phrasal verb as one word with the verbs of its WordNet senses, and passages as they are", () => {
    // "turns down" is reject (and its "rejection", as the lexicon gives "afwijzing"), the particle part of the verb.
    const [turnsDown] = termGroupsOf("turns down an application", { related: true });
    expect(turnsDown).toEqual(expect.arrayContaining(termsOf("reject rejection")));
    // With an object pronoun between them ("turn us down"), and in an irregular form ("carried out": execute).
    expect(termGroupsOf("turn us down", { related: true })[0]).toEqual(expect.arrayContaining(termsOf("reject")));
    expect(termGroupsOf("was carried out", { related: true })[0]).toEqual(expect.arrayContaining(termsOf("execute")));
    expect(termGroupsOf("turns down an application", { related: true })).toHaveLength(2);
    expect(termsOf("The bank turns down an application.")).not.toContain(termsOf("reject")[0]);
  });

  it("reads a question's Dutch verb in -eren with the noun it is made from: 'gewaardeerd' asks about the 'waarde'", () => {
    const [valued] = termGroupsOf("gewaardeerd", { related: "derived" });
    // "Waardepeildatum" holds the value as its first part's concept, "Taxatie" as its stem.
    expect(valued).toEqual(expect.arrayContaining(termsOf("waarde")));
    expect(termGroupsOf("getaxeerd", { related: "derived" })[0]).toEqual(expect.arrayContaining(termsOf("taxatie")));
    expect(termGroupsOf("isoleren", { related: "derived" })[0]).toEqual(expect.arrayContaining(termsOf("isolatie")));
    // A passage is read as it is written.
    expect(termGroupsOf("gewaardeerd")[0]).not.toEqual(expect.arrayContaining(termsOf("waarde")));
    // A root no Dutch list holds with the ending makes no noun ("leren": no "le").
    expect(termGroupsOf("leren", { related: "derived" })[0]).toEqual(termGroupsOf("leren")[0]);
  });

  it("tells a word's derived forms from its synonyms: 'quote' is a quotation, not a citation", () => {
    expect(derivedForms("quote")).toContain("quotation");
    expect(derivedForms("quote")).not.toContain("cite");
    expect(derivedForms("foundation")).toContain("found");
    // A suffix after the word's final "e": "reimburse" → reimbursement, "retire" → retirement.
    expect(derivedForms("reimburse")).toContain("reimbursement");
    expect(derivedForms("retirement")).toContain("retire");
    // An inflected word through its dictionary form.
    expect(derivedForms("contributions")).toEqual(expect.arrayContaining(["contribution", "contribute"]));
    // An agent noun is another thing, a synonym another word.
    expect(derivedForms("plan")).not.toContain("planner");
    expect(derivedForms("salary")).not.toContain("wage");
  });
});
