import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  CONTACT_PAGE_SIZE,
  type ContactList,
  type ContactReceipt,
  contactListQuerySchema,
  contactRequestSchema,
} from "../../schemas/contact";
import { AppError } from "../app-error";
import { sha256Hex } from "../crypto/sha256";
import { database } from "../db/client";
import { contactMessages } from "../db/tables/contact";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/authenticate";
import { jsonBody, parseWith } from "../validate";

const HOUR_MS = 60 * 60 * 1000;

const hashAddress = (address: string, salt: string) => sha256Hex(`${salt}:${address}`);

const receiptOf = (row: { id: string; receivedAt: Date }): ContactReceipt => ({
  id: row.id,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * POST /contact: the public contact forms. Stores each message once (the form's submissionId makes a
 * retry safe), drops what bots put in the honeypot, and limits messages per e-mail address and per
 * network address per hour.
 */
export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await jsonBody(c, contactRequestSchema);
  if (body.website) {
    // A bot filled the hidden field: answer like a success so it learns nothing, store nothing.
    return c.json<ContactReceipt>({ id: crypto.randomUUID(), receivedAt: new Date().toISOString() }, 201);
  }
  const db = database(c.env.DB);
  const bySubmission = eq(contactMessages.submissionId, body.submissionId);
  const [earlier] = await db.select().from(contactMessages).where(bySubmission).limit(1);
  if (earlier) return c.json(receiptOf(earlier), 200);

  const settings = c.var.settings;
  const email = body.email.toLowerCase();
  const addressHash = await hashAddress(c.req.header("cf-connecting-ip") ?? "unknown", settings.CONTACT_ADDRESS_SALT);
  const since = new Date(Date.now() - HOUR_MS);
  const count = sql<number>`count(*)`;
  const [[perEmail], [perAddress]] = await Promise.all([
    db
      .select({ count })
      .from(contactMessages)
      .where(and(eq(contactMessages.email, email), gt(contactMessages.receivedAt, since))),
    db
      .select({ count })
      .from(contactMessages)
      .where(and(eq(contactMessages.addressHash, addressHash), gt(contactMessages.receivedAt, since))),
  ]);
  if (
    (perEmail?.count ?? 0) >= settings.CONTACT_MAX_PER_EMAIL_PER_HOUR ||
    (perAddress?.count ?? 0) >= settings.CONTACT_MAX_PER_IP_PER_HOUR
  ) {
    throw new AppError("RATE_LIMITED");
  }

  await db
    .insert(contactMessages)
    .values({
      id: crypto.randomUUID(),
      submissionId: body.submissionId,
      name: body.name,
      email,
      company: body.company,
      message: body.message,
      source: body.source,
      language: body.language,
      addressHash,
      receivedAt: new Date(),
    })
    // Two requests with the same submission racing: the second stores nothing and gets the first's receipt.
    .onConflictDoNothing({ target: contactMessages.submissionId });
  const [stored] = await db.select().from(contactMessages).where(bySubmission).limit(1);
  if (!stored) throw new AppError("OPERATION_FAILED");
  return c.json(receiptOf(stored), 201);
});

/** GET /api/contact-messages: the office's inbox of contact messages, newest first, for signed-in advisers. */
export const contactMessageRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const query = parseWith(contactListQuerySchema, c.req.query());
  const db = database(c.env.DB);
  let position: ReturnType<typeof or> | undefined;
  if (query.before) {
    const [time, id] = query.before.split(/:(.*)/s) as [string, string];
    const at = new Date(Number(time));
    position = or(
      lt(contactMessages.receivedAt, at),
      and(eq(contactMessages.receivedAt, at), lt(contactMessages.id, id)),
    );
  }
  const rows = await db
    .select()
    .from(contactMessages)
    .where(position)
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE + 1);
  const page = rows.slice(0, CONTACT_PAGE_SIZE);
  const last = page.at(-1);
  const body: ContactList = {
    messages: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      source: row.source,
      language: row.language,
      receivedAt: row.receivedAt.toISOString(),
    })),
    nextBefore: rows.length > CONTACT_PAGE_SIZE && last ? `${last.receivedAt.getTime()}:${last.id}` : null,
  };
  return c.json(body);
});
