import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { analyseRisks, normsFor, riskRequestSchema } from "../../domain/mortgage";
import { calculateFor, calculationInputFor, compareLenders } from "../../domain/mortgage/from-dossier";
import {
  type FrozenReport,
  frozenReportSchema,
  type IssuedReport,
  type IssuedReportSummary,
  issueReportRequestSchema,
} from "../../schemas/mortgage/report";
import { borrowerProfileSchema } from "../../schemas/workspace";
import { AppError } from "../app-error";
import { sha256Hex } from "../crypto/sha256";
import { database } from "../db/client";
import { mortgageReports } from "../db/tables/mortgage-reports";
import type { AppEnv } from "../env";
import { currentUser, requireUser } from "../middleware/authenticate";
import { REPORT_KEY_ID, reportKey, signReport, verifyReport } from "../reports/signature";
import { jsonBody, parseWith } from "../validate";
import { actorOf, ensureWorkspace, ownBorrower, toBorrower, toWorkspace } from "../workspace/store";

const idParam = z.string().min(1).max(100);

type ReportRow = typeof mortgageReports.$inferSelect;
const summaryOf = (row: ReportRow): IssuedReportSummary => ({
  id: row.id,
  number: row.number,
  issuedAt: row.issuedAt,
  issuedBy: row.issuedBy,
  normsYear: row.normsYear,
});

/**
 * Issued mortgage reports (`/api/borrowers/:id/reports`). Issuing calculates the report on the server from the stored
 * dossier, the workspace's lender rates and the norms of the day, and stores all of it as one signed text. Reading
 * checks the signature and returns that text as it was: later changes to rates, norms or the dossier do not reach it.
 */
export const mortgageReportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/reports", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const borrower = await ownBorrower(db, userId, parseWith(idParam, c.req.param("id")));
    const rows = await db
      .select()
      .from(mortgageReports)
      .where(and(eq(mortgageReports.userId, userId), eq(mortgageReports.borrowerId, borrower.id)))
      .orderBy(desc(mortgageReports.number))
      .all();
    return c.json({ reports: rows.map(summaryOf) });
  })
  .post("/:id/reports", async (c) => {
    const db = database(c.env.DB);
    const user = currentUser(c);
    const request = await jsonBody(c, issueReportRequestSchema);
    const key = await reportKey(c.var.settings.BSN_ENCRYPTION_KEY);
    const row = await ownBorrower(db, user.id, parseWith(idParam, c.req.param("id")));
    const now = Date.now();
    const workspace = toWorkspace(await ensureWorkspace(db, user, now));
    const borrower = { ...toBorrower(row), profile: borrowerProfileSchema.parse(row.profile) };
    const today = new Date(now).toISOString().slice(0, 10);
    const outcome = calculateFor(borrower, workspace.lenderRates, today);
    if (!outcome.ok) {
      throw new AppError(
        "REPORT_NOT_CALCULABLE",
        undefined,
        outcome.issues.map((path) => ({ path, message: "missing or not valid" })),
      );
    }
    const norms = normsFor(outcome.result.year);
    const latest = await db
      .select({ number: mortgageReports.number })
      .from(mortgageReports)
      .where(and(eq(mortgageReports.userId, user.id), eq(mortgageReports.borrowerId, borrower.id)))
      .orderBy(desc(mortgageReports.number))
      .get();
    const number = (latest?.number ?? 0) + 1;
    const input = calculationInputFor(borrower, outcome.ratePct, today) as Record<string, unknown>;
    // The risk analysis is signed as shown, so a later change of its figures or engine cannot alter an issued report.
    const risks = riskRequestSchema.safeParse({ calculation: input, options: request.riskOptions });
    const frozen: FrozenReport = {
      format: 1,
      reportNumber: `${today.replaceAll("-", "")}-${borrower.id.replaceAll("-", "").slice(-6).toUpperCase()}-${number}`,
      issuedAt: new Date(now).toISOString(),
      issuedOn: today,
      language: request.language,
      borrower: {
        id: borrower.id,
        name: borrower.name,
        version: borrower.version,
        bsnMasked: borrower.bsnMasked,
        profile: borrower.profile,
      },
      adviser: workspace.adviser,
      normsYear: norms.year,
      normsDigest: await sha256Hex(JSON.stringify(norms)),
      rates: workspace.lenderRates,
      ratePct: outcome.ratePct,
      input,
      result: outcome.result,
      lenderQuotes: compareLenders(borrower, workspace.lenderRates, today),
      riskAnalysis: risks.success
        ? { options: risks.data.options, analysis: analyseRisks(risks.data.calculation, risks.data.options) }
        : null,
      texts: { analysis: request.analysis },
    };
    const id = crypto.randomUUID();
    const payload = JSON.stringify(frozen);
    const signature = await signReport(key, user.id, id, payload);
    const values = {
      id,
      userId: user.id,
      borrowerId: borrower.id,
      number,
      issuedAt: now,
      issuedBy: actorOf(user),
      normsYear: norms.year,
      payload,
      signature,
      keyId: REPORT_KEY_ID,
    };
    // Two issues racing for the same number: the unique index lets one win; the other is told to try again.
    try {
      await db.insert(mortgageReports).values(values);
    } catch {
      throw new AppError("SYNC_CONFLICT", "Another version of this report was issued at the same moment; try again.");
    }
    const issued: IssuedReport = { ...summaryOf(values), verified: true, report: frozen };
    return c.json(issued, 201);
  })
  .get("/:id/reports/:reportId", async (c) => {
    const db = database(c.env.DB);
    const userId = currentUser(c).id;
    const borrower = await ownBorrower(db, userId, parseWith(idParam, c.req.param("id")));
    const row = await db
      .select()
      .from(mortgageReports)
      .where(
        and(
          eq(mortgageReports.userId, userId),
          eq(mortgageReports.borrowerId, borrower.id),
          eq(mortgageReports.id, parseWith(idParam, c.req.param("reportId"))),
        ),
      )
      .get();
    if (!row) throw new AppError("NOT_FOUND", "This report was not found.");
    const key = await reportKey(c.var.settings.BSN_ENCRYPTION_KEY);
    if (!(await verifyReport(key, userId, row.id, row.payload, row.signature))) {
      throw new AppError("REPORT_SIGNATURE_INVALID");
    }
    const issued: IssuedReport = {
      ...summaryOf(row),
      verified: true,
      report: frozenReportSchema.parse(JSON.parse(row.payload)),
    };
    return c.json(issued);
  });
