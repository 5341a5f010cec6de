import { beforeAll, describe, expect, it } from "vitest";
import { alternativesOf } from "../../worker/ai/alternatives";
import {
  actVerbOf,
  answerTypeOf,
  factFormOf,
  focusNounOf,
  focusNounParts,
  focusWordsOf,
  holdsAnswerType,
  hyphenatedPhrasesOf,
  namedNounPhrasesOf,
  namedNounsOf,
  withoutDegreeAdjective,
} from "../../worker/ai/answer-type";
import { claimsChecked } from "../../worker/ai/checked-claims";
import { conjunctsOf } from "../../worker/ai/conjuncts";
import { withoutDislocation } from "../../worker/ai/dislocation";
import { loadEnglishTagger } from "../../worker/ai/english-tagger";
import { composeAnswer, evidenceShare, followupsFrom, questionParts } from "../../worker/ai/local-model";
import { namesIn } from "../../worker/ai/names";
import { systemPrompt, userPrompt } from "../../worker/ai/prompts";
import { formatSource, parseSources, sourceText } from "../../worker/ai/sources";
import { chunkDocument } from "../../worker/rag/chunk";
import * as conditions from "../../worker/rag/demo-documents/acceptatievoorwaarden";
import * as productSheet from "../../worker/rag/demo-documents/productblad";
import * as valuation from "../../worker/rag/demo-documents/taxatierapport";
import * as employerStatement from "../../worker/rag/demo-documents/werkgeversverklaring";
import { chunkTerms } from "../../worker/rag/ingest";
import { clearLanguage, stemsOf, termsOf, words } from "../../worker/rag/text";
import { absentWords } from "../../worker/rag/vocabulary-gaps";

// The pipeline and the local model load the part-of-speech tagger before they answer; so do these tests.
beforeAll(loadEnglishTagger);

const promptFor = (question: string, sources: string[], language = "en", followups = false, absent: string[] = []) => [
  { role: "system" as const, content: systemPrompt({ language, followups }) },
  { role: "user" as const, content: [{ type: "text" as const, text: userPrompt(question, sources, absent) }] },
];

/** Sources in the prompt's format, one per file name and its text. */
const documents = (files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => formatSource({ name, text }));

const statement = [
  "Werkgeversverklaring_J_Visser.md: Gegevens werknemer | Veld | Waarde | | Naam werknemer | J. Visser | | Functie | Planner binnenvaart | | In dienst sinds | 1 september 2022 |",
];

describe("search terms", () => {
  it("stems Dutch and English words with Snowball, both ways, so either language's form meets", () => {
    expect(stemsOf("verzekeringen")).toContain("verzeker");
    expect(stemsOf("insurances")).toContain("insur");
    expect(termsOf("De woningen")).toContain("woning");
  });

  it("reads a number word as the other language's, which a dictionary may leave out ('twee' is English too)", () => {
    expect(termsOf("binnen twee jaar")).toContain("two");
    expect(termsOf("within two years")).toContain("twee");
    expect(termsOf("zes weken")).toEqual(expect.arrayContaining(termsOf("six")));
  });

  it("reads an acronym amid ordinary words that spells a word as a name of its own ('PET scan' is no pet)", () => {
    expect(termsOf("Make sure a PET scan is covered")).not.toContain("pet");
    expect(termsOf("Is a PET scan covered?")).toEqual(expect.arrayContaining(termsOf("a PET scan")));
    // An acronym no dictionary has as a word may be written in lower case: "nhg" meets "NHG".
    expect(termsOf("Aanvragen met NHG krijgen een rentekorting")).toContain("nhg");
    // Text in capitals throughout is no acronym.
    expect(termsOf("IMPORTANT NOTICE")).toContain(termsOf("notice")[0]);
  });

  it("reads a mortgage file's words in the sense it means: financiering is the loan, the werkgever a company", () => {
    // "What is the maximum loan-to-value?" meets "Maximale financiering: … 100% van de marktwaarde".
    expect(termsOf("Maximale financiering")).toContain("loan");
    expect(termsOf("Naam werkgever")).toContain(termsOf("company")[0]);
    // An inflected adjective is looked up as its base form: "maximale" is "maximaal", maximum.
    expect(termsOf("Maximale looptijd")).toContain("maximum");
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

  it("takes a sentence's opening word as a name where no dictionary knows it or a name follows it, not a verb or a slip", () => {
    expect(namesIn("Lindelaan woonopp. + perceel?")).toEqual(["lindelaan"]);
    expect(namesIn("Groen Wonen bij label A+++: hoeveel gaat er van de rente af?")).toEqual(["groen", "wonen"]);
    expect(namesIn("Hollandse Hypotheekbank turned down my client's application.")).toEqual([
      "hollandse",
      "hypotheekbank",
    ]);
    // A Dutch yes/no question opens with its verb; a dictionary word alone, or a slip of a function word, is no name.
    expect(namesIn("Betaalt Northwind Standard de dierenarts?")).toEqual(["northwind", "standard"]);
    expect(namesIn("Klant wil na aankoop verbouwen.")).toEqual([]);
    expect(namesIn("Wanner is de woning getaxeerd?")).toEqual([]);
  });

  it("answers a question that opens with its name from the sources that name it", () => {
    const sources = documents({
      "Taxatierapport_Dorpsstraat_3.md": "Object: een vrijstaande woning met een woonoppervlakte van 164 m².",
      "Taxatierapport_Lindelaan_8.md": "Object: een tussenwoning met een woonoppervlakte van 118 m².",
    });
    const answer = composeAnswer(promptFor("Lindelaan woonoppervlakte?", sources, "nl"));
    expect(answer).toContain("118 m²");
    expect(answer).not.toContain("164 m²");
  });

  it.each<{
    rule: string;
    files: Record<string, string>;
    questions: string[];
    language: string;
    says: string;
    notSays: string;
  }>([
    {
      // "visser" is a Dutch word too (a fisherman): only the documents tell that here it is a name.
      rule: "takes an opening word as a name where the sources write it as one ('Visser:' beside 'J. Visser')",
      files: {
        "Salarisstrook_Jan_de_Vries.md": "Vakantietoeslag: € 3.980 bruto.",
        "Werkgeversverklaring_J_Visser.md": "Naam werknemer: J. Visser\nVakantietoeslag: € 4.224 bruto.",
      },
      questions: ["Visser vakantietoeslag?"],
      language: "nl",
      says: "€ 4.224",
      notSays: "€ 3.980",
    },
    {
      rule: "answers a question about the 13th month from the row of the dertiende maand, in either language",
      files: {
        "Werkgeversverklaring_J_Visser.md":
          "Inkomen:\n| Onderdeel | Bedrag per jaar |\n| Vakantietoeslag (8%) | € 4.224 |\n| Vaste dertiende maand | € 4.400 |\n" +
          "De onregelmatigheidstoeslag wordt maandelijks uitbetaald en is niet lager geweest dan het genoemde bedrag.",
      },
      questions: ["visser 13th month amount?", "Visser 13e maand bedrag?"],
      language: "en",
      says: "€ 4.400",
      notSays: "maandelijks uitbetaald",
    },
    {
      rule: "reads a short value in running text with the sentence after it: the date of a signature",
      files: {
        "Werkgeversverklaring_J_Visser.md":
          "Gegevens werknemer:\n| Veld | Waarde |\n| Naam werknemer | J. Visser |\n| In dienst sinds | 1 september 2022 |\n" +
          "De werknemer is niet in een proeftijd. Datum: 6 januari 2026. Ondertekend door M. de Boer namens Rivierland Logistiek B.V.",
      },
      questions: ["When did M. de Boer sign the employer's statement?"],
      language: "en",
      says: "6 januari 2026",
      notSays: "1 september 2022",
    },
    {
      // The focus is "model" and "werkgeversverklaring"; the unit names the model, the document is the statement.
      rule: "names a focus of several things in a unit that names one where the document's title names the others",
      files: {
        "Werkgeversverklaring_J_Visser.md":
          "Werkgeversverklaring: Model 2026. Alle gegevens zijn fictief. Gegevens werknemer:\n| Veld | Waarde |\n" +
          "| Naam werknemer | J. Visser |\n" +
          "| In dienst sinds | 1 september 2022 |",
      },
      questions: ["Welk model werkgeversverklaring heeft Visser aangeleverd?"],
      language: "nl",
      says: "Model 2026",
      notSays: "1 september 2022",
    },
  ])("$rule", ({ files, questions, language, says, notSays }) => {
    for (const question of questions) {
      const answer = composeAnswer(promptFor(question, documents(files), language));
      expect(answer).toContain(says);
      expect(answer).not.toContain(notSays);
    }
  });

  it.each([
    {
      what: "a sentence: the valuer's word on marketability",
      file: "Taxatierapport_Lindelaan_8.md",
      text:
        "Kerngegevens:\n| Onderdeel | Waarde |\n| Marktwaarde | € 465.000 |\n| Taxateur | R. Smit |\n" +
        "Marktanalyse: In de wijk zijn vier vergelijkbare woningen verkocht. De verkooptijd bedroeg gemiddeld 21 dagen. " +
        "De taxateur beoordeelt de courantheid van de woning als goed.",
      question: "How does the valuer rate the marketability of Lindelaan 8?",
      says: ["courantheid van de woning als goed"],
      not: ["R. Smit"],
    },
    {
      what: "an entry: the smallest loan among the conditions",
      file: "Productblad_Groen_Wonen_Hypotheek.md",
      text:
        "Voorwaarden: • De woning wordt zelf bewoond; verhuur is niet toegestaan zonder toestemming van de bank. " +
        "• Een opstalverzekering is verplicht.\n• Minimale hypotheeksom: € 50.000.\n" +
        "Maximale looptijd: 30 jaar. Kosten: De bank rekent geen afsluitkosten.",
      question: "Groen Wonen mortgage: smallest loan and longest term?",
      says: ["€ 50.000", "30 jaar"],
      not: [],
    },
  ])("reads $what further down a section under its heading", ({ file, text, question, says, not }) => {
    const answer = composeAnswer(promptFor(question, documents({ [file]: text })));
    for (const fact of says) expect(answer).toContain(fact);
    for (const filler of not) expect(answer).not.toContain(filler);
  });

  it("reads Dutch 'krijgen' as English 'get': a verb that asks nothing of a source", () => {
    const sources = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Rentekorting per energielabel:\n| Energielabel | Rentekorting |\n| A | 0,20 procentpunt |\n" +
        "| B | 0,10 procentpunt |\n| C of lager | geen korting |",
    });
    const answer = composeAnswer(
      promptFor("Label B: hoeveel rentekorting krijgt hij bij elk van de twee?", sources, "nl"),
    );
    expect(answer).toContain("0,10 procentpunt");
  });

  it("checks each thing the case tells, one by one, when the question asks whether it is right", () => {
    const sources = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Aflossen: Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen.\n" +
        "Offerte: Een offerte is zes weken geldig.\nVoorwaarden: Minimale hypotheeksom: € 50.000.",
    });
    const question =
      "Een collega zegt dat een offerte drie maanden geldig is en dat de kleinste hypotheek € 40.000 is. Klopt dat?";
    const answer = composeAnswer(promptFor(question, sources, "nl"));
    expect(answer).toContain("zes weken geldig");
    expect(answer).toContain("€ 50.000");
    expect(
      claimsChecked("My notes say: corner house, built in 1943, 128 m² living area. Does that match the report?"),
    ).toEqual(["corner house", "built in 1943", "128 m² living area"]);
    // "right" as an adverb asks no check.
    expect(
      claimsChecked(
        "The offer is from 2 February, the transfer is on 15 May. Does the rate hold right up to the transfer?",
      ),
    ).toEqual([]);
  });

  it("answers each of two things asked for side by side, and reads a conjunction of clauses as no such pair", () => {
    const sources = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Inkomen:\n| Onderdeel | Bedrag per jaar |\n| Bruto jaarsalaris (exclusief toeslagen) | € 52.800 |\n" +
        "| Vakantietoeslag (8%) | € 4.224 |\n| Vaste dertiende maand | € 4.400 |\n| Onregelmatigheidstoeslag (vast) | € 2.150 |",
    });
    const answer = composeAnswer(promptFor("Visser: holiday allowance and 13th month, yearly amounts?", sources));
    expect(answer).toContain("€ 4.224");
    expect(answer).toContain("€ 4.400");
    const noName = () => false;
    expect(conjunctsOf("Lindelaan woonopp. + perceel?", noName)).toHaveLength(2);
    expect(
      conjunctsOf(
        "Op welke datum is het huis aan de Lindelaan gewaardeerd en wanneer is het rapport uitgebracht?",
        noName,
      ),
    ).toEqual([]);
  });

  it("answers a part of a question that names no one from the sources about whom the whole question names", () => {
    const sources = documents({
      "Taxatierapport_Dorpsstraat_3.md": "Waardepeildatum: 1 maart 2025\nDatum rapport: 3 maart 2025",
      "Taxatierapport_Lindelaan_8.md": "Waardepeildatum: 10 december 2025\nDatum rapport: 15 december 2025",
    });
    const answer = composeAnswer(
      promptFor("Wat is de waardepeildatum van de Lindelaan en wanneer is het rapport opgemaakt?", sources, "nl"),
    );
    expect(answer).toContain("15 december 2025");
    expect(answer).not.toContain("3 maart 2025");
  });

  it("reads the asker's own party as a yes/no question's subject ('Can my client…') as a person, not a topic", () => {
    const sources = documents({
      "Productblad.md":
        "Aflossen: Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen.",
      "Acceptatievoorwaarden.md":
        "Rente en rentevaste periode: De bank biedt rentevaste periodes van 1, 5, 10, 20 en 30 jaar. Bij een rentevaste periode korter dan tien jaar toetst de bank tegen de toetsrente.",
    });
    const answer = composeAnswer(promptFor("Can my client fix the rate for 15 years?", sources, "en"));
    expect(answer).toContain("1, 5, 10, 20 en 30 jaar");
    expect(answer).not.toContain("[Productblad.md]");
  });

  it("reads an initial before a surname as part of the name, not as a letter grade the answer must hold", () => {
    const statement = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Gegevens werkgever:\n| Veld | Waarde |\n| Naam werkgever | Rivierland Logistiek B.V. |\nGegevens werknemer:\n| Veld | Waarde |\n| Naam werknemer | J. Visser |\n| Functie | Planner binnenvaart |",
    });
    const answer = composeAnswer(promptFor("Which firm employs J. Visser?", statement));
    expect(answer).toContain("Naam werkgever: Rivierland Logistiek B.V.");
    expect(answer).not.toContain("Naam werknemer");
  });

  it("answers about another person a document named after someone mentions only from the units that name them", () => {
    const statement = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Inkomen:\n| Veld | Waarde |\n| Bruto jaarsalaris | € 52.800 |\nOndertekening:\nDatum: 6 januari 2026. Ondertekend door M. de Boer namens Rivierland Logistiek B.V.",
    });
    // The salary is J. Visser's, whom the statement is named after; M. de Boer only signs it.
    expect(composeAnswer(promptFor("How much does M. de Boer earn?", statement))).not.toContain("52.800");
    expect(composeAnswer(promptFor("Wat verdient M. de Boer?", statement, "nl"))).not.toContain("52.800");
    expect(composeAnswer(promptFor("Wat verdient J. Visser?", statement, "nl"))).toContain("€ 52.800");
    expect(composeAnswer(promptFor("When did M. de Boer sign the statement?", statement))).toContain("6 januari 2026");
  });

  it("reads a thing put before its question and pointed back to as what the question asks about", () => {
    const statement = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Inkomen:\n| Veld | Waarde |\n| Bruto jaarsalaris | € 52.800 |\n| Onregelmatigheidstoeslag | € 2.150 |",
    });
    const answer = composeAnswer(
      promptFor("Die onregelmatigheidstoeslag van Visser, hoeveel is dat precies?", statement, "nl"),
    );
    expect(answer).toContain("€ 2.150");
    expect(withoutDislocation("The vouchers of the senior tier, how much are they worth?").question).toBe(
      "how much are the vouchers of the senior tier worth?",
    );
    // The thing goes where the word that points back stands, not at a relative "that".
    expect(withoutDislocation("The vouchers of the senior tier, what are the rules that apply to them?").question).toBe(
      "what are the rules that apply to the vouchers of the senior tier?",
    );
    // A clause before the comma tells what happened; "dat" points to all of it.
    expect(withoutDislocation("De bank heeft het afgewezen, kan ik dat aanvechten?").thing).toBeUndefined();
    expect(withoutDislocation("The bank rejected it, is that final?").thing).toBeUndefined();
    // A condition before the comma is no thing pointed back to.
    expect(withoutDislocation("If I sue, which state would it be in?").thing).toBeUndefined();
  });

  it("reads a Dutch pronominal adverb that points back ('daarover') with the case told before it", () => {
    const sources = documents({ [valuation.fileName]: valuation.content });
    const answer = composeAnswer(
      promptFor(
        "Koper vraagt of Lindelaan 8 op erfpachtgrond staat en hoe groot het kavel is. Wat zegt de taxatie daarover?",
        sources,
        "nl",
      ),
    );
    expect(answer).toContain("142 m² eigen grond");
    // Put back, the adverb's preposition stays with the thing; "waarover" asks and "erfpacht" is a noun.
    expect(withoutDislocation("De fundering, wat zegt het rapport daarover?").question).toBe(
      "wat zegt het rapport over de fundering?",
    );
    expect(withoutDislocation("De fundering, waarover gaat het rapport?").thing).toBeUndefined();
    expect(withoutDislocation("De grond, is er erfpacht?").thing).toBeUndefined();
  });

  it("answers a Dutch question in a Dutch frame and marks an English source's text as an English quote", () => {
    const sources = ["Plan.pdf#page=3: Northwind Standard covers dialysis treatments at in-network centers."];
    const answer = composeAnswer(promptFor("Vergoedt Northwind Standard dialyse?", sources, "nl"));
    expect(answer).toBe(
      "Volgens de documenten: \u201eNorthwind Standard covers dialysis treatments at in-network centers.\u201d (in het Engels) [Plan.pdf#page=3]",
    );
  });

  it("reads a word as a near spelling only when it is no other English word the lexicons give ('contract' ≠ 'contact')", () => {
    const statement = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Gegevens werkgever:\n| Veld | Waarde |\n| Contactpersoon | M. de Boer, HR-adviseur |\nGegevens werknemer:\n| Veld | Waarde |\n| Naam werknemer | J. Visser |\n| Soort dienstverband | Vast (onbepaalde tijd) |\nInkomen:\n| Onderdeel | Bedrag per jaar |\n| Vaste dertiende maand | € 4.400 |",
      "Taxatierapport_Lindelaan_8_Utrecht.md": "Opdrachtgever: J. Visser. De woning heeft een zolder met vaste trap.",
    });
    const answer = composeAnswer(promptFor("Heeft J. Visser een vast contract?", statement, "nl"));
    expect(answer).toContain("Soort dienstverband: Vast (onbepaalde tijd)");
    expect(answer).not.toContain("Contactpersoon");
    // A cognate of the other language still meets ("dialyse" above); so does a slip that is no word.
    const slip = composeAnswer(promptFor("Wie is de contactpersson bij de werkgever van J. Visser?", statement, "nl"));
    expect(slip).toContain("M. de Boer");
  });

  it("reads two known words joined as a compound of its own, not as the near compound the sources hold", () => {
    // "verbouwingsdepot" is verbouwing + depot: the sources' "verbouwingskosten" shares its start, not its thing.
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Kerngegevens:\n| Onderdeel | Waarde |\n| Verbouwingskosten | € 30.000 |\n| Marktwaarde | € 465.000 |",
    });
    expect(composeAnswer(promptFor("Hoe hoog is het verbouwingsdepot?", report, "nl"))).not.toContain("€ 30.000");
    expect(composeAnswer(promptFor("Hoe hoog zijn de verbouwingskosten?", report, "nl"))).toContain("€ 30.000");
  });

  it("weighs no pronoun or function word as a topic the sources must hold", () => {
    // "iemand" (someone) is a pronoun; "buiten" (outside) has a sense for "buiten het netwerk", but here it only
    // places the company.
    const handbook = documents({
      "employee_handbook.pdf#page=9":
        "Data Security Policies: • All customer data must be encrypted when stored or transferred. • Access to customer data must be restricted to authorized personnel only.",
    });
    const question = "Moeten we klantgegevens versleutelen als we ze naar iemand buiten het bedrijf sturen?";
    expect(composeAnswer(promptFor(question, handbook, "nl"))).toContain("must be encrypted");
  });

  it("answers each part of a question with several, and names the part the documents do not cover", () => {
    expect(questionParts("Does PerksPlus pay for yoga, and does Northwind Standard cover dialysis?")).toEqual([
      "Does PerksPlus pay for yoga",
      "does Northwind Standard cover dialysis?",
    ]);
    // A second question may open with a preposition or an adverb before its question word.
    expect(questionParts("How many hours does Visser work, and in which town is his employer?")).toEqual([
      "How many hours does Visser work",
      "in which town is his employer?",
    ]);
    expect(questionParts("Welk onderhoud is achterstallig, en wat gaat het herstel ongeveer kosten?")).toHaveLength(2);
    expect(
      questionParts("What overdue maintenance did the valuer spot, and roughly what will the repair cost?"),
    ).toEqual(["What overdue maintenance did the valuer spot", "roughly what will the repair cost?"]);
    // "and" between two things asked for is no second question.
    expect(questionParts("What are the salary and holiday pay of Visser?")).toHaveLength(1);
    const sources = ["Plan.pdf#page=3: Northwind Standard covers dialysis treatments at in-network centers."];
    const answer = composeAnswer(
      promptFor("Does Northwind Standard cover dialysis? And does it pay for a gym membership?", sources, "en"),
    );
    expect(answer).toContain(
      "\u201cNorthwind Standard covers dialysis treatments at in-network centers.\u201d [Plan.pdf#page=3]",
    );
    expect(answer).toContain(
      "I found no passage in the documents that answers this part: \u201cAnd does it pay for a gym membership?\u201d",
    );
  });

  it("quotes a sentence that answers two parts once, under the first", () => {
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Bouwkundige staat: De fundering is op staal en vertoont geen zichtbare scheurvorming. Het dak is in 2018 vernieuwd.",
    });
    const answer = composeAnswer(
      promptFor("lindelaan 8: fundering op palen of op staal? en zijn er scheuren gezien?", report, "nl"),
    );
    expect(answer.split("geen zichtbare scheurvorming")).toHaveLength(2);
    expect(answer).not.toContain("Voor dit deel");
  });

  it("reads a part that points back to the case told before it with that case where it alone finds nothing", () => {
    const plan = documents({
      "Plan.pdf#page=30":
        "Hearing care: Northwind Health Plus covers up to $1,500 every 3 years for all hearing aid services, including the hearing aid itself.",
      "Plan.pdf#page=31":
        "Northwind Health Plus does not cover custom ear molds for hearing aids. Try to get all of your hearing care needs met by the same provider.",
      "Plan.pdf#page=44":
        "Vision care: Northwind Health Plus includes one eye exam every 12 months and new lenses every 24 months.",
      "Plan.pdf#page=52": "Dental care: Northwind Health Plus covers two cleanings each year; fillings at 80%.",
      "Plan.pdf#page=79": "Coordination of benefits: how much the primary and secondary payers will cover.",
    });
    // "that" is the hearing aids of the sentence before; the part alone asks only how often something can be had.
    const question =
      "My husband needs new hearing aids and we're on Northwind Health Plus. How much will the plan pay toward them, and how often can we get that?";
    expect(composeAnswer(promptFor(question, plan))).toContain("every 3 years for all hearing aid services");
  });

  it("weighs an English preposition as grammar, not as a topic the sources must hold", () => {
    // "Against" only joins the regulation to the test; Dutch says "toetst … aan".
    const library = [conditions, productSheet].map((document) => ({ name: document.fileName, text: document.content }));
    expect(
      evidenceShare("Against which regulation does the Hollandse Hypotheekbank test every application?", library),
    ).toBe(evidenceShare("Which regulation does the Hollandse Hypotheekbank test every application?", library));
  });

  it("weighs a support verb as grammar: 'making a repayment' and 'verlof nemen' name the act by the noun", () => {
    const library = [conditions, productSheet].map((document) => ({ name: document.fileName, text: document.content }));
    // The sources make and take many things ("bezwaar maken", "de rente meenemen"): the verb is no evidence.
    expect(evidenceShare("Can the client make an extra repayment?", library)).toBe(
      evidenceShare("Can the client repay extra?", library),
    );
    expect(evidenceShare("Als de klant ouderschapsverlof neemt, kan hij de betalingen stopzetten?", library)).toBe(
      evidenceShare("Als de klant ouderschapsverlof heeft, kan hij de betalingen stopzetten?", library),
    );
  });

  it("weighs a date in the case told as its numbers: a month beside a day is a value, not a topic", () => {
    // "op 2 februari" is when the case happens, as "op 2-2" would be; no source need name February.
    const library = [conditions, productSheet].map((document) => ({ name: document.fileName, text: document.content }));
    const asked = (date: (day: number, month: string) => string) =>
      evidenceShare(
        `De offerte komt op ${date(2, "februari")} en de overdracht is op ${date(15, "mei")}. Blijft de rente uit die offerte staan tot de overdracht?`,
        library,
      );
    const months = ["januari", "februari", "maart", "april", "mei"];
    expect(asked((day, month) => `${day} ${month}`)).toBe(asked((day, month) => `${day}-${months.indexOf(month) + 1}`));
    const english = (first: string, second: string) =>
      evidenceShare(
        `The offer comes on ${first} and the transfer is on ${second}. Does the rate in that offer hold until the transfer?`,
        library,
      );
    expect(english("2 February", "15 May")).toBe(english("2/2", "15/5"));
  });

  it("answers a phrasal verb ('turns down') from a Dutch source that says the verb of its sense ('afwijzing')", () => {
    const library = [conditions, productSheet].map((document) =>
      formatSource({ name: document.fileName, text: document.content }),
    );
    const answer = composeAnswer(promptFor("How soon will I hear if the bank turns down an application?", library));
    expect(answer).toContain("Een afwijzing wordt binnen vijf werkdagen");
  });

  it("answers a question of difference with both figures: the one asked about and the one it is compared with", () => {
    const library = [valuation].map((document) => formatSource({ name: document.fileName, text: document.content }));
    for (const question of [
      "Hoeveel meer is Lindelaan 8 waard na de geplande verbouwing dan nu?",
      "How much more will Lindelaan 8 be worth after the renovation, compared to now?",
    ]) {
      const answer = composeAnswer(promptFor(question, library));
      expect(answer).toContain("Marktwaarde na verbouwing: € 495.000");
      expect(answer).toContain("Marktwaarde (vrij van huur en gebruik): € 465.000");
    }
    // A question of one figure gets that figure only.
    expect(composeAnswer(promptFor("Wat is Lindelaan 8 na de geplande verbouwing waard?", library))).not.toContain(
      "€ 465.000",
    );
  });

  it("answers with a section's total the entries it totals, so whether they add up can be read", () => {
    const statement = documents({
      "Werkgeversverklaring_J_Visser.md":
        "Inkomen:\n| Onderdeel | Bedrag |\n| Bruto jaarsalaris | € 52.800 |\n| Vakantietoeslag (8%) | € 4.224 |\n| Vaste dertiende maand | € 4.400 |\n| Totaal | € 61.424 |\n\nVerklaring: De werkgever verklaart dat de gegevens juist zijn; er is geen loonbeslag.",
    });
    const answer = composeAnswer(
      promptFor("Do the separate income items of J. Visser add up to the total the employer filled in?", statement),
    );
    for (const figure of ["€ 52.800", "€ 4.224", "€ 4.400", "€ 61.424"]) expect(answer).toContain(figure);
    // An entry that is no total is answered alone.
    expect(composeAnswer(promptFor("How much holiday pay does J. Visser get?", statement))).not.toContain("€ 52.800");
  });

  it("reads a sentence that ends in a number as a sentence: the case before the question asks nothing", () => {
    // "Lindelaan 8." ends a sentence as "Utrecht." would; the family and its kids are the case, not what is asked.
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "De woning heeft drie slaapkamers, een badkamer op de eerste verdieping en een zolder met vaste trap.",
    });
    const answer = composeAnswer(
      promptFor("A family with two kids is looking at Lindelaan 8. How many bedrooms does the house have?", report),
    );
    expect(answer).toContain("drie slaapkamers");
  });

  it("reads English 'that' after a noun and before its clause as a relative pronoun, not as pointing back", () => {
    // "a reorganisation that could affect him" names the reorganisation; it does not point to the sentence before,
    // whose notary and job the sources need not hold.
    const library = [valuation, conditions, productSheet, employerStatement].map((document) =>
      formatSource({ name: document.fileName, text: document.content }),
    );
    const question =
      "I want to be sure Visser doesn't lose his job right after we've been to the notary. Does Rivierland say anything about plans to let him go, or about a reorganisation that could affect him?";
    expect(composeAnswer(promptFor(question, library))).toContain("geen sprake van een reorganisatie");
  });

  it("suggests follow-ups about the keys and sections of the sources that the sources answer, not stray words", () => {
    const sources = [
      { name: "Werkgeversverklaring_J_Visser.md", text: statement[0]?.split(": ").slice(1).join(": ") ?? "" },
    ];
    expect(followupsFrom("Wat is de functie van J. Visser?", sources, "nl", new Set())).toEqual([
      "Wat staat er in Werkgeversverklaring J Visser bij \u201eNaam werknemer\u201d?",
    ]);
  });

  it("offers no follow-up about a list bullet, a document's own title or a key its answer step cannot answer", () => {
    const sources = [
      {
        name: "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md",
        text: "Acceptatievoorwaarden Hollandse Hypotheekbank 2026: Versie 2026-1.\n• Vast dienstverband: een werkgeversverklaring van maximaal drie maanden oud.\n3. Maximale financiering: De hypotheek bedraagt maximaal 100% van de marktwaarde.",
      },
    ];
    const next = followupsFrom("Welke rentevaste periodes biedt de bank?", sources, "nl", new Set());
    expect(next).toEqual([
      "Wat staat er in Acceptatievoorwaarden Hollandse Hypotheekbank 2026 over \u201eMaximale financiering\u201d?",
    ]);
    for (const question of next)
      expect(composeAnswer(promptFor(question, sources.map(formatSource), "nl"))).toContain("[Acceptatievoorwaarden");
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

describe("the kind of answer a question asks for (answer-type.ts)", () => {
  it("takes an English noun phrase's head as the focus, the nouns before it narrow it", () => {
    const focus = (question: string) => factFormOf(question, namesIn(question))?.focus;
    expect(focus("What is the market value of the house?")).toBe("value");
    expect(focus("How much holiday pay does the employee receive?")).toBe("pay");
    expect(focus("Which test rate does the bank use?")).toBe("rate");
    // A Dutch compound is one word; a measure as the head leaves the word before it.
    expect(focus("Wat is de marktwaarde van de woning?")).toBe("marktwaarde");
    expect(focus("What is the maximum term?")).toBe("maximum");
  });

  it("reads a question's form past a time adverbial after its copula ('Wat is op dit moment de rente…')", () => {
    expect(answerTypeOf("Wat is op dit moment de rente voor tien jaar vast?")).toBe("percent");
    expect(answerTypeOf("What is currently the interest rate for ten years fixed?")).toBe("percent");
    const sources = documents({
      "Productblad_Groen_Wonen.md": "Het energielabel is bij de aanvraag niet ouder dan tien jaar.",
    });
    // Asked for a rate, a unit without one does not answer, whenever the question says it is asked.
    expect(composeAnswer(promptFor("Wat is op dit moment de rente voor tien jaar vast?", sources, "nl"))).not.toContain(
      "[",
    );
  });

  it("reads the answer type from the interrogative and the noun after 'welk/which'", () => {
    expect(answerTypeOf("Sinds wanneer is J. Visser in dienst?")).toBe("date");
    expect(answerTypeOf("When did J. Visser start at his employer?")).toBe("date");
    expect(answerTypeOf("Wanneer is het dak vernieuwd?")).toBe("date");
    expect(answerTypeOf("Op welke datum is het rapport opgesteld?")).toBe("date");
    // A condition, not a date: "when is … covered" asks in which case.
    expect(answerTypeOf("When is a second opinion covered?")).toBeUndefined();
    expect(answerTypeOf("Wanneer wordt een second opinion vergoed?")).toBeUndefined();
    expect(answerTypeOf("Hoeveel kinderen heeft J. Visser?")).toBe("number");
    expect(answerTypeOf("Binnen hoeveel werkdagen volgt een besluit?")).toBe("number");
    expect(answerTypeOf("Tot welk percentage mag de hypotheek?")).toBe("percent");
    expect(answerTypeOf("Bij welk bedrijf werkt J. Visser?")).toBe("name");
    expect(answerTypeOf("Who signed the statement?")).toBe("name");
    expect(answerTypeOf("Vergoedt het plan fysiotherapie?")).toBeUndefined();
    // A kind noun at the head of the phrase asks for that kind, whatever narrows it.
    expect(answerTypeOf("What is the valuation date of the report?")).toBe("date");
    expect(answerTypeOf("What is the valuation of the house?")).toBeUndefined();
    // The level of a rate is a percentage; how long it holds is a span, and which rate applies may be a rule.
    expect(answerTypeOf("Hoe hoog is de toetsrente van de AFM?")).toBe("percent");
    expect(answerTypeOf("What is the interest rate for a five-year fixed period?")).toBe("percent");
    expect(answerTypeOf("How long is the interest rate fixed after the offer?")).toBe("number");
    expect(answerTypeOf("Welke rente geldt bij verhuizing?")).toBeUndefined();
    expect(answerTypeOf("Hoeveel rentekorting krijg ik bij label A?")).toBe("number");
    const terms = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Bij een rentevaste periode korter dan tien jaar toetst de bank de maandlasten tegen de toetsrente van de AFM.",
    });
    expect(composeAnswer(promptFor("Hoe hoog is de toetsrente van de AFM?", terms, "nl"))).toMatch(/geen antwoord/);
  });

  it("reads what something costs or is worth as a sum of money: a number of weeks is no price", () => {
    const overview = ["Zava_Company_Overview.md: Senior — Duration: 4 weeks; Additional Benefits: Travel vouchers"];
    const worth = "How much are the travel vouchers worth that come with the senior tier?";
    expect(composeAnswer(promptFor(worth, overview, "en"))).not.toContain("[");
    expect(holdsAnswerType("Senior — Duration: 4 weeks", "number", worth)).toBe(false);
    expect(holdsAnswerType("Travel vouchers worth $500 come with the senior tier", "number", worth)).toBe(true);
    const extension = "Wat kost een verlenging van de offerte? Hoeveel kost dat?";
    expect(holdsAnswerType("Verlenging met drie maanden kost eenmalig € 250.", "number", extension)).toBe(true);
    expect(holdsAnswerType("Verlenging met drie maanden is mogelijk.", "number", extension)).toBe(false);
    // A question for a number that asks no price is answered by any figure.
    expect(holdsAnswerType("Senior — Duration: 4 weeks", "number", "How many weeks of vacation do seniors get?")).toBe(
      true,
    );
  });

  it("answers a question counted in a unit with a figure in that unit's kind, not with any number", () => {
    const attic = "Hoeveel m² is de zolder van Lindelaan 8 ongeveer?";
    const rooms =
      "De woning heeft drie slaapkamers, een badkamer op de eerste verdieping en een zolder met vaste trap.";
    expect(holdsAnswerType(rooms, "number", attic)).toBe(false);
    expect(holdsAnswerType("Woonoppervlak: 118 m²", "number", attic)).toBe(true);
    expect(
      holdsAnswerType("Perceel: 142 vierkante meter eigen grond", "number", "How many square metres is the plot?"),
    ).toBe(true);
    const weeks = "How many weeks of vacation do seniors get?";
    expect(holdsAnswerType("Senior — Duration: 4 weeks", "number", weeks)).toBe(true);
    expect(holdsAnswerType("Seniors get 2 travel vouchers", "number", weeks)).toBe(false);
    expect(holdsAnswerType("Een boete van 3 maanden rente", "number", "Hoeveel euro boete betaal ik?")).toBe(false);
    expect(holdsAnswerType("Verlenging kost eenmalig € 250.", "number", "Hoeveel euro kost een verlenging?")).toBe(
      true,
    );
    const rooms3 = "De woning heeft drie slaapkamers op de eerste verdieping.";
    expect(
      composeAnswer(
        promptFor(attic, [`Taxatierapport_Lindelaan_8_Utrecht.md: ${rooms3} Zolder met vaste trap.`], "nl"),
      ),
    ).toMatch(/geen antwoord/);
  });

  it("finds an answer of the type in a unit, not counting the figures and names the question states", () => {
    const question = "Hoeveel parkeerplaatsen heeft de woning aan de Lindelaan 8?";
    expect(holdsAnswerType("Taxatierapport woonhuis Lindelaan 8, Utrecht", "number", question)).toBe(false);
    expect(holdsAnswerType("Een offerte is zes weken geldig", "number", question)).toBe(true);
    expect(holdsAnswerType("In dienst sinds: 1 september 2022", "date", "Sinds wanneer?")).toBe(true);
    expect(holdsAnswerType("Functie: Planner binnenvaart", "name", "Wie?")).toBe(false);
    expect(holdsAnswerType("Naam werkgever: Rivierland Logistiek B.V.", "name", "Wie?")).toBe(true);
    expect(holdsAnswerType("Taxateur: R. Smit, RT", "name", "Wie is de taxateur?")).toBe(true);
    expect(holdsAnswerType("Naam werknemer: J. Visser", "name", "Wie is de werkgever van J. Visser?")).toBe(false);
  });

  it("searches a question without the adjective of its degree interrogative", () => {
    // "Hoe hoog is het eigen risico…" asks for a figure; nothing high is asked about ("higher" in a passage).
    expect(withoutDegreeAdjective("Hoe hoog is het eigen risico van het Standard-plan?")).toBe(
      "Hoe is het eigen risico van het Standard-plan?",
    );
    expect(withoutDegreeAdjective("For how long does the bank hold a rate?")).toBe(
      "For how does the bank hold a rate?",
    );
    // "How many", "hoeveel" and an adjective elsewhere stay.
    expect(withoutDegreeAdjective("How many days is a high rate held?")).toBe("How many days is a high rate held?");
  });

  it("reads 'how long' as asking for a span: a figure in time or length units, or a date it runs from", () => {
    const question = "For how long does the bank hold a locked-in rate?";
    expect(holdsAnswerType("A++++ en A+++: 0,30 procentpunt", "number", question)).toBe(false);
    expect(holdsAnswerType("De rente is drie maanden geldig.", "number", question)).toBe(true);
    expect(holdsAnswerType("In dienst sinds: 1 september 2022", "number", "Hoe lang werkt J. Visser er al?")).toBe(
      true,
    );
    // A unit of time per another is a rate, no span: how many hours a week, not how long.
    const employed = "How long has Visser been working for his current employer?";
    expect(holdsAnswerType("Gegevens werknemer — Arbeidsduur: 38 uur per week", "number", employed)).toBe(false);
    expect(holdsAnswerType("Two days a month are worked from home.", "number", "Hoe snel kan ik thuiswerken?")).toBe(
      false,
    );
    expect(holdsAnswerType("Het contract loopt 12 maanden, per 1 maart.", "number", employed)).toBe(true);
    // "Hoe snel…", "How soon…" ask how long something takes: a span, not a date.
    expect(answerTypeOf("Hoe snel hoor ik het als de bank een aanvraag afwijst?")).toBe("number");
    expect(
      holdsAnswerType("Een afwijzing wordt binnen vijf werkdagen gemeld.", "number", "How soon will I hear?"),
    ).toBe(true);
    expect(holdsAnswerType("Geldig voor aanvragen vanaf 1 januari 2026.", "number", "How soon will I hear?")).toBe(
      false,
    );
    // Other figures answer "hoeveel" as before.
    expect(holdsAnswerType("A: 0,20 procentpunt", "number", "Hoeveel rentekorting geeft label A?")).toBe(true);
  });

  it("reads 'Op welke datum…' and 'On what date…' as asking for a day, which a year alone does not name", () => {
    const object = "Object: Tussenwoning uit 1934 met drie slaapkamers.";
    expect(holdsAnswerType(object, "date", "Op welke datum is de woning gewaardeerd?")).toBe(false);
    expect(holdsAnswerType(object, "date", "Wanneer is de woning gebouwd?")).toBe(true);
    expect(holdsAnswerType(object, "date", "In welk jaar is de woning gebouwd?")).toBe(true);
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md": `${object}\nKerngegevens:\n| Onderdeel | Waarde |\n| Waardepeildatum | 10 december 2025 |`,
    });
    const answer = composeAnswer(promptFor("On what date was the Lindelaan house valued?", report, "en"));
    expect(answer).toContain("10 december 2025");
    expect(answer).not.toContain("1934");
  });

  it("takes the noun right after the interrogative as the focus, not a verb, a name, a measure or a kind", () => {
    expect(focusNounOf("Hoeveel kinderen heeft J. Visser?", ["visser"])).toBe("kinderen");
    expect(focusNounOf("How many children does J. Visser have?", ["visser"])).toBe("children");
    // After a degree interrogative a copula's subject is what the figure is of; another verb's subject is not.
    expect(focusNounOf("Hoeveel bedraagt de toeslag?", [])).toBe("toeslag");
    expect(focusWordsOf("How much is the holiday allowance?", [])).toEqual(["holiday", "allowance"]);
    expect(focusNounOf("Hoe oud is de woning aan de Lindelaan 8?", ["lindelaan"])).toBe("woning");
    // A comparative after a degree interrogative asks for a difference: it is no noun ("hoeveel meer", "how much less").
    expect(focusNounOf("Hoeveel meer rente betaal ik bij tien jaar?", [])).toBe("rente");
    expect(focusNounOf("Hoeveel meer is Lindelaan 8 waard na de verbouwing?", ["lindelaan"])).toBeUndefined();
    expect(focusNounOf("How much less interest do I pay with label A?", [])).toBe("interest");
    // A contraction asks as its full form does.
    expect(focusWordsOf("What's the market value of Lindelaan 8?", ["lindelaan"])).toEqual(["market", "value"]);
    expect(focusNounOf("Hoeveel verdient J. Visser?", ["visser"])).toBeUndefined();
    expect(focusNounOf("When did J. Visser start?", ["visser"])).toBeUndefined();
    expect(focusNounOf("Bij welk bedrijf werkt J. Visser?", ["visser"])).toBeUndefined();
    expect(focusNounOf("How many days of sabbatical leave do employees get?", [])).toBe("leave");
    // The head of the noun phrase, before the verb: "costs", "periodes".
    expect(focusNounOf("What are the estimated renovation costs?", [])).toBe("costs");
    // A measure noun in the plural is a measure still: "rentevaste periodes" asks for a span, named or not.
    expect(focusNounOf("Welke rentevaste periodes biedt de bank?", [])).toBeUndefined();
    // …and a measure in the plural leads to the noun it measures, as in the singular.
    expect(focusNounOf("Which levels of coverage does the plan offer?", [])).toBe("coverage");
    expect(focusNounOf("Hoeveel dagen verlof krijg ik?", [])).toBeUndefined();
    // A measure narrowed by a noun counts that noun's kind: "vacation days" asks about vacation.
    expect(focusNounOf("How many vacation days do employees get?", [])).toBe("vacation");
    expect(focusNounOf("Wat is de eigen bijdrage voor een bril?", [])).toBe("eigen bijdrage");
    // A noun that sorts ("kind", "soort") leads to the thing asked about, in either language.
    expect(focusWordsOf("What kind of foundation does Lindelaan 8 have?", ["lindelaan"])).toEqual(["foundation"]);
    expect(focusWordsOf("Welk soort fundering heeft Lindelaan 8?", ["lindelaan"])).toEqual(["fundering"]);
    expect(focusWordsOf("Wat voor soort dienstverband heeft J. Visser?", ["visser"])).toEqual(["dienstverband"]);
    expect(focusWordsOf("Which kinds of drugs does Health Plus cover?", ["health", "plus"])).toEqual(["drugs"]);
    // A partitive noun and its "van" or "of" ask for a share of what follows: the loan, not a "deel".
    expect(focusWordsOf("Welk deel van de lening mag aflossingsvrij zijn?", [])).toEqual(["lening"]);
    expect(focusWordsOf("What portion of the loan may be interest-only?", [])).toEqual(["loan"]);
    // The nouns that narrow the head are asked too ("WOZ value" is not any value), its adjectives are not.
    expect(focusWordsOf("What is the WOZ value of the house?", [])).toEqual(["woz", "value"]);
    expect(focusWordsOf("What are the estimated renovation costs?", [])).toEqual(["renovation", "costs"]);
    expect(focusWordsOf("Hoeveel kinderen heeft J. Visser?", ["visser"])).toEqual(["kinderen"]);
    // An English plural's verb has no -s: the phrase ends before it ("count as…"); a plural head is kept.
    expect(focusWordsOf("Which pay components count as variable under the conditions?", [])).toEqual([
      "pay",
      "components",
    ]);
    expect(focusWordsOf("Which energy labels in the table get a discount?", [])).toEqual(["energy", "labels"]);
    // A compound the lexicon reads as two parts is named only where both are.
    expect(focusNounParts("huisdieren")).toHaveLength(2);
    // …unless its last part names the kind of answer: a "verkoopprijs" is the figure of a sale ("verkocht voor…").
    expect(focusNounParts("verkoopprijs")).toHaveLength(1);
    expect(focusNounParts("verkoopprijs")[0]).toContain(termsOf("verkocht").find((term) => term === "sell"));
    // A plural kind noun is no focus either: "For what prices…" asks for amounts.
    expect(focusWordsOf("For what prices were comparable houses sold?", [])).toEqual([]);
    // Any plural of a measure noun: "terms" is "term", so "fixed-rate terms" need not be named as such.
    expect(focusWordsOf("Which fixed-rate terms does the bank offer?", [])).toEqual([]);
    // A duration or an identifying number is the kind of answer a compound asks for: a "geldigheidsduur" is how
    // long something is "geldig", a "versienummer" the number of a "versie".
    expect(focusNounParts("geldigheidsduur")).toHaveLength(1);
    expect(focusNounParts("versienummer")).toHaveLength(1);
  });

  it("counts the object of an English yes/no question about a named subject among the nouns it names", () => {
    const named = (question: string) => namedNounsOf(question, namesIn(question));
    expect(named("Does Northwind Standard cover pet insurance?")).toEqual(["pet", "insurance"]);
    expect(named("Does Zava offer a bicycle plan for commuting?")).toEqual(["bicycle", "plan"]);
    expect(named("Does Northwind Health Plus cover hearing aids?")).toEqual(["hearing", "aids"]);
    // A noun with -s after the name belongs to the subject; the verb follows it.
    expect(named("Can Northwind Standard members visit a chiropractor?")).toEqual(["chiropractor"]);
    // Without a bare name for subject its end is unknown; a copula asks about a property, not a thing.
    expect(named("Does the Northwind Standard plan pay for contact lenses?")).toEqual([]);
    // A possessive opens a phrase too: "degree" is a thing, though English nouns end in -e as adjectives do.
    expect(named("Does Zava reimburse tuition for a master's degree?")).toEqual(["tuition", "degree"]);
    // What a copula question asks of its subject is no thing of its own.
    expect(named("Is my dog welcome?")).toEqual(["dog"]);
  });
});

describe("answers that must hold the kind of answer asked for and name its focus", () => {
  const library = documents({
    "Werkgeversverklaring_J_Visser.md":
      "Gegevens werkgever:\n| Veld | Waarde |\n| Naam werkgever | Rivierland Logistiek B.V. |\n| Vestigingsadres | Havenweg 12, 4131 NN Vianen |\nGegevens werknemer:\n| Veld | Waarde |\n| Naam werknemer | J. Visser |\n| Functie | Planner binnenvaart |\n| In dienst sinds | 1 september 2022 |\n| Arbeidsduur | 38 uur per week |",
    "Taxatierapport_Lindelaan_8_Utrecht.md":
      "Opdrachtgever: J. Visser.\nObject: Tussenwoning uit 1934. De woning heeft drie slaapkamers, een badkamer op de eerste verdieping en een zolder.",
    "Productblad_Groen_Wonen_Hypotheek.md":
      "Wat is de Groen Wonen Hypotheek? De Groen Wonen Hypotheek is een hypotheek met een rentekorting voor woningen met een goed energielabel.\nRentekorting per energielabel:\n| Energielabel | Rentekorting |\n| A | 0,20 procentpunt |\n| B | 0,10 procentpunt |",
  });

  it("answers what a thing is worth with the value its document states, and declines for a thing it does not name", () => {
    // "Wat is … waard?" asks as "Hoeveel is … waard?" does; the valuation report of Lindelaan 8 states the worth
    // without naming the house again, and "worth" is value ("Marktwaarde").
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Object: Tussenwoning uit 1934.\nDe woning heeft drie slaapkamers en een zolder. Het dak van het huis is in 2018 vernieuwd. De taxateur beoordeelt de courantheid van de woning als goed.\nKerngegevens:\n| Veld | Waarde |\n| Marktwaarde | € 465.000 |\n| Waardepeildatum | 10 december 2025 |",
    });
    expect(composeAnswer(promptFor("Wat is Lindelaan 8 nu waard?", report, "nl"))).toContain("€ 465.000");
    expect(composeAnswer(promptFor("What's the Lindelaan 8 house worth today?", report, "en"))).toContain("€ 465.000");
    // The worth of another thing is not the house's.
    expect(composeAnswer(promptFor("What is the car worth?", report, "en"))).toMatch(/^The documents available/);
    // A thing the address places is the house the report is named after; a thing the report never names is not.
    expect(composeAnswer(promptFor("Wat is het huis aan de Lindelaan 8 nu waard?", report, "nl"))).toContain(
      "€ 465.000",
    );
    expect(composeAnswer(promptFor("What is the house at Lindelaan 8 worth?", report, "en"))).toContain("€ 465.000");
    expect(composeAnswer(promptFor("Wat is de schuur aan de Lindelaan 8 waard?", report, "nl"))).toMatch(
      /^De documenten waar u toegang/,
    );
  });

  it("answers 'when' with the unit that holds a date", () => {
    const answer = composeAnswer(promptFor("When did J. Visser start at his employer?", library, "en"));
    expect(answer).toContain("In dienst sinds: 1 september 2022");
    expect(answer).not.toContain("Rivierland");
  });

  it("answers a yes/no question about a figure of the case with the rule that states a figure", () => {
    // The dates of the case ask whether the report is recent enough: the rule with a period answers that.
    const conditions = documents({
      "Voorwaarden_Bank.md":
        "Taxatie: De offerte van de bank noemt de marktwaarde uit het taxatierapport. Het taxatierapport is bij het uitbrengen van de offerte niet ouder dan zes maanden.",
    });
    for (const [question, language] of [
      [
        "Het taxatierapport is van 14 augustus 2025 en de offerte van de bank komt op 2 maart 2026. Kan de bank dat taxatierapport bij de offerte nog gebruiken?",
        "nl",
      ],
      [
        "The taxatierapport is dated 14 August 2025 and the bank's offer comes on 2 March 2026. Can the bank still use that taxatierapport for the offer?",
        "en",
      ],
    ] as const) {
      expect(composeAnswer(promptFor(question, conditions, language))).toContain("niet ouder dan zes maanden");
    }
  });

  it("answers the sentence that asks, after the case it is asked for", () => {
    // The case ("… of hij lang genoeg … werkt.") need not be in any source: only the question's words are topics.
    for (const [question, language] of [
      [
        "Mijn klant J. Visser vraagt zich af of hij lang genoeg bij zijn huidige werkgever werkt. Sinds wanneer is hij daar in dienst?",
        "nl",
      ],
      [
        "My client J. Visser wonders whether he has been with his current employer long enough. Since when has he been employed there?",
        "en",
      ],
    ] as const) {
      const answer = composeAnswer(promptFor(question, library, language));
      expect(answer).toContain("In dienst sinds: 1 september 2022");
    }
  });

  it("reads a condition as the case: its things need not be named", () => {
    const sources = parseSources(
      documents({
        "Taxatierapport_Lindelaan_8_Utrecht.md": "Na de voorgenomen verbouwing verwacht de taxateur energielabel A.",
      }).join("\n"),
    );
    // No source names "plannen"; the question asks for the label.
    expect(
      evidenceShare("Welk label kan Lindelaan 8 halen als de verduurzamingsplannen doorgaan?", sources),
    ).toBeGreaterThan(0);
  });

  it("counts the case as asked about where the question points back to it", () => {
    const sources = parseSources(
      documents({ "Taxatierapport_Lindelaan_8_Utrecht.md": "De woning heeft een marktwaarde van € 465.000." }).join(
        "\n",
      ),
    );
    // The case ("… of het genoeg is.") is no topic: the sources answer the question that follows it…
    expect(
      evidenceShare("Mijn klant vraagt zich af of het genoeg is. Welke marktwaarde heeft de woning?", sources),
    ).toBe(1);
    // …but "dit" is the sailing boat no source names: the question asks about it, not about any market value.
    expect(evidenceShare("J. Visser heeft een zeilboot. Welke marktwaarde heeft dit?", sources)).toBeLessThan(1);
  });

  it("reads a verb form at the end of a Dutch question as no compound thing the sources must name", () => {
    const sources = documents({ "Werkgeversverklaring_J_Visser.md": "Werkgeversverklaring Model 2026." });
    const answer = composeAnswer(promptFor("Welk model werkgeversverklaring heeft Visser aangeleverd?", sources, "nl"));
    expect(answer).toContain("Model 2026");
  });

  it("answers 'hoeveel' with the unit that holds the figure, not the sentence that only names the topic", () => {
    const answer = composeAnswer(
      promptFor("Hoeveel rentekorting geeft de Groen Wonen Hypotheek bij energielabel B?", library, "nl"),
    );
    expect(answer).toContain("0,10 procentpunt");
    expect(answer).not.toContain("goed energielabel");
  });

  it("answers a question that names a letter with its row, not with the whole section it stands in", () => {
    const answer = composeAnswer(
      promptFor("Welke rentekorting heeft de Groen Wonen Hypotheek bij energielabel B?", library, "nl"),
    );
    expect(answer).toContain("0,10 procentpunt");
    expect(answer).not.toContain("0,20 procentpunt");
  });

  it("reads a noun that names the kind of answer ('Op welk moment…', 'Over welke periode…') as the question's form", () => {
    const sources = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Rente en rentevaste periode: De bank biedt rentevaste periodes van 1, 5, 10, 20 en 30 jaar. De rente wordt vastgezet op de datum van de offerte en is drie maanden geldig.",
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Een hoger bedrag wordt gefinancierd tegen de actuele rente van dat moment.",
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Marktanalyse: In de wijk zijn in de afgelopen twaalf maanden vier vergelijkbare tussenwoningen verkocht. De verkooptijd bedroeg gemiddeld 21 dagen.",
    });
    // "moment" asks when; the sentence that happens to say "moment" does not answer.
    const when = composeAnswer(
      promptFor("Op welk moment wordt de rente bij de Hollandse Hypotheekbank vastgezet?", sources, "nl"),
    );
    expect(when).toContain("op de datum van de offerte");
    expect(when).not.toContain("actuele rente");
    // A period is a number of months; the sentence under the heading the question names holds it.
    expect(answerTypeOf("Over welke periode is de marktanalyse gemaakt?")).toBe("number");
    expect(
      composeAnswer(promptFor("Over welke periode is de marktanalyse van de Lindelaan 8 gemaakt?", sources, "nl")),
    ).toContain("twaalf maanden");
  });

  it("answers a class noun ('Welke stukken…') with the entry whose key the question names, not a sentence that says the noun", () => {
    const sources = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Inkomen: Het toetsinkomen is het bruto jaarinkomen.\n• Vast dienstverband: een werkgeversverklaring van maximaal drie maanden oud en een recente salarisstrook.\n• Zelfstandige ondernemers: de jaarcijfers van de laatste drie jaar.\nAfwijzing en bezwaar: De adviseur kan binnen dertig dagen bezwaar maken met aanvullende stukken.",
    });
    const answer = composeAnswer(
      promptFor("Welke stukken heeft een aanvrager met een vast dienstverband nodig?", sources, "nl"),
    );
    expect(answer).toContain("recente salarisstrook");
    expect(answer).not.toContain("aanvullende stukken");
    expect(answer).not.toContain("jaarcijfers");
  });

  it("answers a question about a section as a whole with what the section says, each sentence once", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Aflossen: Boven de vrije ruimte berekent de bank een vergoeding voor het renteverschil.\nVoorwaarden: • De woning wordt zelf bewoond. • Een opstalverzekering op basis van herbouwwaarde is verplicht.\n• Minimale hypotheeksom: € 50.000.\nMaximale looptijd: 30 jaar. Kosten: De bank rekent geen afsluitkosten. De notariskosten betaalt de klant zelf. De notariskosten betaalt de klant zelf.",
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Energie: Het huidige energielabel is D (geregistreerd in 2021). De geraamde verbouwingskosten bedragen € 38.000.",
    });
    const conditions = composeAnswer(promptFor("Wat zijn de voorwaarden van de Groen Wonen Hypotheek?", sheet, "nl"));
    for (const item of ["zelf bewoond", "opstalverzekering", "€ 50.000", "30 jaar"]) expect(conditions).toContain(item);
    expect(conditions).not.toContain("afsluitkosten");
    // The list's first item is quoted after its heading without its bullet.
    expect(conditions).toContain("Voorwaarden: De woning wordt zelf bewoond");
    // In English too: "costs" is the heading "Kosten" in its English sense; a sentence said twice is quoted once.
    const costs = composeAnswer(promptFor("What are the costs of the Groen Wonen Hypotheek?", sheet, "en"));
    expect(costs).toContain("geen afsluitkosten");
    expect(costs.match(/notariskosten/g)).toHaveLength(1);
    expect(costs).not.toContain("zelf bewoond");
    // A heading that shares only a part of the word asked about ("Energie", "energielabel") is another topic.
    expect(
      composeAnswer(promptFor("Welk energielabel heeft de woning aan de Lindelaan 8?", sheet, "nl")),
    ).not.toContain("verbouwingskosten");
  });

  it("reads the word before the subject as the verb, not as what is asked for ('Wanneer telt de marktwaarde…')", () => {
    const sources = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Inkomen: Het toetsinkomen is het bruto jaarinkomen.\n• Tijdelijk contract: het inkomen telt mee als de werkgeversverklaring een intentieverklaring bevat.\nHet taxatierapport: Het rapport is niet ouder dan zes maanden. Als de marktwaarde na verbouwing hoger is dan de huidige waarde, geldt de waarde na verbouwing alleen wanneer de verbouwingskosten volledig in het bouwdepot zijn opgenomen. De hypotheek bedraagt maximaal 100% van de marktwaarde.",
    });
    const answer = composeAnswer(
      promptFor("Wanneer telt de marktwaarde na verbouwing bij de Hollandse Hypotheekbank?", sources, "nl"),
    );
    expect(answer).toContain("volledig in het bouwdepot");
    expect(answer).not.toContain("Tijdelijk contract");
  });

  it("reads the subject after a modal as the actor, not as what is asked for ('Wanneer mag een klant…')", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Aflossen: Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen. Aflossen bij verkoop van de woning, bij overlijden en na afloop van de rentevaste periode is altijd boetevrij.\nVoorwaarden: De klant bewoont de woning zelf.",
    });
    for (const [question, language] of [
      ["Wanneer mag een klant altijd boetevrij aflossen?", "nl"],
      ["When can a client always repay without a penalty?", "en"],
    ] as const)
      expect(composeAnswer(promptFor(question, sheet, language))).toContain("bij verkoop van de woning");
  });

  it("reads a superlative of magnitude as the maximum or minimum ('the longest term': 'Maximale looptijd')", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Voorwaarden: Een opstalverzekering is verplicht. Minimale hypotheeksom: € 50.000. Maximale looptijd: 30 jaar.\nKosten: Een offerte is zes weken geldig.",
    });
    const longest = composeAnswer(promptFor("What is the longest term of the Groen Wonen Hypotheek?", sheet, "en"));
    expect(longest).toContain("30 jaar");
    expect(longest).not.toContain("50.000");
    expect(
      composeAnswer(promptFor("Wat is de laagste hypotheeksom van de Groen Wonen Hypotheek?", sheet, "nl")),
    ).toContain("€ 50.000");
  });

  it("declines a Dutch compound the lexicon translates as a phrase when a Dutch text names only its head's sense", () => {
    // "studieschuld" is a student loan; "financiering" is a loan, of no student.
    const library = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Samenvatting van een taxatierapport. Opdrachtgever: J. Visser. Doel van de taxatie: verkrijgen van hypothecaire financiering. De woning heeft drie slaapkamers en een badkamer op de eerste verdieping.",
      "Werkgeversverklaring_J_Visser.md":
        "Gegevens werknemer: Naam werknemer: J. Visser. Functie: Planner binnenvaart. De werknemer is niet in een proeftijd en het salaris is niet belast met loonbeslag.",
    });
    const answer = composeAnswer(promptFor("Heeft J. Visser een studieschuld?", library, "nl"));
    expect(answer).toMatch(/geen antwoord/);
    expect(answer).not.toContain("[");
  });

  it("reads a word with a derivational suffix as one word, not as a phrase of two things", () => {
    // "jaarlijks" is yearly: "lijks" is a suffix, not "lijk" (corpse) as a second thing the sources must name.
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Aflossen: Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen.",
    });
    expect(composeAnswer(promptFor("Hoeveel mag de klant jaarlijks boetevrij extra aflossen?", sheet, "nl"))).toContain(
      "15%",
    );
  });

  it("answers what a document says about a heading with that section, as the follow-ups ask it", () => {
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Object: Tussenwoning uit 1934 met drie slaapkamers.\nBouwkundige staat: De fundering is op staal. Het dak is in 2018 vernieuwd en verkeert in goede staat. De kozijnen vertonen houtrot. Een bouwkundige keuring is niet uitgevoerd.\nEnergie: Het huidige energielabel is D.",
    });
    // Any verb of saying asks so: "verklaart", "vermeldt", "note", "mention".
    for (const [question, language] of [
      ["Wat staat er in het taxatierapport over de bouwkundige staat van de Lindelaan 8?", "nl"],
      ["What does the valuation report say about the structural condition of Lindelaan 8?", "en"],
      ["Wat verklaart de taxateur over de bouwkundige staat van de Lindelaan 8?", "nl"],
      ["What does the valuer note about the structural condition of Lindelaan 8?", "en"],
    ] as const) {
      const answer = composeAnswer(promptFor(question, report, language));
      for (const item of ["fundering is op staal", "2018 vernieuwd", "houtrot", "keuring"])
        expect(answer).toContain(item);
      expect(answer).not.toContain("energielabel");
    }
  });

  it("reads a focus compound by its last part: a 'rentekorting' is no 'hypotheekrente'", () => {
    const sources = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Rente en rentevaste periode: De bank biedt rentevaste periodes van 1, 5, 10, 20 en 30 jaar.\nNationale Hypotheek Garantie: Aanvragen met Nationale Hypotheek Garantie (NHG) krijgen een rentekorting van 0,60 procentpunt.",
    });
    const rate = composeAnswer(
      promptFor("Wat is de hypotheekrente bij vijf jaar rentevast bij de Hollandse Hypotheekbank?", sources, "nl"),
    );
    expect(rate).toMatch(/geen antwoord/);
    expect(rate).not.toContain("[");
    expect(composeAnswer(promptFor("Hoeveel rentekorting krijgt een aanvraag met NHG?", sources, "nl"))).toContain(
      "0,60 procentpunt",
    );
  });

  it("reads the units a 'how many' question counts in as its form, and the noun after them as its focus", () => {
    const question = "How many square metres of land belong to Lindelaan 8?";
    expect(focusWordsOf(question, namesIn(question))).toEqual(["land"]);
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Object: Tussenwoning uit 1934 met een gebruiksoppervlakte wonen van 118 m² op een perceel van 142 m² eigen grond. De woning heeft drie slaapkamers.",
    });
    expect(composeAnswer(promptFor(question, report, "en"))).toContain("142 m² eigen grond");
  });

  it("reads 'hoeveel tijd' as the question's form, as 'how much time' is: no 'verkooptijd' answers it", () => {
    const sources = documents({
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Afwijzing en bezwaar: Een afwijzing wordt binnen vijf werkdagen schriftelijk aan de adviseur gemeld. De adviseur kan binnen dertig dagen bezwaar maken met aanvullende stukken; de bank beslist binnen tien werkdagen op het bezwaar.",
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Marktanalyse: In de wijk zijn vier vergelijkbare tussenwoningen verkocht. De verkooptijd bedroeg gemiddeld 21 dagen.",
    });
    const answer = composeAnswer(promptFor("Binnen hoeveel tijd beslist de bank op een bezwaar?", sources, "nl"));
    expect(answer).toContain("binnen tien werkdagen op het bezwaar");
    expect(answer).not.toContain("verkooptijd");
  });

  it("counts the act a 'do' or modal question asks about only where a source says it ('can I claim': expense)", () => {
    expect(actVerbOf("How much holiday pay does J. Visser receive?", ["j", "visser"])).toBe("receive");
    expect(actVerbOf("Up to what amount can I claim fitness costs through PerksPlus?", ["perksplus"])).toBe("claim");
    // A subject that runs on past a noun has no end to tell: no verb read.
    expect(actVerbOf("Which documents does an applicant with a permanent job need?", [])).toBeUndefined();
    // An article and one noun, then a word a preposition follows: that word is the verb.
    expect(actVerbOf("How quickly does the bank decide on an objection?", [])).toBe("decide");
    expect(actVerbOf("Does the plan cover hearing aids?", [])).toBeUndefined();
    // A Dutch question's finite verb stands right before its subject; an auxiliary is no act.
    expect(actVerbOf("Wanneer begint de verbouwing van Lindelaan 8?", ["lindelaan"])).toBe("begint");
    expect(actVerbOf("Aan welke kant van Lindelaan 8 zitten de kozijnen?", ["lindelaan"])).toBe("zitten");
    expect(actVerbOf("Wanneer heeft M. de Boer de verklaring getekend?", ["m", "de", "boer"])).toBeUndefined();
    expect(answerTypeOf("Up to what amount can I claim fitness costs through PerksPlus?")).toBe("number");
    const perks = documents({
      "PerksPlus.pdf#page=3":
        "Overview: With PerksPlus, employees have the opportunity to expense up to $1000 for fitness-related programs.",
      "PerksPlus.pdf#page=4": "What is not covered: Food and supplements.",
    });
    const answer = composeAnswer(promptFor("Up to what amount can I claim fitness costs through PerksPlus?", perks));
    expect(answer).toContain("up to $1000");
  });

  it("finds the employer for 'Bij welk bedrijf…' as for 'Bij welke werkgever…' (werkgever is a company)", () => {
    for (const question of [
      "Bij welk bedrijf werkt J. Visser?",
      "Bij welke werkgever werkt J. Visser?",
      "Which company does J. Visser work for?",
    ])
      expect(composeAnswer(promptFor(question, library, "nl"))).toContain("Rivierland Logistiek B.V.");
  });

  it("declines when no unit names the focus noun, though figures abound ('huisdieren' is not 'woning')", () => {
    for (const question of [
      "Hoeveel huisdieren heeft J. Visser?",
      "Hoeveel kinderen heeft J. Visser?",
      "How many children does J. Visser have?",
    ]) {
      const answer = composeAnswer(promptFor(question, library, "en"));
      expect(answer).not.toContain("[");
    }
    expect(composeAnswer(promptFor("Hoeveel huisdieren heeft J. Visser?", library, "en"))).toContain("De documenten");
  });

  it("answers a two-part question part by part and names the part no document answers", () => {
    const answer = composeAnswer(
      promptFor("Wat is de functie van J. Visser en hoeveel kinderen heeft J. Visser?", library, "nl"),
    );
    expect(answer).toContain("Planner binnenvaart");
    expect(answer).toContain(
      "Voor dit deel vond ik geen passage in de documenten: \u201ehoeveel kinderen heeft J. Visser?\u201d",
    );
  });

  it("answers for the grade asked ('A+'), not a neighbouring row ('A')", () => {
    const sheet = formatSource({
      name: "Productblad_Groen_Wonen_Hypotheek.md",
      text: "Rentekorting per energielabel:\n| Energielabel | Rentekorting |\n| A++ en A+ | 0,25 procentpunt |\n| A | 0,20 procentpunt |\n| B | 0,10 procentpunt |",
    });
    const answer = composeAnswer(promptFor("Hoeveel rentekorting geeft de bank bij energielabel A+?", [sheet], "nl"));
    expect(answer).toContain("0,25 procentpunt");
    expect(answer).not.toContain("0,20");
  });

  it("does not read a document's own title as the key of the sentence after it", () => {
    const titled = formatSource({
      name: "Werkgeversverklaring_J_Visser.md",
      text: "Werkgeversverklaring: Model 2026. Alle gegevens zijn fictief.\nGegevens werkgever:\n| Veld | Waarde |\n| Naam werkgever | Rivierland Logistiek B.V. |\n| KvK-nummer | 12345678 |\nGegevens werknemer:\n| Veld | Waarde |\n| In dienst sinds | 1 september 2022 |",
    });
    for (const question of [
      "When did J. Visser start at his employer?",
      "What is the Chamber of Commerce number of J. Visser's employer?",
    ])
      expect(composeAnswer(promptFor(question, [titled], "en"))).not.toContain("Model 2026");
    expect(composeAnswer(promptFor("When did J. Visser start at his employer?", [titled], "en"))).toContain(
      "1 september 2022",
    );
  });

  it("frames a plainly Dutch question in Dutch, whatever the interface language", () => {
    expect(composeAnswer(promptFor("Wat is de functie van J. Visser?", library, "en"))).toMatch(
      /^Volgens de documenten/,
    );
    expect(composeAnswer(promptFor("What is J. Visser's job title?", library, "nl"))).toMatch(/^The documents say/);
    // "waar" with a preposition is a Dutch question word as "wat" is; "who" an English one.
    expect(clearLanguage("Waarop is Lindelaan 8 gefundeerd?")).toBe("nl");
    expect(clearLanguage("Who is R. Smit?")).toBe("en");
  });

  it("tells a question without function words by the words only one language's dictionaries know", () => {
    expect(clearLanguage("Maximale looptijd Groen Wonen?")).toBe("nl");
    expect(clearLanguage("Maximum mortgage term Groen Wonen?")).toBe("en");
    // An acronym is no function word ("ER" is no Dutch "er"); the words around it are English.
    expect(clearLanguage("Health Plus ER copay")).toBe("en");
    // Names and figures say nothing.
    expect(clearLanguage("Lindelaan 8?")).toBeUndefined();
    expect(composeAnswer(promptFor("Maximale looptijd Groen Wonen?", library, "en"))).toMatch(
      /^(?:Volgens de documenten|De documenten)/,
    );
  });
});

describe("nouns the question names that no document uses", () => {
  it("reads the nouns of phrases an article or possessive opens, not adjectives, measures or names", () => {
    expect(namedNounsOf("Does Zava provide a company car?", ["zava"])).toEqual(["car"]);
    expect(namedNounsOf("Does Northwind Standard pay the vet bills for my dog?", ["northwind", "standard"])).toEqual([
      "vet",
      "bills",
      "dog",
    ]);
    // "stressful" is an adjective by its ending, "week" a measure.
    expect(namedNounsOf("Hoeveel dagen verlof krijg ik na een ongeluk?", [])).toEqual(["ongeluk"]);
    expect(namedNounsOf("Is a stressful week covered?", [])).toEqual([]);
  });

  it("ends a Dutch thing before an adverb, not at a noun whose senses are adverbs right after its article", () => {
    // "eerder" (ahead, formerly, previously) says when the house is sold; "het buitenland" (abroad) is a thing.
    expect(namedNounsOf("En hoe zit het als hij het huis eerder verkoopt?", [])).toEqual(["huis"]);
    expect(namedNounsOf("Vergoedt het plan zorg in het buitenland?", [])).toContain("buitenland");
  });

  it("reads a Dutch word that says how a thing is as no thing, uninflected too", () => {
    // "klein" (tiny, little) before a neuter noun, "dreigend" (menacing) a participle, "gewoon" (usual) after the
    // noun: none has a noun among its senses.
    expect(namedNounsOf("Kan dat voor een klein huis?", [])).toEqual(["huis"]);
    expect(namedNounsOf("Staat er iets over een dreigend faillissement?", [])).toEqual(["faillissement"]);
    expect(namedNounsOf("Rekent de bank zijn salaris gewoon mee?", [])).not.toContain("gewoon");
  });

  it("reads the word that ends a Dutch clause after a modal or a subordinating word as its verb, no thing", () => {
    // "zit" is also a noun (a pimple), "stoppen" a plural (stops): where they stand they are the clause's verb.
    expect(namedNounsOf("Kan ik de werkgeversverklaring gebruiken die nu in het dossier zit?", [])).toEqual([
      "werkgeversverklaring",
      "dossier",
    ]);
    expect(namedNounsOf("Betaalt de bank als we de kozijnen in het bouwdepot stoppen?", [])).toEqual([
      "bank",
      "kozijnen",
      "bouwdepot",
    ]);
    expect(namedNounsOf("Voor een tweede berekening wil ik het inkomen zonder de toeslag bekijken.", [])).not.toContain(
      "bekijken",
    );
    // Right after an article the last word is a noun's place.
    expect(namedNounsOf("Mag ik het geld gebruiken voor de kinderen?", [])).toContain("kinderen");
    // The infinitives before the clause's last verb are its verbs too.
    expect(namedNounsOf("Moet ik een nieuwe verklaring laten opstellen?", [])).toEqual(["verklaring"]);
  });

  it("ends a noun phrase at a sentence's end: the next sentence's words are no part of it", () => {
    expect(namedNounsOf("Moet ik een nieuwe aanvragen? klant zit gewoon in vaste dienst", [])).toEqual([]);
    expect(namedNounsOf("Is a new statement needed. client works full time", [])).toEqual(["statement"]);
  });

  it("reads an English adjective or adverb before a phrase's last word as no thing, whatever its ending", () => {
    expect(namedNounsOf("Who pays for the rotten window frames?", [])).toEqual(["window", "frames"]);
    expect(namedNounsOf("Can he pay off a big chunk of the loan?", [])).toEqual(["chunk", "loan"]);
  });

  it("finds them absent only when no stem, sense, near spelling or compound of the caller's words matches", () => {
    const vocabulary = new Map(
      termsOf("Een hypotheekofferte van de bank is acht weken geldig. De hond mag mee.").map((t) => [t, 1]),
    );
    expect(absentWords("Krijg ik een auto van de bank?", vocabulary)).toEqual(["auto"]);
    // "dog" is the English sense of "hond"; "offertes" is a near spelling of a word the documents use.
    expect(absentWords("Is my dog welcome?", vocabulary)).toEqual([]);
    expect(absentWords("Hoe lang zijn de hypotheekoffertes geldig?", vocabulary)).toEqual([]);
    // A Dutch clause's last word may be its verb: a participle ("begonnen") or a form the lexicon cannot place is
    // not taken for a noun.
    expect(absentWords("Wanneer is J. Visser bij zijn werkgever begonnen?", vocabulary)).toEqual([]);
    // The object of a yes/no question about a named subject, though no article opens it.
    expect(absentWords("Does Zava reimburse tuition for a master's degree?", vocabulary)).toContain("tuition");
    // A word of a phrase the lexicon lists is named as part of it: "eigen risico" is a deductible, "eigen" alone
    // is no thing the documents must use.
    // A present tense ends a Dutch clause as a participle does: "leent" is a verb, no thing.
    expect(absentWords("Wat gebeurt er met de rente als de klant een hoger bedrag leent?", vocabulary)).toEqual([
      "klant",
    ]);
    // A number in words counts a thing; the verb of an act names none.
    expect(absentWords("My client did less overtime than in the two years before.", vocabulary)).not.toContain("two");
    expect(absentWords("How quickly does the bank decide on an objection?", vocabulary)).not.toContain("decide");
    // "Minder" and "daarvoor" say how much and when, they name nothing.
    expect(
      absentWords("Mijn klant maakte minder overuren dan in de jaren daarvoor. Wat telt mee?", vocabulary),
    ).not.toEqual(expect.arrayContaining(["minder"]));
    // A quantifier after "een" or "a" only counts what follows: "een paar maanden" names months, no pair.
    expect(absentWords("Ik werk een paar maanden in het buitenland. Wat is de rente?", vocabulary)).not.toContain(
      "paar",
    );
    expect(absentWords("Is there a lot of paperwork?", vocabulary)).toEqual(["paperwork"]);
    // "any" and "some" open a noun phrase as an article does.
    expect(absentWords("Was any asbestos found in the house?", vocabulary)).toContain("asbestos");
    // A preposition ends a noun phrase ("the market value after renovation"); in "What does the report say about
    // X?" the document and its verb only ask.
    expect(absentWords("When does the bank use the market value after renovation?", vocabulary)).not.toContain("after");
    expect(absentWords("What does the valuation report say about the roof?", vocabulary)).not.toContain("say");
    // A participle after the noun, regular or not, says what was done to it: "paid" is no thing.
    expect(absentWords("What was the lowest price paid for the house?", vocabulary)).not.toContain("paid");
    const plan = new Map(termsOf("The plan has a calendar year deductible of $2,000.").map((t) => [t, 1]));
    expect(absentWords("Hoe hoog is het eigen risico van het Northwind Standard-plan?", plan)).toEqual([]);
  });

  it("names a Dutch compound no list has whole absent where the documents name nothing of its kind", () => {
    const text = "Functie: Planner binnenvaart. Het bouwdepot wordt uitbetaald na aankoop. Erfpacht: nee.";
    const vocabulary = new Map(termsOf(text).map((term) => [term, 1]));
    // "leaseauto" is lease + auto: a car, and no document names a car of any kind. Nor is it a slip of "leasehold",
    // the English sense of "erfpacht", which shares its start.
    expect(absentWords("Rijdt Visser een leaseauto van zijn werkgever?", vocabulary)).toContain("leaseauto");
    // "verbouwingsdepot" is a depot, and the documents name one ("bouwdepot"): the compound may be theirs.
    expect(absentWords("Hoe hoog mag het verbouwingsdepot zijn?", vocabulary)).not.toContain("verbouwingsdepot");
  });

  it("declines the part of a question that names one, citing nothing for it", () => {
    const sources = [formatSource({ name: "Offerte.md", text: "Een offerte van de bank is acht weken geldig." })];
    const prompt = (question: string, absent: string[]) => promptFor(question, sources, "nl", false, absent);
    expect(composeAnswer(prompt("Geeft de bank een auto bij een offerte?", ["auto"]))).toMatch(/^De documenten/);
    expect(composeAnswer(prompt("Hoe lang is een offerte van de bank geldig?", []))).toContain("[Offerte.md]");
  });
});

describe("things a question names in several nouns", () => {
  it("ends an English phrase where the tagger reads a verb or an adjective after its noun: what is said of it", () => {
    // "needs" after "my lawyer" is its verb, "wrong" after "my case" what is said of it: neither is a thing named.
    const evaluation =
      "Would Northwind Standard pay for a psychological evaluation that my lawyer needs for a court case?";
    expect(namedNounPhrasesOf(evaluation, ["northwind", "standard"])).toEqual([["court", "case"]]);
    expect(
      namedNounPhrasesOf("If the IRO got my case wrong, how long do I have to file a grievance?", ["iro"]),
    ).toEqual([]);
    // An adjective before its noun narrows it still.
    expect(namedNounPhrasesOf("Does Zava offer a monthly transit pass?", ["zava"])).toEqual([["transit", "pass"]]);
    // A phrase does not run on past a comma: "routine" is an adjective of the visit, no thing of its own.
    expect(
      namedNounPhrasesOf("Does Northwind Standard cover a routine, non-emergency doctor's visit?", [
        "northwind",
        "standard",
      ]),
    ).toEqual([]);
    expect(namedNounPhrasesOf("Is a hearing aid of $1,500 covered?", [])).toEqual([["hearing", "aid"]]);
    // A question opened by "do" has a bare verb after its subject; where the tagger read none, the word before the
    // preposition is it ("count"), no noun of "my paycheck".
    expect(
      namedNounPhrasesOf("Do the premiums taken from my paycheck count toward the out-of-pocket maximum?", []),
    ).toEqual([]);
  });

  it("reads each phrase an article or possessive opens, its head and the nouns that narrow it", () => {
    expect(namedNounPhrasesOf("Does Zava provide a company car?", ["zava"])).toEqual([["company", "car"]]);
    expect(namedNounPhrasesOf("Does Zava give its employees stock options?", ["zava"])).toEqual([
      ["employees", "stock", "options"],
    ]);
    expect(namedNounPhrasesOf("What is M. de Boer's email address?", ["boer"])).toEqual([["email", "address"]]);
    // Adjectives and measures narrow nothing; a phrase of one noun is no compound.
    expect(namedNounPhrasesOf("How much is J. Visser's irregular hours allowance?", ["visser"])).toEqual([
      ["irregular", "allowance"],
    ]);
    expect(namedNounPhrasesOf("Is a stressful week covered?", [])).toEqual([]);
    // A hyphenated word is one thing of its parts; function words and single letters are none of them.
    expect(hyphenatedPhrasesOf("Accepteert de bank een BKR-registratie?")).toEqual([["bkr", "registratie"]]);
    expect(hyphenatedPhrasesOf("What is the guest Wi-Fi password?")).toEqual([["wi", "fi"]]);
    expect(hyphenatedPhrasesOf("Does the premium count toward the out-of-pocket maximum?")).toEqual([]);
    // An English noun in -e narrows its head ("office cafeteria"); a participle after the head is said of it.
    expect(namedNounPhrasesOf("Does Zava provide free lunch in the office cafeteria?", ["zava"])).toContainEqual([
      "office",
      "cafeteria",
    ]);
    expect(namedNounPhrasesOf("Can I get a massage reimbursed on my plan?", [])).toEqual([]);
    // A Dutch inflected adjective still narrows nothing.
    expect(namedNounPhrasesOf("Wat is de maximale looptijd?", [])).toEqual([]);
    expect(namedNounPhrasesOf("Can I bring my dog to work?", [])).toEqual([]);
    // The object of a yes/no question is a phrase without an article too.
    expect(namedNounPhrasesOf("Does Northwind Standard cover pet insurance?", ["northwind", "standard"])).toEqual([
      ["pet", "insurance"],
    ]);
  });

  it("over Dutch text holds an English phrase whole where the glossary names it as one thing", () => {
    const loan = documents({
      "Taxatie.md": "Doel van de taxatie: verkrijgen van hypothecaire financiering voor de woning van de klant.",
    });
    expect(composeAnswer(promptFor("Does the client have a student loan?", loan))).toMatch(/^The documents available/);
    const debt = [...loan, ...documents({ "BKR.md": "De klant heeft een studieschuld van € 12.000 bij DUO." })];
    expect(composeAnswer(promptFor("Does the client have a student loan?", debt))).toContain("[BKR.md]");
  });

  it("declines when no source names the thing whole, and answers where one does", () => {
    const apart = [
      formatSource({ name: "Perks.pdf#page=2", text: "Zava provides company laptops and phones to every employee." }),
      formatSource({ name: "Office.pdf#page=4", text: "Parking for your car is free at the Zava office." }),
    ];
    expect(composeAnswer(promptFor("Does Zava provide a company car?", apart))).toMatch(/^The documents available/);
    const whole = [
      ...apart,
      formatSource({
        name: "Perks.pdf#page=7",
        text: "Zava provides directors with a company car after their first year.",
      }),
    ];
    expect(composeAnswer(promptFor("Does Zava provide a company car?", whole))).toContain("[Perks.pdf#page=7]");
  });

  it("declines a count of days of a kind no unit names", () => {
    const sources = [
      formatSource({
        name: "Standard.pdf#page=98",
        text:
          "It is important for Zava employees to keep in mind that the right of recovery must be requested within " +
          "two years of the service being provided.",
      }),
      formatSource({
        name: "Standard.pdf#page=15",
        text: "This helps Zava employees see how much they have paid towards their coinsurance for the year.",
      }),
    ];
    const question = "How many paid sick days do Zava employees get per year?";
    expect(composeAnswer(promptFor(question, sources))).toMatch(/^The documents available/);
    const named = [
      ...sources,
      formatSource({ name: "Handbook.pdf#page=7", text: "Zava employees get ten paid sick days per year." }),
    ];
    expect(composeAnswer(promptFor(question, named))).toContain("[Handbook.pdf#page=7]");
  });

  it.each([
    {
      question:
        "Accepteert de Hollandse Hypotheekbank een klant met een BKR-registratie voor een lening die al is afgelost?",
      source: formatSource({
        name: "Acceptatievoorwaarden.md",
        text:
          "Acceptatievoorwaarden Hollandse Hypotheekbank. Het taxatierapport moet zijn opgesteld door een taxateur die " +
          "is ingeschreven in het Nederlands Register van Vastgoed Taxateurs. Per kalenderjaar mag de klant 15% van de " +
          "lening boetevrij extra aflossen. Verbetert de klant het energielabel, dan past de bank de korting aan.",
      }),
      named: "Een BKR-registratie van een afgeloste lening is voor de Hollandse Hypotheekbank geen bezwaar.",
      language: "nl",
    },
    {
      question: "What is the guest Wi-Fi password at the Zava office?",
      source: formatSource({
        name: "Handbook.pdf#page=10",
        text:
          "Zava office security: all passwords used to access customer data must be complex and regularly updated. " +
          "Training covers data security, encryption and password security at the office.",
      }),
      named: "Guests at the Zava office use the Wi-Fi network Zava-Guest; its password is at the reception.",
      language: "en",
    },
  ])("reads a hyphenated word as one thing of its parts: $question", ({ question, source, named, language }) => {
    expect(composeAnswer(promptFor(question, [source], language))).toMatch(
      /^(?:The documents available|De documenten waar)/,
    );
    const whole = [source, formatSource({ name: "Named.md", text: named })];
    expect(composeAnswer(promptFor(question, whole, language))).toContain("[Named.md]");
  });

  it("judges only the sentences that ask, not the one that says why", () => {
    const sources = [
      formatSource({
        name: "Plan.pdf#page=5",
        text: "Northwind Health Plus covers medical foods such as enteral formulas.",
      }),
    ];
    const question = "My doctor prescribed a special tube-feeding formula. Does Health Plus cover medical foods?";
    expect(composeAnswer(promptFor(question, sources))).toContain("[Plan.pdf#page=5]");
  });
});

describe("questions of two alternatives", () => {
  it("reads the alternatives of clauses and of phrases after a preposition, not of things in one phrase", () => {
    expect(
      alternativesOf("Wordt de ruimte berekend over zijn huidige restschuld of over het bedrag waarmee hij begon?"),
    ).toEqual(["Wordt de ruimte berekend over zijn huidige restschuld", "over het bedrag waarmee hij begon?"]);
    expect(alternativesOf("Is the copay for the visit, or will I get a separate bill?")).toHaveLength(2);
    // Both things are asked about; "of" opens a clause; "of" joins verbs.
    expect(alternativesOf("Moet er een hertaxatie of eindinspectie komen voor het bouwdepot?")).toBeUndefined();
    expect(alternativesOf("Ik wil weten of de bank een taxatie vraagt?")).toBeUndefined();
    expect(alternativesOf("Regelt of betaalt de verzekering een tolk?")).toBeUndefined();
  });

  it("answers from the alternative the documents name, though the other names a thing no document has", () => {
    const sheet = documents({ [productSheet.fileName]: productSheet.content });
    const question =
      "Wordt de boetevrije ruimte berekend over de huidige restschuld of over de hoofdsom waarmee de klant begon?";
    expect(composeAnswer(promptFor(question, sheet, "nl", false, ["restschuld"]))).toContain(
      `[${productSheet.fileName}]`,
    );
    // Things named side by side are both asked about: one absent, the question is not answered.
    const both = "Moet er een hertaxatie of eindinspectie komen voor de hoofdsom wordt uitbetaald?";
    const bothPrompt = promptFor(both, sheet, "nl", false, ["hertaxatie"]);
    expect(composeAnswer(bothPrompt)).toMatch(/^De documenten/);
  });

  it("holds the things of one alternative whole, where the other names one no source holds", () => {
    const library = documents({ [conditions.fileName]: conditions.content });
    const question =
      "Mag ik bij de Hollandse de hypotheek op de WOZ-waarde baseren, of willen ze een ander bedrag zien?";
    expect(composeAnswer(promptFor(question, library, "nl"))).toContain(`[${conditions.fileName}]`);
  });
});

describe("Dutch compounds and letter grades in answers", () => {
  it("reads a Dutch compound by each of its parts' own senses: 'contactlenzen' is no 'contact customer service'", () => {
    // The glossary once gave "lenzen" the words of "contact lenses" as two senses, so "contact" alone named it.
    const asked = (text: string) =>
      composeAnswer(
        promptFor("Vergoedt Northwind Standard contactlenzen?", documents({ "Plan.pdf#page=3": text }), "nl"),
      );
    expect(asked("If you have questions about your claim, contact customer service.")).toContain(
      "bevatten geen antwoord",
    );
    expect(asked("Northwind Standard covers eye exams, glasses and contact lenses.")).toContain("contact lenses");
  });

  it("declines a Dutch compound whose parts no one source names together", () => {
    const sources = [
      formatSource({ name: "Plan.pdf#page=3", text: "All eligible employees of Zava and their spouses are covered." }),
      formatSource({ name: "Plan.pdf#page=4", text: "Zava employees choose between two plan options each year." }),
    ];
    const question = "Krijgen medewerkers van Zava aandelenopties?";
    expect(composeAnswer(promptFor(question, sources, "nl"))).toMatch(/^De documenten/);
    const granted = formatSource({ name: "Perks.pdf#page=2", text: "Zava grants share options to all employees." });
    expect(composeAnswer(promptFor(question, [...sources, granted], "nl"))).toContain("[Perks.pdf#page=2]");
  });

  it("holds a compound's first part to its own parts when it is a compound too ('huisdieren' + 'verzekering')", () => {
    const plan = [
      formatSource({
        name: "Northwind_Standard_Benefits_Details.pdf#page=31",
        text: "When selecting a home health care provider, make sure that the provider is covered under the Northwind Standard plan. Your insurance covers home health care.",
      }),
    ];
    expect(composeAnswer(promptFor("Dekt Northwind Standard een huisdierenverzekering?", plan, "nl"))).toMatch(
      /^De documenten/,
    );
  });

  it("holds every word of the question that is such a compound to its first part, not only the focus", () => {
    const conditions = documents({
      "Acceptatievoorwaarden.md":
        "Maximale financiering: Voor energiebesparende voorzieningen mag de financiering worden verhoogd tot 106% van de marktwaarde. NHG: De kostengrens en de borgtochtprovisie volgen de voorwaarden van het lopende jaar.",
    });
    const question = "Hoeveel bedraagt de borgtochtprovisie voor NHG?";
    // "provisie" and "voorzieningen" share a sense (supply), but no provision was asked about.
    expect(composeAnswer(promptFor(question, conditions, "nl"))).toMatch(/^De documenten/);
    const stated = documents({ "NHG.md": "Kosten: De borgtochtprovisie bedraagt 0,4% van de lening." });
    expect(composeAnswer(promptFor(question, [...conditions, ...stated], "nl"))).toContain("0,4% van de lening");
  });

  it("answers from a compound read by its head, but a first part no list has still narrows it", () => {
    const sheet = [
      formatSource({
        name: "Productblad.md",
        text: "• Een opstalverzekering op basis van herbouwwaarde is verplicht.",
      }),
    ];
    const insurance = composeAnswer(promptFor("Welke verzekering is verplicht?", sheet, "nl"));
    expect(insurance).toContain("opstalverzekering");
    // A list item is quoted without its bullet.
    expect(insurance).toContain("\u201eEen opstalverzekering");
    expect(focusNounParts("mailadres")[0]).toContain("mail");
    const employer = [
      "Werkgeversverklaring.md: Gegevens werkgever | Veld | Waarde | | Vestigingsadres | Havenweg 12, Vianen | | Contactpersoon | M. de Boer, HR-adviseur |",
    ];
    expect(composeAnswer(promptFor("Wat is het e-mailadres van M. de Boer?", employer, "nl"))).toMatch(
      /^De documenten/,
    );
  });

  it("reads a letter as the row that names it, not as what the whole table is about", () => {
    const sheet = [
      "Productblad_Groen_Wonen_Hypotheek.md: De Groen Wonen Hypotheek is een hypotheek met een rentekorting voor woningen met een goed energielabel. Rentekorting per energielabel | Energielabel | Rentekorting | | A | 0,20 procentpunt | | B | 0,10 procentpunt | | C of lager | geen korting |",
    ];
    const answer = composeAnswer(
      promptFor("Welke rentekorting geeft de Groen Wonen Hypotheek bij energielabel C?", sheet, "nl"),
    );
    expect(answer).toContain("geen korting");
  });
});

describe("a question's words widened with related words", () => {
  const sources = [
    formatSource({ name: "Plan.pdf#page=9", text: "A hearing test costs $50 per visit." }),
    formatSource({ name: "Plan.pdf#page=3", text: "A doctor costs $20 per visit." }),
  ];
  it("reads a word no dictionary knows as the nearest word of the sources, in its focus too ('vaule': value)", () => {
    const report = documents({
      "Taxatierapport_Lindelaan_8_Utrecht.md":
        "Kerngegevens:\n| Onderdeel | Waarde |\n| Marktwaarde (vrij van huur en gebruik) | € 465.000 |\n| Marktwaarde na verbouwing | € 495.000 |\n| Datum rapport | 15 december 2025 |",
    });
    const answer = composeAnswer(
      promptFor("What is the market vaule of Lindelaan 8 after the renovation?", report, "en"),
    );
    expect(answer).toContain("€ 495.000");
    // A word the dictionaries know is no slip, though one letter from a word of the sources.
    expect(composeAnswer(promptFor("What is the market valve of Lindelaan 8?", report, "en"))).not.toContain("€");
  });

  it("reads a slip of a dictionary word as that word, with its senses ('boette': boete, in 'boetevrij')", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen. Een offerte is zes weken geldig; verlenging met drie maanden kost eenmalig € 250.",
    });
    const answer = composeAnswer(promptFor("Kost het de klant een boette?", sheet, "nl"));
    expect(answer).toContain("boetevrij extra aflossen");
    // The cost of a quotation's extension shares only "kost" with the question.
    expect(answer).not.toContain("offerte");
  });

  it("reads a misspelt word as the nearest of its spellings' cognates ('rentekortnig': rentekorting)", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Rentekorting per energielabel:\n| Energielabel | Rentekorting |\n| A++ en A+ | 0,25 procentpunt |\n| B | 0,10 procentpunt |\nBoven de vrije ruimte berekent de bank een vergoeding voor het renteverschil.",
    });
    // The form as typed shares only its first four letters with "renteverschil"; its stem is one letter from
    // "rentekorting"'s.
    const answer = composeAnswer(promptFor("Hoeveel rentekortnig krijgt de klant bij label A+?", sheet, "nl"));
    expect(answer).toContain("0,25 procentpunt");
    expect(answer).not.toContain("renteverschil");
  });

  it("counts a derived form of a question's word as the word itself: a 'quotation' is the 'quote' asked about", () => {
    const sheet = documents({
      "Productblad_Groen_Wonen_Hypotheek.md":
        "Kosten: De bank rekent geen afsluitkosten. Een offerte is zes weken geldig; verlenging met drie maanden kost eenmalig € 250.",
      "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md":
        "Rente: De rente wordt vastgezet op de datum van de offerte en is drie maanden geldig.",
    });
    // FreeDict gives "offerte" the sense "quotation", WordNet relates "quote" to it; no synonym would count.
    expect(composeAnswer(promptFor("How long does a Groen Wonen Hypotheek quote stay valid?", sheet, "en"))).toContain(
      "zes weken geldig",
    );
  });

  it("finds the unit that says it in other words", () => {
    // "physician" reaches "doctor" through WordNet: the first source shares only "costs" and "visit".
    const answer = composeAnswer(promptFor("How much does a physician visit cost?", sources));
    expect(answer).toContain("[Plan.pdf#page=3]");
    expect(answer).not.toContain("[Plan.pdf#page=9]");
  });
});

describe("kinds and units asked in few words", () => {
  const report = documents({ [valuation.fileName]: valuation.content });

  it("reads a question that opens with a kind noun as asking for that kind ('Bouwjaar…?', 'Year the house…?')", () => {
    expect(answerTypeOf("Bouwjaar van het huis aan de Lindelaan 8?")).toBe("date");
    expect(answerTypeOf("Year the Lindelaan 8 house was built?")).toBe("date");
    expect(answerTypeOf("Hypotheekbedrag Visser?")).toBe("number");
    // A word that only ends in a kind noun after a function word is no compound of it ("voor" + "deel").
    expect(answerTypeOf("Voordeel van NHG?")).toBeUndefined();
    const answer = composeAnswer(promptFor("Year the Lindelaan 8 house was built?", report, "en"));
    expect(answer).toContain("uit 1934");
    expect(answer).not.toContain("binnen twee jaar");
  });

  it("reads a unit typed short as the unit ('yrs': years), so it is what the question counts in, no thing it names", () => {
    const roles = documents({
      "role_library.pdf#page=9":
        "VP of Operations. The VP of Operations will be responsible for developing and executing strategic plans. " +
        "Qualifications: • 10+ years of experience in operations management and/or business operations.",
    });
    expect(composeAnswer(promptFor("how many yrs experience needed for VP of Operations", roles))).toContain(
      "10+ years of experience",
    );
    expect(termsOf("38 hrs a week")).toEqual(termsOf("38 hours a week"));
    // A word that is also a property every object has is a word all the same.
    expect(words("the constructor's hasOwnProperty toString")).toEqual([
      "the",
      "constructor's",
      "hasownproperty",
      "tostring",
    ]);
    expect(answerTypeOf("Which constructor built the house at Lindelaan 8?")).toBeUndefined();
    expect(answerTypeOf("Constructor of the house?")).toBeUndefined();
    // "HR" is human resources as often: "HR-adviseur" has no hours.
    expect(termsOf("Contactpersoon: M. de Boer, HR-adviseur")).not.toContain("hour");
  });
});
