import { describe, expect, it } from "vitest";
import { composeAnswer, followupsFrom, namesIn, questionParts } from "../../worker/ai/local-model";
import { systemPrompt, userPrompt } from "../../worker/ai/prompts";
import { formatSource, parseSources, sourceText } from "../../worker/ai/sources";
import { chunkDocument } from "../../worker/rag/chunk";
import { chunkTerms } from "../../worker/rag/ingest";
import { stemsOf, termsOf } from "../../worker/rag/text";

const promptFor = (question: string, sources: string[], language = "en", followups = false) => [
  { role: "system" as const, content: systemPrompt({ language, followups }) },
  { role: "user" as const, content: [{ type: "text" as const, text: userPrompt(question, sources) }] },
];

const statement = [
  "Werkgeversverklaring_J_Visser.md: Gegevens werknemer | Veld | Waarde | | Naam werknemer | J. Visser | | Functie | Planner binnenvaart | | In dienst sinds | 1 september 2022 |",
];

describe("search terms", () => {
  it("stems Dutch and English words with Snowball, both ways, so either language's form meets", () => {
    expect(stemsOf("verzekeringen")).toContain("verzeker");
    expect(stemsOf("insurances")).toContain("insur");
    expect(termsOf("De woningen")).toContain("woning");
  });

  it("keeps a hyphenated negation: 'niet-gecontracteerd' never matches 'gecontracteerd'", () => {
    const negated = termsOf("een niet-gecontracteerde zorgverlener");
    const plain = termsOf("een gecontracteerde zorgverlener");
    const [contracted] = termsOf("gecontracteerde");
    expect(plain).toContain(contracted);
    expect(negated).not.toContain(contracted);
    expect(termsOf("non-network providers")).not.toContain(termsOf("network")[0]);
  });

  it("indexes a chunk by its heading and text, not by its file name", () => {
    const terms = chunkTerms("Dialysis", "Northwind Standard covers dialysis.").split(" ");
    expect(terms).toEqual(termsOf("Dialysis. Northwind Standard covers dialysis."));
  });

  it("keeps a section's heading on the pages it runs on to", () => {
    const chunks = chunkDocument("Plan.pdf", {
      pageCount: 2,
      pages: [
        {
          number: 1,
          blocks: [
            { kind: "heading", text: "Dialysis" },
            { kind: "text", text: "Dialysis is covered." },
          ],
        },
        { number: 2, blocks: [{ kind: "text", text: "Home dialysis needs prior authorization." }] },
      ],
    });
    expect(chunks.map((chunk) => chunk.heading)).toEqual(["Dialysis", "Dialysis"]);
  });
});

describe("answers of the local model", () => {
  it("declines, citing nothing, when no source says what is asked, however well it names the person", () => {
    const answer = composeAnswer(promptFor("Hoeveel kinderen heeft J. Visser?", statement, "nl"));
    expect(answer).toMatch(/^De documenten .* bevatten geen antwoord/);
    expect(answer).not.toContain("[");
  });

  it("answers when the best passage holds enough of the question's weight, though one of two words is in no source", () => {
    const sources = ["Plan.pdf#page=18: Northwind Standard covers acupuncture by licensed practitioners."];
    // "acupuncture" is the rarer half of the question's weight; no source says "migraines".
    const answer = composeAnswer(promptFor("Is there acupuncture for migraines in Northwind Standard?", sources, "en"));
    expect(answer).toContain("[Plan.pdf#page=18]");
    // Nothing of what is asked in any source: declined.
    expect(composeAnswer(promptFor("Does Northwind Standard pay for migraines?", sources, "en"))).not.toContain("[");
  });

  it("reads the kind of answer asked for ('Tot welk bedrag…') as the question's form, not as a topic", () => {
    const sources = ["PerksPlus.pdf#page=3: PerksPlus pays fitness costs up to $1,000 per year."];
    const answer = composeAnswer(promptFor("Tot welk bedrag betaalt PerksPlus sportkosten?", sources, "nl"));
    expect(answer).toContain("$1,000");
  });

  it("weighs a unit against what its passage holds of the question, not against every word asked", () => {
    // Each sentence of page 35 holds one sixth of the question (under a third), the page half of it.
    const sources = [
      "Plan.pdf#page=35: Northwind Standard covers massage therapy. Claims are reimbursed within a month. A stressful time is no medical reason.",
      "Handbook.pdf#page=2: The office closes after six every week.",
    ];
    const answer = composeAnswer(
      promptFor("Is massage reimbursed by Northwind Standard after a stressful week at the office?", sources, "en"),
    );
    expect(answer).toContain("[Plan.pdf#page=35]");
  });

  it("takes a capitalised word after an initial as a name, not one that opens a sentence", () => {
    expect(namesIn("Mijn partner overweegt IVF. Betaalt het Standard-plan dat?")).toEqual(["standard", "plan"]);
    expect(namesIn("Bij welke werkgever werkt J. Visser?")).toEqual(["visser"]);
  });

  it("answers a Dutch question in a Dutch frame and marks an English source's text as an English quote", () => {
    const sources = ["Plan.pdf#page=3: Northwind Standard covers dialysis treatments at in-network centers."];
    const answer = composeAnswer(promptFor("Vergoedt Northwind Standard dialyse?", sources, "nl"));
    expect(answer).toBe(
      "Volgens de documenten: \u201eNorthwind Standard covers dialysis treatments at in-network centers.\u201d (in het Engels) [Plan.pdf#page=3]",
    );
  });

  it("answers each part of a question with several, and names the part the documents do not cover", () => {
    expect(questionParts("Does PerksPlus pay for yoga, and does Northwind Standard cover dialysis?")).toEqual([
      "Does PerksPlus pay for yoga",
      "does Northwind Standard cover dialysis?",
    ]);
    const sources = ["Plan.pdf#page=3: Northwind Standard covers dialysis treatments at in-network centers."];
    const answer = composeAnswer(
      promptFor("Does Northwind Standard cover dialysis? And does it pay for a gym membership?", sources, "en"),
    );
    expect(answer).toContain(
      "\u201cNorthwind Standard covers dialysis treatments at in-network centers.\u201d [Plan.pdf#page=3]",
    );
    expect(answer).toContain(
      "The documents do not answer this part: \u201cAnd does it pay for a gym membership?\u201d",
    );
  });

  it("suggests follow-ups about the keys and sections of the sources, not stray words", () => {
    const sources = [
      { name: "Werkgeversverklaring_J_Visser.md", text: statement[0]?.split(": ").slice(1).join(": ") ?? "" },
    ];
    expect(followupsFrom("Wat is de functie van J. Visser?", sources, "nl", new Set())).toEqual([
      "Wat is naam werknemer volgens Werkgeversverklaring J Visser?",
    ]);
  });
});

describe("the sources contract between retrieval and the model", () => {
  it("round-trips sources with their lines (table rows, key-value lines) through the prompt", () => {
    const sources = [
      {
        name: "Werkgeversverklaring_J_Visser.md",
        text: "Inkomen:\n| Onderdeel | Bedrag |\n| Bruto jaarsalaris | € 52.800 |",
      },
      { name: "Salarisstrook.txt", text: "Naam: Jan de Vries\nBruto salaris: 4.200 euro per maand" },
      { name: "Plan.pdf#page=3", text: "One line only, with a colon: inside." },
    ];
    const block = sources.map(formatSource).join("\n");
    expect(parseSources(block)).toEqual(sources);
    const prompt = userPrompt("Vraag?", sources.map(formatSource));
    expect(parseSources(prompt.slice(prompt.indexOf("Sources:\n") + "Sources:\n".length))).toEqual(sources);
  });

  it("collapses spaces inside a line but keeps the line breaks", () => {
    expect(sourceText("  Naam:   Jan \n\n Bruto salaris:\t4.200 ")).toBe("Naam: Jan\nBruto salaris: 4.200");
  });
});

describe("a summary request", () => {
  const dossier = [
    "Jan_de_Vries-identiteitsbewijs-paspoort-jan-de-vries.pdf#page=1: Paspoort: Jan de Vries · AD-2026-0142: Paspoort Koninkrijk der Nederlanden. Houder: Jan de Vries, geboren 14 juni 1987 te Utrecht. Datum van afgifte 23 april 2019, geldig tot 23 april 2029.",
    "Jan_de_Vries-salarisstrook-salarisstrook-jan-de-vries-2026-01.pdf#page=1: Salarisstrook januari 2026: Jan de Vries · AD-2026-0142: Salarisstrook januari 2026, Gemeente Amersfoort. Werknemer Jan de Vries. Bruto maandsalaris 4.975 euro, vakantietoeslag 8 procent, eindejaarsuitkering 8,3 procent.",
    "Jan_de_Vries-werkgeversverklaring-werkgeversverklaring-jan-de-vries.pdf#page=1: Werkgeversverklaring: Jan de Vries · AD-2026-0142: Werkgeversverklaring. Gemeente Amersfoort verklaart dat Jan de Vries sinds 1 september 2014 in vaste dienst is. Bruto jaarsalaris inclusief vakantiegeld 64.500 euro.",
  ];

  it("quotes the opening of every document, each cited, instead of declining for want of question words", () => {
    for (const [request, language] of [
      ["Summarise the documents of Jan de Vries: identity, income, employer, obligations and property.", "en"],
      ["Vat de documenten van Jan de Vries samen: identiteit, inkomen, werkgever, verplichtingen en woning.", "nl"],
    ] as const) {
      const answer = composeAnswer(promptFor(request, dossier, language));
      for (const source of dossier) expect(answer).toContain(`[${source.slice(0, source.indexOf(": "))}]`);
      expect(answer).toContain("Paspoort Koninkrijk der Nederlanden");
    }
  });

  it("leaves out a line every summarised document repeats (the demo's footer) and quotes what each says instead", () => {
    const footer = "Fictief voorbeelddocument voor de Adviesdesk-demo. Naam, nummers en adres zijn verzonnen.";
    const withFooter = dossier.map((source) => `${source}\n${footer}`);
    const answer = composeAnswer(
      promptFor("Vat de documenten van Jan de Vries samen: identiteit, inkomen en werkgever.", withFooter, "nl"),
    );
    expect(answer).not.toContain("verzonnen");
    expect(answer).not.toContain("Fictief");
    expect(answer).toContain("Paspoort Koninkrijk der Nederlanden");
    expect(answer).toContain("Bruto jaarsalaris inclusief vakantiegeld 64.500 euro");
  });

  it("declines when there is nothing to summarise", () => {
    expect(composeAnswer(promptFor("Summarise the documents of Jan de Vries.", []))).toMatch(/do not hold the answer/);
  });
});
