import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { isValidBsn, maskBsn, normaliseBsn } from "../../domain/bsn";
import { diffData } from "../../domain/workspace/borrower-data";
import { isIngesting } from "../../schemas/document-rules";
import {
  type BorrowerEvent,
  borrowerItemsRequestSchema,
  bsnRequestSchema,
  bsnRevealRequestSchema,
  documentStatusRequestSchema,
  restoreRequestSchema,
  syncRequestSchema,
} from "../../schemas/workspace";
import { AppError } from "../app-error";
import { database } from "../db/client";
import { borrowerDocuments, borrowerEvents, borrowers } from "../db/tables/workspace";
import { enqueueDocuments } from "../documents/queue";
import { deleteDocument } from "../documents/remove";
import type { AppEnv } from "../env";
import { userContentHeaders } from "../http/user-content";
import { currentUser, requireUser } from "../middleware/authenticate";
import { jsonBody, parseWith } from "../validate";
import { bsnColumns, partnerBsnColumns, revealBsn, sealLegacyBsns } from "../workspace/bsn";
import { earlierUpload, listDocuments, parseUpload, storeUpload, toKycDocument } from "../workspace/documents";
import { listBorrowers } from "../workspace/list";
import {
  activityStatements,
  actorOf,
  applySync,
  ensureWorkspace,
  eventRow,
  ownBorrower,
  toBorrower,
  toWorkspace,
} from "../workspace/store";

const idParam = z.string().min(1).max(100);

/** The history's field for a document: the partner's under `partner.`, the applicant's as before couples. */
const documentField = (document: { type: string; person: string }) =>
  document.person === "partner" ? `partner.documents.${document.type}` : `documents.${document.type}`;

/** POST /api/workspace/initialize and /api/workspace/sync (spec section 7). */
export const workspaceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/initialize", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ensureWorkspace(db, user, Date.now());
    await sealLegacyBsns(db, c.var.settings.BSN_ENCRYPTION_KEY, user.id);
    return c.json(toWorkspace(row));
  })
  .post("/sync", async (c) => {
    const body = await jsonBody(c, syncRequestSchema);
    return c.json(await applySync(database(c.env.DB), currentUser(c), body, Date.now()));
  });

/** POST /api/borrower/items: the adviser's live borrowers matching search and status, in the chosen order, by token. */
export const borrowerItemsRoutes = new Hono<AppEnv>().use(requireUser).post("/items", async (c) => {
  const request = await jsonBody(c, borrowerItemsRequestSchema);
  return c.json(await listBorrowers(database(c.env.DB), currentUser(c).id, request));
});

/** One borrower's dossier: profile, BSN, version history and KYC documents. */
export const borrowersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id", async (c) => {
    const row = await ownBorrower(database(c.env.DB), currentUser(c).id, parseWith(idParam, c.req.param("id")));
    return c.json(toBorrower(row));
  })
  .post("/:id/opened", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const row = await ownBorrower(db, userId, parseWith(idParam, c.req.param("id")));
    const now = Date.now();
    // Opening a dossier is not an edit: no version bump, so it never causes a sync conflict.
    await db
      .update(borrowers)
      .set({ lastAccessed: now })
      .where(and(eq(borrowers.userId, userId), eq(borrowers.id, row.id)));
    return c.json({ lastAccessed: now });
  })
  .get("/:id/events", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const id = parseWith(idParam, c.req.param("id"));
    await ownBorrower(db, userId, id);
    const rows = await db
      .select()
      .from(borrowerEvents)
      .where(and(eq(borrowerEvents.userId, userId), eq(borrowerEvents.borrowerId, id)))
      .orderBy(desc(borrowerEvents.at), desc(borrowerEvents.version));
    const events: BorrowerEvent[] = rows.map((row) => ({
      id: row.id,
      borrowerId: row.borrowerId,
      type: row.type,
      actor: row.actor,
      at: row.at,
      version: row.version,
      summary: row.summary,
      changes: row.changes,
      restorable: row.snapshot !== null,
    }));
    return c.json({ events });
  })
  .post("/:id/restore", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const { eventId, baseVersion } = await jsonBody(c, restoreRequestSchema);
    if (row.version !== baseVersion) {
      throw new AppError("SYNC_CONFLICT", undefined, [
        { path: `borrowers.${row.id}`, message: `The borrower is at version ${row.version}.` },
      ]);
    }
    const event = await db
      .select()
      .from(borrowerEvents)
      .where(
        and(eq(borrowerEvents.userId, user.id), eq(borrowerEvents.id, eventId), eq(borrowerEvents.borrowerId, row.id)),
      )
      .get();
    if (!event?.snapshot) throw new AppError("NOT_FOUND", "This version cannot be restored.");
    const now = Date.now();
    const changes = diffData({ status: row.status, profile: row.profile }, event.snapshot);
    const version = row.version + 1;
    const fieldTimes = { ...row.fieldTimes };
    for (const { field } of changes) fieldTimes[field] = now;
    const snapshot = event.snapshot;
    await db.batch([
      db
        .update(borrowers)
        .set({
          version,
          status: snapshot.status,
          profile: snapshot.profile,
          name: [snapshot.profile.applicant.firstName, snapshot.profile.applicant.lastName].filter(Boolean).join(" "),
          dateOfBirth: snapshot.profile.applicant.dateOfBirth,
          fieldTimes,
          recentActivity: "manual_override",
          updatedAt: now,
        })
        .where(and(eq(borrowers.userId, user.id), eq(borrowers.id, row.id), eq(borrowers.version, row.version))),
      db.insert(borrowerEvents).values(
        eventRow({
          userId: user.id,
          borrowerId: row.id,
          type: "manual_override",
          actor: actorOf(user),
          at: now,
          version,
          summary: `restored:${event.version ?? ""}`,
          changes,
          snapshot,
        }),
      ),
    ]);
    return c.json(toBorrower(await ownBorrower(db, user.id, row.id)));
  })
  .put("/:id/bsn", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const { bsn, person } = await jsonBody(c, bsnRequestSchema);
    if (!isValidBsn(bsn)) throw new AppError("BSN_INVALID");
    const now = Date.now();
    const plain = normaliseBsn(bsn);
    const secret = c.var.settings.BSN_ENCRYPTION_KEY;
    const partner = person === "partner";
    const columns = partner
      ? await partnerBsnColumns(secret, user.id, row.id, plain)
      : await bsnColumns(secret, user.id, row.id, plain);
    const previous = partner ? row.partnerBsnLast4 : (row.bsnLast4 ?? row.bsn);
    await db.batch(
      activityStatements(
        db,
        user,
        row.id,
        {
          type: "manual_override",
          at: now,
          summary: "bsn_confirmed",
          // The history never holds the number itself, only its masked form.
          changes: [
            { field: partner ? "partner.bsn" : "bsn", from: previous ? maskBsn(previous) : null, to: maskBsn(plain) },
          ],
        },
        columns,
      ),
    );
    return c.json({ bsnMasked: maskBsn(plain) });
  })
  .post("/:id/bsn/reveal", async (c) => {
    // ownBorrower reads by the caller's id: another adviser's borrower is NOT_FOUND before any decryption.
    const row = await ownBorrower(database(c.env.DB), currentUser(c).id, parseWith(idParam, c.req.param("id")));
    // A request without a body (the single-BSN client) reveals the applicant's.
    const { person } = c.req.header("content-type")
      ? await jsonBody(c, bsnRevealRequestSchema)
      : bsnRevealRequestSchema.parse({});
    const bsn = await revealBsn(c.var.settings.BSN_ENCRYPTION_KEY, row, person);
    c.header("cache-control", "no-store");
    return c.json({ bsn });
  })
  .get("/:id/documents", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const id = parseWith(idParam, c.req.param("id"));
    await ownBorrower(db, userId, id);
    return c.json({ documents: await listDocuments(db, userId, id) });
  })
  /**
   * Stores a KYC original and its dossier entry, history and index document in one D1 batch, then sends the
   * document to the ingestion queue (answering at once, status queued). A retry with the same `clientId` answers
   * with the entry the first attempt stored, so a crash between commit and answer never makes a second document.
   */
  .post("/:id/documents", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const input = parseUpload(await c.req.formData());
    const answerEarlier = async () => {
      const earlier = input.clientId ? await earlierUpload(db, user.id, input.clientId) : undefined;
      if (!earlier) return null;
      if (earlier.borrowerId !== row.id)
        throw new AppError("VALIDATION_ERROR", undefined, [{ path: "clientId", message: "Already used." }]);
      const [listed] = (await listDocuments(db, user.id, row.id)).filter((item) => item.id === earlier.id);
      if (listed?.indexStatus && isIngesting({ status: listed.indexStatus }) && listed.indexDocumentId)
        await enqueueDocuments(c.env.INGEST_QUEUE, [listed.indexDocumentId]);
      return listed ? c.json(listed, 201) : null;
    };
    const earlier = await answerEarlier();
    if (earlier) return earlier;
    const now = Date.now();
    const {
      row: document,
      indexDocument,
      dossierEntry,
    } = await storeUpload(
      c.env,
      db,
      { userId: user.id, borrowerId: row.id, borrowerName: row.name },
      input,
      c.var.settings.MAX_UPLOAD_BYTES,
      now,
    );
    let indexed: { id: string } | undefined;
    try {
      [[indexed]] = await db.batch([
        indexDocument,
        dossierEntry,
        ...activityStatements(db, user, row.id, {
          type: "document_upload",
          at: now,
          summary: `uploaded:${document.type}`,
          changes: [{ field: documentField(document), from: null, to: document.fileName }],
        }),
      ]);
    } catch (error) {
      // A second attempt racing the first one with the same clientId: answer with what the first stored.
      const first = await answerEarlier();
      if (first) return first;
      throw error;
    }
    if (!indexed) throw new AppError("OPERATION_FAILED");
    await enqueueDocuments(c.env.INGEST_QUEUE, [indexed.id]);
    return c.json(toKycDocument({ ...document, indexDocumentId: indexed.id }, "queued"), 201);
  })
  .patch("/:id/documents/:documentId", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const documentId = parseWith(idParam, c.req.param("documentId"));
    const { status, note } = await jsonBody(c, documentStatusRequestSchema);
    const mine = and(
      eq(borrowerDocuments.userId, user.id),
      eq(borrowerDocuments.borrowerId, row.id),
      eq(borrowerDocuments.id, documentId),
    );
    const document = await db.select().from(borrowerDocuments).where(mine).get();
    if (!document) throw new AppError("NOT_FOUND", "This document was not found.");
    const now = Date.now();
    await db.batch([
      db.update(borrowerDocuments).set({ status, note }).where(mine),
      ...activityStatements(db, user, row.id, {
        type: "document_validation",
        at: now,
        summary: `validated:${document.type}`,
        changes: [{ field: documentField(document), from: document.status, to: status }],
      }),
    ]);
    const [updated] = (await listDocuments(db, user.id, row.id)).filter((item) => item.id === documentId);
    return c.json(updated);
  })
  .delete("/:id/documents/:documentId", async (c) => {
    // A KYC original is managed in its dossier only (the chat's file list leaves it out): removing it takes its
    // original, its index entry and its row, and records who removed what, so status, gaps and report follow.
    const db = database(c.env.DB);
    const user = currentUser(c);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const mine = and(
      eq(borrowerDocuments.userId, user.id),
      eq(borrowerDocuments.borrowerId, row.id),
      eq(borrowerDocuments.id, parseWith(idParam, c.req.param("documentId"))),
    );
    const document = await db.select().from(borrowerDocuments).where(mine).get();
    if (!document) throw new AppError("NOT_FOUND", "This document was not found.");
    await db.batch([
      db.delete(borrowerDocuments).where(mine),
      ...activityStatements(db, user, row.id, {
        type: "document_delete",
        at: Date.now(),
        summary: `removed:${document.type}`,
        changes: [{ field: documentField(document), from: document.fileName, to: null }],
      }),
    ]);
    // The index document shares the dossier entry's original, so removing it removes the original too.
    if (document.indexDocumentId)
      await deleteDocument(c.env, { id: document.indexDocumentId, storageKey: document.storageKey });
    else await c.env.UPLOADS.delete(document.storageKey);
    return c.body(null, 204);
  })
  .get("/:id/documents/:documentId/file", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const row = await ownBorrower(db, userId, parseWith(idParam, c.req.param("id")));
    const document = await db
      .select()
      .from(borrowerDocuments)
      .where(
        and(
          eq(borrowerDocuments.userId, userId),
          eq(borrowerDocuments.borrowerId, row.id),
          eq(borrowerDocuments.id, parseWith(idParam, c.req.param("documentId"))),
        ),
      )
      .get();
    const object = document ? await c.env.UPLOADS.get(document.storageKey) : null;
    if (!document || !object) throw new AppError("NOT_FOUND", "This document was not found.");
    return new Response(object.body, {
      headers: userContentHeaders(document.contentType, document.fileName, { "cache-control": "private, no-store" }),
    });
  });
