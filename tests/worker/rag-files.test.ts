import { env } from "cloudflare:workers";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { chatAnswerSchema } from "../../schemas/chat";
import { uploadedFilesSchema } from "../../schemas/files";
import { authed, call, chat, upload } from "./rag-helpers";
import { anna, bram } from "./tokens";

const carla = {
  oid: "5f1c1d2e-0a11-4a7e-9a10-000000000c03",
  name: "Carla Bakker",
  email: "carla@adviesdesk.example",
  groups: ["compliance"],
  role: "compliance" as const,
};

const errorOf = async (response: Response) => (await response.json()) as { code: string; error: string };
const listOf = async (user: typeof anna) =>
  (await (await call("/list_uploaded", { headers: await authed(user) })).json()) as string[];
const post = async (user: typeof anna, path: string, body: unknown) =>
  call(path, {
    method: "POST",
    headers: { ...(await authed(user)), "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("bad input on upload", () => {
  it("refuses an unknown type with 415", async () => {
    const response = await upload(anna, "setup.exe", "MZ binary");
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe("UNSUPPORTED_FILE_TYPE");
  });

  it("refuses an empty file", async () => {
    const response = await upload(anna, "leeg.txt", "");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "EMPTY_FILE", error: "The file is empty." });
  });

  it("refuses a 50 MB file with 413", async () => {
    const response = await upload(anna, "groot.pdf", new Uint8Array(50 * 1_048_576));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a file that is no PDF with 422; a damaged PDF fails in the queue with its reason in the list", async () => {
    const notPdf = await upload(anna, "nep.pdf", "just text pretending");
    expect(notPdf.status).toBe(422);
    expect((await errorOf(notPdf)).code).toBe("INVALID_FILE");
    expect(await listOf(anna)).not.toContain("nep.pdf");
    // Opening a PDF is the consumer's work (pdf.js is not in the API Worker): the upload is accepted, the parse fails.
    const response = await upload(anna, "kapot.pdf", "%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref");
    expect(response.status).toBe(202);
    const files = uploadedFilesSchema.parse(await (await call("/uploads", { headers: await authed(anna) })).json());
    expect(files.find((file) => file.file_name === "kapot.pdf")).toMatchObject({
      status: "failed",
      error: "The PDF is damaged or encrypted and cannot be read.",
      chunks: 0,
    });
  });

  it("refuses a docx zip bomb without unpacking it", async () => {
    const bomb = zipSync({ "word/document.xml": new Uint8Array(80 * 1_048_576) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(1_048_576);
    const response = await upload(anna, "bom.docx", bomb);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).error).toMatch(/unpacks to/);
    expect(await listOf(anna)).not.toContain("bom.docx");
  });

  it("refuses path traversal in file names and in /content", async () => {
    for (const name of ["../geheim.txt", "..\\geheim.txt", ".env.txt"]) {
      const response = await upload(anna, name, "x");
      // FormData may strip folders from a name; whatever reaches the Worker must not be accepted as a path.
      expect([400, 201, 202]).toContain(response.status);
      if (response.status !== 400) expect(await listOf(anna)).not.toContain(name);
    }
    for (const path of ["/content/..%2F..%2Fwrangler.toml", "/content/%2E%2E%2Fsecret.txt", "/content/a%5Cb.txt"]) {
      const response = await call(path, { headers: await authed(anna) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("INVALID_FILE_NAME");
    }
  });

  it("needs a sign-in for every file route", async () => {
    for (const [method, path] of [
      ["POST", "/upload"],
      ["GET", "/list_uploaded"],
      ["GET", "/uploads"],
      ["POST", "/delete_uploaded"],
      ["POST", "/reprocess_document"],
      ["GET", "/content/x.txt"],
      ["POST", "/chat"],
      ["POST", "/chat/stream"],
      ["POST", "/ask"],
    ] as const) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("two users", () => {
  const secret =
    "Het bijzondere kortingstarief Zeeuwse Kustkorting bedraagt precies 0,37 procentpunt voor klanten van Anna.";

  it("keeps list, content, delete, reprocess and retrieval apart", async () => {
    expect((await upload(anna, "Anna_Notities.txt", secret)).status).toBe(202);
    expect(await listOf(anna)).toContain("Anna_Notities.txt");
    expect(await listOf(bram)).not.toContain("Anna_Notities.txt");

    const own = await call("/content/Anna_Notities.txt", { headers: await authed(anna) });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Zeeuwse Kustkorting");
    expect((await call("/content/Anna_Notities.txt", { headers: await authed(bram) })).status).toBe(404);

    expect((await post(bram, "/delete_uploaded", { filename: "Anna_Notities.txt" })).status).toBe(404);
    expect((await post(bram, "/reprocess_document", { file_name: "Anna_Notities.txt" })).status).toBe(404);

    const question = "Hoeveel bedraagt de Zeeuwse Kustkorting?";
    const annaAnswer = chatAnswerSchema.parse(await (await chat(anna, question)).json());
    expect(JSON.stringify(annaAnswer.context.data_points)).toContain('"Anna_Notities.txt: ');
    expect(annaAnswer.message.content).toContain("[Anna_Notities.txt]");
    for (const mode of ["hybrid", "text", "vectors"]) {
      const bramAnswer = chatAnswerSchema.parse(
        await (await chat(bram, question, { retrieval_mode: mode, top: 50 })).json(),
      );
      expect(JSON.stringify(bramAnswer)).not.toContain("Kustkorting bedraagt");
      expect(bramAnswer.message.content).not.toContain("Anna_Notities.txt");
    }

    expect((await post(anna, "/delete_uploaded", { filename: "Anna_Notities.txt" })).status).toBe(200);
    expect(await listOf(anna)).not.toContain("Anna_Notities.txt");
    const after = chatAnswerSchema.parse(await (await chat(anna, question)).json());
    expect(JSON.stringify(after.context.data_points)).not.toContain("Kustkorting");
    expect(await env.UPLOADS.head(`uploads/${anna.oid}/Anna_Notities.txt`)).toBeNull();
  });

  it("finds a caller's passage in text search however many better matches another adviser holds", async () => {
    // Bram's file matches the question in more chunks than a search takes candidates (50), and better: a search
    // that ranked every user's chunks before keeping the caller's would leave Anna nothing.
    const paragraph = (i: number) =>
      `Paragraaf ${i}. De Duinregeling geldt in kwartier ${i}: Duinregeling, Duinregeling en nog eens Duinregeling. ${"Tekst zonder betekenis. ".repeat(30)}`;
    const crowd = Array.from({ length: 70 }, (_, i) => paragraph(i)).join("\n\n");
    expect((await upload(bram, "Bram_Duinen.txt", crowd)).status).toBe(202);
    expect(
      (await upload(anna, "Anna_Duinen.txt", "Afspraak met de klant over de Duinregeling in Zeeland.")).status,
    ).toBe(202);
    const answer = chatAnswerSchema.parse(
      await (await chat(anna, "Wat is de Duinregeling?", { retrieval_mode: "text" })).json(),
    );
    expect(JSON.stringify(answer.context.data_points)).toContain("Anna_Duinen.txt: ");
    expect(JSON.stringify(answer)).not.toContain("Bram_Duinen.txt");
  });

  it("shares a document with the uploader's groups only when asked", async () => {
    await upload(
      anna,
      "Team_Afspraken.md",
      "# Afspraken\nDe teamlimiet voor Amstelkrediet is 12.500 euro per aanvraag.",
      { shared: "true" },
    );
    const question = "Wat is de teamlimiet voor Amstelkrediet?";
    const bramAnswer = chatAnswerSchema.parse(await (await chat(bram, question)).json());
    expect(bramAnswer.message.content).toContain("[Team_Afspraken.md]");
    expect((await call("/content/Team_Afspraken.md", { headers: await authed(bram) })).status).toBe(200);
    // Bram may read it but it is not his: he cannot delete it, and his own-uploads filter leaves it out.
    expect((await post(bram, "/delete_uploaded", { filename: "Team_Afspraken.md" })).status).toBe(404);
    const ownOnly = chatAnswerSchema.parse(
      await (await chat(bram, question, { use_oid_security_filter: true })).json(),
    );
    expect(JSON.stringify(ownOnly.context.data_points)).not.toContain("Team_Afspraken.md");
    const carlaAnswer = chatAnswerSchema.parse(await (await chat(carla, question)).json());
    expect(JSON.stringify(carlaAnswer.context.data_points)).not.toContain("Team_Afspraken.md");
  });
});

describe("index replacement", () => {
  it("re-uploading replaces the chunks; a failed reprocess keeps the previous index and says why", async () => {
    await upload(anna, "Tarieven.md", "# Tarieven\nHet advies kost 1.950 euro bij Kustadvies.");
    await upload(anna, "Tarieven.md", "# Tarieven\nHet advies kost 2.250 euro bij Kustadvies.");
    const answer = chatAnswerSchema.parse(await (await chat(anna, "Wat kost het advies bij Kustadvies?")).json());
    expect(answer.message.content).toContain("2.250 euro");
    expect(JSON.stringify(answer.context.data_points)).not.toContain("1.950");

    // The stored original is damaged behind the index's back; reprocessing must fail and keep the old chunks.
    await env.UPLOADS.put(`uploads/${anna.oid}/Tarieven.md`, new Uint8Array(0));
    const documentId = (
      await env.DB.prepare("SELECT id FROM documents WHERE owner_id = ? AND file_name = ?")
        .bind(anna.oid, "Tarieven.md")
        .first<{ id: string }>()
    )?.id;
    await env.DB.prepare("UPDATE documents SET storage_key = ? WHERE id = ?")
      .bind("uploads/missing/Tarieven.md", documentId)
      .run();
    expect((await post(anna, "/reprocess_document", { file_name: "Tarieven.md" })).status).toBe(202);
    const files = uploadedFilesSchema.parse(await (await call("/uploads", { headers: await authed(anna) })).json());
    expect(files.find((file) => file.file_name === "Tarieven.md")).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/missing/),
    });
    const still = chatAnswerSchema.parse(await (await chat(anna, "Wat kost het advies bij Kustadvies?")).json());
    expect(still.message.content).toContain("2.250 euro");
  });

  it("lists an image as stored without text, and serves it", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(anna, "Plattegrond.png", png)).status).toBe(202);
    const files = uploadedFilesSchema.parse(await (await call("/uploads", { headers: await authed(anna) })).json());
    expect(files.find((file) => file.file_name === "Plattegrond.png")).toMatchObject({
      status: "indexed",
      has_text: false,
      chunks: 0,
    });
    const content = await call("/content/Plattegrond.png", { headers: await authed(anna) });
    expect(content.headers.get("content-type")).toBe("image/png");
  });
});

describe("chat bad input", () => {
  it("refuses an empty question, a too long one and unknown overrides", async () => {
    const send = async (body: unknown) => post(anna, "/chat", body);
    expect((await send({ messages: [{ role: "user", content: "  " }] })).status).toBe(400);
    expect((await send({ messages: [{ role: "user", content: "x".repeat(1001) }] })).status).toBe(400);
    expect(
      (await send({ messages: [{ role: "user", content: "Hoi" }], context: { overrides: { top: 99 } } })).status,
    ).toBe(400);
    expect(
      (await send({ messages: [{ role: "user", content: "Hoi" }], context: { overrides: { nonsense: 1 } } })).status,
    ).toBe(400);
    expect((await post(anna, "/ask", { question: "" })).status).toBe(400);
  });
});
