import { z } from "zod";
import { lenderQuoteSchema } from "../../domain/mortgage/from-dossier";
import { borrowerProfileSchema, lenderRateSchema, workspaceSchema } from "../workspace";
import { calculationResultSchema } from "./calculation";
import { riskAnalysisSchema, riskOptionsSchema } from "./risk-analysis";

/** POST /api/borrowers/:id/reports: issue the report as it stands now. */
export const issueReportRequestSchema = z.object({
  /** The language the report was read and signed in. */
  language: z.string().min(2).max(10).default("nl"),
  /** The document analysis shown in the report, frozen with it (text written by the assistant, shown as text). */
  analysis: z.string().max(20_000).nullable().default(null),
  /** The risk analysis's assumptions as the adviser set them on the report; frozen with the analysis they give. */
  riskOptions: riskOptionsSchema.prefault({}),
});
export type IssueReportRequest = z.input<typeof issueReportRequestSchema>;

/** What an issued report freezes: everything its figures and texts were made from. */
export const frozenReportSchema = z.object({
  format: z.literal(1),
  reportNumber: z.string(),
  issuedAt: z.string(),
  issuedOn: z.string(),
  language: z.string(),
  borrower: z.object({
    id: z.string(),
    name: z.string(),
    version: z.number().int(),
    bsnMasked: z.string().nullable(),
    profile: borrowerProfileSchema,
  }),
  adviser: workspaceSchema.shape.adviser,
  normsYear: z.number().int(),
  /** SHA-256 of the norms file used, so a later change of the norms for that year is visible. */
  normsDigest: z.string(),
  rates: z.array(lenderRateSchema),
  ratePct: z.number(),
  /** The request as calculated; kept as stored (not re-validated against today's rules on reopening). */
  input: z.record(z.string(), z.unknown()),
  result: calculationResultSchema,
  /** The lenders compared on the case as signed (reports issued before this existed reopen with none). */
  lenderQuotes: z.array(lenderQuoteSchema).default([]),
  /** The risk analysis as signed, with its assumptions (null when the ages it needs were missing, or before it existed). */
  riskAnalysis: z.object({ options: riskOptionsSchema, analysis: riskAnalysisSchema }).nullable().default(null),
  texts: z.object({ analysis: z.string().nullable() }),
});
export type FrozenReport = z.infer<typeof frozenReportSchema>;

export const issuedReportSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  issuedAt: z.number(),
  issuedBy: z.string(),
  normsYear: z.number().int(),
});
export type IssuedReportSummary = z.infer<typeof issuedReportSummarySchema>;

export const issuedReportSchema = issuedReportSummarySchema.extend({
  /** The signature was checked against the stored text when the report was read. */
  verified: z.literal(true),
  report: frozenReportSchema,
});
export type IssuedReport = z.infer<typeof issuedReportSchema>;

export const issuedReportListSchema = z.object({ reports: z.array(issuedReportSummarySchema) });
