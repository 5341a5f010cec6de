import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactListSchema, contactReceiptSchema } from "../../schemas/contact";
import { voiceConfigSchema } from "../../schemas/voice";
import { bearer, bram, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

let address = 0;
/** Each test writes from its own network address so the per-address limit of one does not touch another. */
const nextAddress = () => `203.0.113.${++address}`;

const send = (body: Record<string, unknown>, ip = nextAddress()) =>
  call("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });

const message = (overrides: Record<string, unknown> = {}) => ({
  submissionId: crypto.randomUUID(),
  name: "Sanne de Vries",
  email: `sanne.${crypto.randomUUID().slice(0, 8)}@example.nl`,
  company: "De Vries Hypotheken",
  message: "Wij willen de spraakassistent graag zien voor ons kantoor in Utrecht.",
  source: "hypotheek",
  language: "nl",
  ...overrides,
});

const inbox = async () => {
  const response = await call("/api/contact-messages", { headers: bearer(await signToken({ user: bram })) });
  expect(response.status).toBe(200);
  return contactListSchema.parse(await response.json());
};

describe("POST /api/contact", () => {
  it("stores a message that signed-in advisers can read", async () => {
    const sent = message();
    const response = await send(sent);
    expect(response.status).toBe(201);
    const receipt = contactReceiptSchema.parse(await response.json());
    const found = (await inbox()).messages.find((item) => item.id === receipt.id);
    expect(found).toMatchObject({
      name: "Sanne de Vries",
      email: sent.email,
      company: "De Vries Hypotheken",
      source: "hypotheek",
      language: "nl",
    });
  });

  it("requires name and a valid e-mail address but not company or message", async () => {
    const missing = await send({
      submissionId: crypto.randomUUID(),
      name: " ",
      email: "not-an-address",
      source: "landing",
    });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["email", "name"]);

    const minimal = await send({
      submissionId: crypto.randomUUID(),
      name: "Tom",
      email: "tom@example.com",
      source: "landing",
    });
    expect(minimal.status).toBe(201);
  });

  it("stores a message once when the same submission arrives twice, even at the same time", async () => {
    const sent = message();
    const ip = nextAddress();
    const [first, second] = await Promise.all([send(sent, ip), send(sent, ip)]);
    const third = await send(sent, ip);
    const ids = await Promise.all(
      [first, second, third].map(async (r) => contactReceiptSchema.parse(await r.json()).id),
    );
    expect(new Set(ids).size).toBe(1);
    for (const response of [first, second]) expect([200, 201]).toContain(response.status);
    expect(third.status).toBe(200);
    expect((await inbox()).messages.filter((item) => item.email === sent.email)).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const sent = message({ website: "http://spam.example" });
    const response = await send(sent);
    expect(response.status).toBe(201);
    expect((await inbox()).messages.some((item) => item.email === sent.email)).toBe(false);
  });

  it("limits messages per e-mail address and per network address", async () => {
    const email = "busy.sender@example.com";
    for (let i = 0; i < 5; i++) expect((await send(message({ email }))).status).toBe(201);
    const limited = await send(message({ email: "Busy.Sender@Example.com" }));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("RATE_LIMITED");

    const ip = nextAddress();
    const accepted = message();
    expect((await send(accepted, ip)).status).toBe(201);
    for (let i = 1; i < 20; i++) expect((await send(message(), ip)).status).toBe(201);
    expect((await send(message(), ip)).status).toBe(429);
    // A retry of an accepted submission is not a new message: it still gets its receipt.
    expect((await send(accepted, ip)).status).toBe(200);
    expect((await send(message(), nextAddress())).status).toBe(201);
  });

  it("keeps the inbox for signed-in advisers and pages through it", async () => {
    expect((await call("/api/contact-messages")).status).toBe(401);
    for (let i = 0; i < 30; i++) expect((await send(message())).status).toBe(201);
    const first = await inbox();
    expect(first.messages).toHaveLength(50);
    expect(first.nextBefore).not.toBeNull();
    expect(first.messages.length).toBeGreaterThan(0);
    const times = first.messages.map((item) => Date.parse(item.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    {
      const response = await call(`/api/contact-messages?before=${first.nextBefore}`, {
        headers: bearer(await signToken({ user: bram })),
      });
      const second = contactListSchema.parse(await response.json());
      const seen = new Set(first.messages.map((item) => item.id));
      expect(second.messages.every((item) => !seen.has(item.id))).toBe(true);
    }
    const bad = await call("/api/contact-messages?before=yesterday", {
      headers: bearer(await signToken({ user: bram })),
    });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/voice/config", () => {
  it("says the demo is not configured without a public key, and still serves consent and theme", async () => {
    const response = await call("/api/voice/config");
    expect(response.status).toBe(200);
    const config = voiceConfigSchema.parse(await response.json());
    expect(config.configured).toBe(false);
    expect(config.publicKey).toBeNull();
    expect(config.theme.barCount).toBe(12);
    expect(config.consent).toMatchObject({ required: true, storageKey: "adviesdesk.voiceConsent.v1" });
  });
});
