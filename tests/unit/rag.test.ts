import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { streamText } from "ai";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnglishTagger } from "../../worker/ai/english-tagger";
import { followupSplitter } from "../../worker/ai/followups";
import { composeAnswer, selectSentences } from "../../worker/ai/local-model";
import { namesIn } from "../../worker/ai/names";
import { sourceLine, systemPrompt, userPrompt } from "../../worker/ai/prompts";
import { chatModelFor } from "../../worker/providers/chat-model";
import { type Chunk, chunkDocument } from "../../worker/rag/chunk";
import { demoDocuments } from "../../worker/rag/demo-documents";
import { dot, localEmbed } from "../../worker/rag/embedder";
import { parseFile } from "../../worker/rag/parse";
import { detectLanguage, stem, termsOf } from "../../worker/rag/text";
import { columnScores, toColumns, type VectorColumns } from "../../worker/rag/vector-columns";
import { settingsSchema } from "../../worker/settings";

// The pipeline and the local model load the part-of-speech tagger before they answer; so do these tests.
beforeAll(loadEnglishTagger);

const docx = (body: string) =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "word/document.xml": strToU8(`<w:document><w:body>${body}</w:body></w:document>`),
  });
const para = (text: string, style = "") =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t>${text}</w:t></w:r></w:p>`;
const cell = (text: string) => `<w:tc>${para(text)}</w:tc>`;

describe("parsing", () => {
  it("reads a Word document's headings, paragraphs and tables in order", async () => {
    const table = `<w:tbl><w:tr>${cell("Label")}${cell("Korting")}</w:tr><w:tr>${cell("A")}${cell("0,20%")}</w:tr></w:tbl>`;
    const parsed = await parseFile(
      ".docx",
      docx(`${para("Rentekorting", "Heading1")}${para("Zuinige woningen krijgen korting &amp; meer.")}${table}`),
    );
    expect(parsed.pages[0]?.blocks).toEqual([
      { kind: "heading", text: "Rentekorting" },
      { kind: "text", text: "Zuinige woningen krijgen korting & meer." },
      { kind: "table", text: "| Label | Korting |\n| A | 0,20% |" },
    ]);
  });

  it("reads each sheet of a workbook as a page, with shared strings", async () => {
    const xlsx = zipSync({
      "xl/workbook.xml": strToU8(
        '<workbook><sheets><sheet name="Tarieven" sheetId="1"/><sheet name="Kosten" sheetId="2"/></sheets></workbook>',
      ),
      "xl/sharedStrings.xml": strToU8("<sst><si><t>Looptijd</t></si><si><t>Rente</t></si></sst>"),
      "xl/worksheets/sheet1.xml": strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2"><v>10</v></c><c r="B2"><v>3.9</v></c></row></sheetData></worksheet>',
      ),
      "xl/worksheets/sheet2.xml": strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Notaris</t></is></c><c r="C1"><v>1200</v></c></row></sheetData></worksheet>',
      ),
    });
    const parsed = await parseFile(".xlsx", xlsx);
    expect(parsed.pageCount).toBe(2);
    expect(parsed.pages[0]).toMatchObject({ number: 1, label: "Sheet Tarieven" });
    expect(parsed.pages[0]?.blocks[1]?.text).toBe("| Looptijd | Rente |\n| 10 | 3.9 |");
    expect(parsed.pages[1]?.blocks[1]?.text).toBe("| Notaris |  | 1200 |");
  });

  it("reads slides in order as pages", async () => {
    const slide = (title: string, text: string) =>
      strToU8(
        `<p:sld><p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:sp><p:sp><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:sp></p:sld>`,
      );
    const pptx = zipSync({
      "ppt/slides/slide10.xml": slide("Tien", "Laatste dia."),
      "ppt/slides/slide2.xml": slide("Twee", "Tweede dia."),
    });
    const parsed = await parseFile(".pptx", pptx);
    expect(parsed.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(parsed.pages[0]?.blocks).toEqual([
      { kind: "heading", text: "Twee" },
      { kind: "text", text: "Tweede dia." },
    ]);
  });

  it("reads HTML without scripts and keeps its tables; JSON as path: value lines", async () => {
    const html = await parseFile(
      ".html",
      strToU8(
        "<html><head><title>t</title><script>alert(1)</script></head><body><h1>Voorwaarden</h1><p>Eerste &euro; alinea.</p><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table></body></html>",
      ),
    );
    const texts = html.pages[0]?.blocks.map((block) => block.text);
    expect(texts).toContain("Voorwaarden");
    expect(texts).toContain("| A | B |\n| 1 | 2 |");
    expect(JSON.stringify(texts)).not.toContain("alert");
    const json = await parseFile(".json", strToU8('{"lender":{"name":"Kustbank","rates":[3.9,4.1]}}'));
    expect(json.pages[0]?.blocks.map((block) => block.text)).toEqual([
      "lender.name: Kustbank.",
      "lender.rates[0]: 3.9.",
      "lender.rates[1]: 4.1.",
    ]);
  });
});

describe("chunking", () => {
  it("cuts at sentences near 1,000 characters with overlap, per page, and never cuts a table that fits", async () => {
    const sentence = (n: number) =>
      `Zin nummer ${n} beschrijft een voorwaarde van de geldverstrekker in gewone woorden.`;
    const prose = Array.from({ length: 40 }, (_, n) => sentence(n)).join(" ");
    const table = ["| Label | Korting |", ...Array.from({ length: 30 }, (_, n) => `| L${n} | 0,${n}% |`)].join("\n");
    const chunks = chunkDocument("Blad.pdf", {
      pageCount: 2,
      pages: [
        {
          number: 1,
          blocks: [
            { kind: "text", text: prose },
            { kind: "table", text: table },
          ],
        },
        { number: 2, blocks: [{ kind: "text", text: "Korte tweede pagina." }] },
      ],
    });
    for (const chunk of chunks.filter((chunk) => !chunk.content.includes("|")))
      expect(chunk.content.length).toBeLessThanOrEqual(1100);
    expect(chunks.every((chunk) => /[.|]$/.test(chunk.content))).toBe(true);
    expect(
      chunks.filter((chunk) => chunk.content.includes("| L0 |") && chunk.content.includes("| L29 |")),
    ).toHaveLength(1);
    const [first, second] = chunks;
    const lastSentence = first?.content.split(". ").at(-1) ?? "";
    expect(second?.content.startsWith(lastSentence.slice(0, 20))).toBe(true);
    expect(chunks.at(-1)).toMatchObject({ citation: "Blad.pdf#page=2", content: "Korte tweede pagina." });
  });
});

describe("cross-language terms and the embedder", () => {
  it("gives Dutch and English texts the same concepts", () => {
    expect(termsOf("Hoe hoog is het eigen risico?")).toContain(stem("deductible"));
    expect(termsOf("What is the deductible?")).toContain(stem("deductible"));
    expect(termsOf("sportkosten")).toEqual(expect.arrayContaining(["sport", "cost"]));
    // A verb asks for what the documents name with a noun: "Wat verdient…" finds the salary ("salaris").
    expect(termsOf("Wat verdient zij?")).toContain(stem("salary"));
    expect(termsOf("salaris")).toContain(stem("salary"));
    expect(detectLanguage("Hoeveel weken vakantie krijg ik?")).toBe("nl");
    expect(detectLanguage("How many weeks of vacation do I get?")).toBe("en");
  });

  it("reads a function word with a clitic as grammar, a noun's possessive as the noun", () => {
    // "I'll" is no "ill", "can't" no "cant", "z'n" no word at all; "Visser's" is Visser.
    expect(termsOf("I'll be abroad, I'm ill and can't work; z'n werkgever")).toEqual(
      termsOf("be abroad, ill and work; werkgever").filter((term) => term !== stem("be")),
    );
    expect(termsOf("I'll")).toEqual([]);
    // Dutch pronominal adverbs stand for a thing named elsewhere.
    expect(termsOf("daarvoor hiermee waarop erbij")).toEqual([]);
    expect(termsOf("J. Visser's salary")).toEqual(expect.arrayContaining(["visser", stem("salary")]));
  });

  it("reads British spelling as American, which the lexicons and documents use", () => {
    expect(termsOf("neighbourhood")).toContain(termsOf("neighborhood")[0]);
    expect(termsOf("the colour of the organisation")).toEqual(
      expect.arrayContaining([stem("color"), stem("organization")]),
    );
    // A word both spell alike stays as it is.
    expect(termsOf("salary")).toEqual(termsOf("salary"));
  });

  it("embeds deterministically and closer for related texts, across languages", () => {
    const question = localEmbed("Hoeveel vakantiedagen krijgt een medewerker?");
    expect(Array.from(question)).toEqual(Array.from(localEmbed("Hoeveel vakantiedagen krijgt een medewerker?")));
    const related = localEmbed("Every employee receives 25 vacation days per year.");
    const unrelated = localEmbed("The valuation report states the market value of the house.");
    expect(dot(question, related)).toBeGreaterThan(dot(question, unrelated));
  });

  it("scores every chunk from the column layout exactly as a chunk-by-chunk dot product", () => {
    const question = localEmbed("Hoeveel weken vakantie krijgt een senior medewerker?");
    const dense = Float32Array.from(question, (_, i) => Math.sin(i + 1));
    const passages = [
      localEmbed("Every employee receives 25 vacation days per year."),
      null,
      localEmbed("Senior medewerkers krijgen vier weken vakantie."),
      dense,
    ];
    const columns = toColumns(passages);
    expect(Array.from(columns?.present ?? [])).toEqual([1, 0, 1, 1]);
    for (const query of [question, dense]) {
      const scores = columnScores(query, columns as VectorColumns);
      passages.forEach((passage, j) => {
        if (passage) expect(scores[j]).toBe(dot(query, passage));
      });
    }
  });
});

const promptFor = (question: string, sources: string[], language = "en", followups = false) => [
  { role: "system" as const, content: systemPrompt({ language, followups }) },
  { role: "user" as const, content: [{ type: "text" as const, text: userPrompt(question, sources) }] },
];

describe("the local grounded model", () => {
  const sources = [
    "Productblad.md: De offerte is zes weken geldig. Verlenging kost 250 euro.",
    "Voorwaarden.pdf#page=3: The bank offers fixed-rate periods of 1, 5, 10, 20 and 30 years. Early repayment: Each year 10% may be repaid early without a fee.",
  ];

  it("answers only from its sources and cites each sentence", () => {
    const answer = composeAnswer(promptFor("Hoe lang is de offerte geldig?", sources, "nl"));
    expect(answer).toContain("Volgens de documenten: \u201eDe offerte is zes weken geldig.\u201d [Productblad.md]");
    expect(answer).not.toContain("30 years");
  });

  it("says plainly, in the question's language, when the sources do not hold the answer", () => {
    expect(composeAnswer(promptFor("Wat is de hoofdstad van Peru?", sources, "nl"))).toMatch(
      /^De documenten .* bevatten geen antwoord/,
    );
    expect(composeAnswer(promptFor("What is the capital of Peru?", [], "en"))).toMatch(/do not hold the answer/);
  });

  it("adds follow-up questions in double angle brackets when asked, which the splitter takes out", () => {
    const answer = composeAnswer(promptFor("Which fixed-rate periods does the bank offer?", sources, "en", true));
    const splitter = followupSplitter();
    let shown = "";
    for (const piece of answer.match(/\S+\s*/g) ?? []) shown += splitter.push(piece);
    const { rest, followups } = splitter.finish();
    expect((shown + rest).trim()).toContain("[Voorwaarden.pdf#page=3]");
    expect(shown).not.toContain("<<");
    // A follow-up asks about what a source answers (here its section "Early repayment"), not about stray words,
    // and only when the answer step answers it from that source.
    expect(followups).toEqual(["What does Voorwaarden say about \u201cEarly repayment\u201d?"]);
  });
});

const readSource = (line: string) => {
  const at = line.indexOf(": ");
  return { name: line.slice(0, at), text: line.slice(at + 2) };
};

/** A demo library document as the model receives it: one source line per chunk, as retrieval passes them. */
async function demoSourceLines(fileName: string): Promise<string[]> {
  const document = demoDocuments.find((candidate) => candidate.fileName === fileName);
  if (!document) throw new Error(`no demo document ${fileName}`);
  const chunks = chunkDocument(fileName, await parseFile(".md", new TextEncoder().encode(document.content)));
  return chunks.map((chunk) =>
    sourceLine(
      { ...chunk, chunkId: 0, documentId: "", fileName, captions: [], searchScore: 1, rerankerScore: null },
      false,
    ),
  );
}

describe("the local grounded model on the demo library", () => {
  it("answers a figure from a table row, with the table's caption, not the whole table", async () => {
    const sources = await demoSourceLines("Taxatierapport_Lindelaan_8_Utrecht.md");
    const answer = composeAnswer(promptFor("Wat is de marktwaarde van de woning aan de Lindelaan 8?", sources, "nl"));
    expect(answer).toContain(
      "\u201eKerngegevens — Marktwaarde (vrij van huur en gebruik): € 465.000\u201d [Taxatierapport_Lindelaan_8_Utrecht.md]",
    );
    // A row that shares only part of the word ("Executiewaarde": value) does not join.
    expect(answer).not.toContain("Executiewaarde");
    expect(answer).not.toContain("slaapkamers");
    expect(answer).not.toContain("Waardepeildatum");
  });

  it("takes the heading between two tables as the second table's caption", async () => {
    const sources = await demoSourceLines("Werkgeversverklaring_J_Visser.md");
    const answer = composeAnswer(promptFor("Wat is het bruto jaarsalaris van J. Visser?", sources, "nl"));
    expect(answer).toContain("Inkomen — Bruto jaarsalaris (exclusief toeslagen): € 52.800");
    expect(answer).not.toMatch(/Arbeidsduur.*Inkomen/);
  });

  it("answers about the person asked after, not about another borrower whose statement matches as well", async () => {
    const sources = [
      "Jan_de_Vries-werkgeversverklaring.pdf#page=1: Werkgeversverklaring. Gemeente Amersfoort verklaart dat Jan de Vries sinds 1 september 2014 in vaste dienst is. Bruto jaarsalaris inclusief vakantiegeld 64.500 euro.",
      ...(await demoSourceLines("Werkgeversverklaring_J_Visser.md")),
    ];
    const answer = composeAnswer(promptFor("Wat is het bruto jaarsalaris van J. Visser?", sources, "nl"));
    expect(answer).toContain("€ 52.800\u201d [Werkgeversverklaring_J_Visser.md]");
    expect(answer).not.toContain("Jan_de_Vries");
    // Asked without a name, both statements answer.
    const unnamed = composeAnswer(promptFor("Wat is het bruto jaarsalaris?", sources, "nl"));
    expect(unnamed).toContain("[Jan_de_Vries-werkgeversverklaring.pdf#page=1]");
  });

  it("answers with the row that names what is asked for, even when the file is named after it too", async () => {
    const sources = await demoSourceLines("Werkgeversverklaring_J_Visser.md");
    const answer = composeAnswer(promptFor("Bij welke werkgever werkt J. Visser?", sources, "nl"));
    expect(answer).toMatch(
      /^Volgens de documenten: \u201eGegevens werkgever — Naam werkgever: Rivierland Logistiek B\.V\./,
    );
  });

  it("reads a heading with the sentence it labels, never as an answer of its own", () => {
    const sources = [
      "Plan.pdf#page=4: Coverage for Weight Loss Surgery: Northwind Plus also covers weight loss surgery when it is medically necessary.",
    ];
    const chosen = selectSentences("Is weight loss surgery covered?", sources.map(readSource));
    expect(chosen.map((candidate) => candidate.text)).not.toContain("Coverage for Weight Loss Surgery:");
    expect(chosen[0]?.text).toMatch(/^Coverage for Weight Loss Surgery: Northwind Plus also covers/);
  });

  it("answers with a key-value line of a form, kept as its own line from the file to the answer", async () => {
    const parsed = await parseFile(
      ".txt",
      new TextEncoder().encode("Naam: Jan de Vries\nBruto salaris: 4.200 euro per maand\nWerkgever: Noord BV\n"),
    );
    const [chunk] = chunkDocument("Salarisstrook-Jan.txt", parsed);
    expect(chunk?.content).toBe("Naam: Jan de Vries\nBruto salaris: 4.200 euro per maand\nWerkgever: Noord BV");
    const source = sourceLine(
      {
        ...(chunk as Chunk),
        chunkId: 0,
        documentId: "",
        fileName: "Salarisstrook-Jan.txt",
        captions: [],
        searchScore: 1,
        rerankerScore: null,
      },
      false,
    );
    const answer = composeAnswer(promptFor("Wat is het bruto salaris van Jan de Vries?", [source], "nl"));
    expect(answer).toBe(
      "Volgens de documenten: \u201eBruto salaris: 4.200 euro per maand\u201d [Salarisstrook-Jan.txt]",
    );
  });

  it("reads the names in a question: capitalised words after the first, not acronyms", () => {
    expect(namesIn("Wat is het bruto jaarsalaris van J. Visser?")).toEqual(["visser"]);
    expect(namesIn("Does Health Plus cover hearing aids?")).toEqual(["health", "plus"]);
    expect(namesIn("Wat is de NHG-kostengrens in 2026?")).toEqual([]);
    expect(namesIn("What is J. Visser's gross annual salary?")).toEqual(["visser"]);
  });

  it("answers what a fact question asks for rather than a sentence that shares its other words", async () => {
    const sources = await demoSourceLines("Taxatierapport_Lindelaan_8_Utrecht.md");
    const answer = composeAnswer(promptFor("Welke energielabel heeft de woning aan de Lindelaan 8?", sources, "nl"));
    expect(answer).toMatch(/^Volgens de documenten: .*Het huidige energielabel is D/);
    expect(answer).not.toContain("courantheid");
    // The section heading ("Energie") is a label of its own, not the first word of the sentence.
    expect(answer).not.toContain("Energie Het");
  });

  it("reads a word that names the kind of answer ('Tot welk bedrag…') as no focus: the figure counts", () => {
    const sources = [
      "Voorwaarden.md: De verzekeraar vergoedt het bedrag van een annulering van de taxatie niet.",
      "Regeling.md: Medewerkers declareren sportkosten tot € 500 per jaar.",
    ];
    const chosen = selectSentences("Tot welk bedrag kan ik sportkosten declareren?", sources.map(readSource));
    const [best] = chosen.sort((a, b) => b.score - a.score);
    expect(best?.text).toBe("Medewerkers declareren sportkosten tot € 500 per jaar.");
  });

  it("names a multi-column table's headers in the row it answers with", () => {
    const sources = [
      "Plans.pdf#page=2: Coinsurance by plan | Plan | In-network | Out-of-network | | Standard | 20% | 40% | | Plus | 10% | 30% |",
    ];
    expect(composeAnswer(promptFor("What is the out-of-network coinsurance of Plus?", sources, "en"))).toContain(
      "\u201cCoinsurance by plan — Plus — In-network: 10%; Out-of-network: 30%\u201d [Plans.pdf#page=2]",
    );
  });
});

describe("Azure OpenAI adapter", () => {
  const requests: { url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
  let endpoint = "";
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body) });
      response.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "gpt-4o", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: "assistant", content: "" }));
      for (const word of ["De offerte ", "is zes weken ", "geldig [Productblad.md]."])
        response.write(chunk({ content: word }));
      response.write(chunk({}, "stop"));
      response.end("data: [DONE]\n\n");
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("streams through streamText from the deployment named in settings", async () => {
    const settings = settingsSchema.parse({
      CHAT_PROVIDER: "azure",
      AZURE_OPENAI_ENDPOINT: endpoint,
      AZURE_OPENAI_API_KEY: "test-key",
      AZURE_OPENAI_CHAT_DEPLOYMENT: "gpt-4o-adviesdesk",
    });
    const { model, name } = chatModelFor(settings);
    expect(name).toBe("azure:gpt-4o-adviesdesk");
    const result = streamText({
      model,
      system: systemPrompt({ language: "nl", followups: false }),
      messages: [
        {
          role: "user",
          content: userPrompt("Hoe lang is de offerte geldig?", ["Productblad.md: De offerte is zes weken geldig."]),
        },
      ],
      temperature: 0.3,
      seed: 7,
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join("")).toBe("De offerte is zes weken geldig [Productblad.md].");
    expect(deltas.length).toBe(3);
    const [request] = requests;
    expect(request?.url).toBe("/openai/deployments/gpt-4o-adviesdesk/chat/completions?api-version=2024-10-21");
    expect(request?.headers["api-key"]).toBe("test-key");
    expect(request?.body).toMatchObject({ stream: true, temperature: 0.3, seed: 7 });
    expect(JSON.stringify(request?.body.messages)).toContain("Productblad.md: De offerte is zes weken geldig.");
  });

  it("streams from an OpenAI-compatible API with the model and bearer key from settings", async () => {
    requests.length = 0;
    const settings = settingsSchema.parse({
      CHAT_PROVIDER: "openai-compatible",
      OPENAI_COMPATIBLE_BASE_URL: `${endpoint}/v1`,
      OPENAI_COMPATIBLE_API_KEY: "local-key",
      OPENAI_COMPATIBLE_MODEL: "mistral-small",
    });
    const { model, name } = chatModelFor(settings);
    expect(name).toBe("openai-compatible:mistral-small");
    const result = streamText({
      model,
      messages: [{ role: "user", content: "Hoe lang is de offerte geldig?" }],
      temperature: 0.2,
    });
    let text = "";
    for await (const delta of result.textStream) text += delta;
    expect(text).toBe("De offerte is zes weken geldig [Productblad.md].");
    const [request] = requests;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer local-key");
    expect(request?.body).toMatchObject({ model: "mistral-small", stream: true, temperature: 0.2 });
  });

  it("refuses an OpenAI-compatible provider without its address and model", () => {
    const settings = settingsSchema.parse({ CHAT_PROVIDER: "openai-compatible" });
    expect(() => chatModelFor(settings)).toThrow(/OPENAI_COMPATIBLE_BASE_URL/);
  });
});
