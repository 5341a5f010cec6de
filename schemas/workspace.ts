import { z } from "zod";
import { energyLabels, loanTypes } from "../domain/mortgage";
import {
  clientAdviceSchema,
  dossierBridgingSchema,
  dossierLoanPartSchema,
  purchaseCostsSchema,
} from "./advice-profile";
import { borrowerSorts, borrowerStatuses, DEFAULT_BORROWER_SORT } from "./borrower-list-terms";
import { ingestionStatuses } from "./document-rules";

/** Spec sections 3, 7 and 9: the adviser's workspace, borrowers and their dossier. */

export {
  type BorrowerSort,
  type BorrowerStatus,
  borrowerSorts,
  borrowerStatuses,
  DEFAULT_BORROWER_SORT,
} from "./borrower-list-terms";

export const BORROWER_PAGE_SIZE = 20;

export const maritalStatuses = [
  "single",
  "married",
  "registered_partnership",
  "cohabiting",
  "divorced",
  "widowed",
] as const;
export const employmentTypes = [
  "employed_permanent",
  "employed_temporary",
  "self_employed",
  "retired",
  "none",
] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const titles = ["mr", "ms", "mx"] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
const text = (max: number) => z.string().trim().max(max);
const euros = z.number().finite().min(0).max(100_000_000);

/** The people in a dossier: each has their own BSN and KYC documents. */
export const personRoles = ["applicant", "partner"] as const;
export type PersonRole = (typeof personRoles)[number];

export const personSchema = z.object({
  title: z.enum(titles).nullable().default(null),
  firstName: text(100).default(""),
  lastName: text(100).default(""),
  dateOfBirth: isoDate.nullable().default(null),
  employment: z.enum(employmentTypes).default("employed_permanent"),
  employer: text(200).default(""),
  employedSince: isoDate.nullable().default(null),
  grossAnnualIncome: euros.default(0),
  /** The employer states the temporary contract will be made permanent (intentieverklaring). */
  declarationOfIntent: z.boolean().default(false),
  /** Expected gross annual income after AOW age (AOW + pension); the norms test it when AOW is within 10 years. */
  incomeAfterAow: euros.default(0),
});
export type Person = z.infer<typeof personSchema>;

/** The dossier an adviser keeps under the Wft: who, what they earn and owe, the home and what they want. */
export const borrowerProfileSchema = z.object({
  applicant: personSchema.prefault({}),
  contact: z
    .object({
      email: z.union([z.literal(""), z.email().max(200)]).default(""),
      phone: text(40).default(""),
      street: text(200).default(""),
      postcode: text(20).default(""),
      city: text(100).default(""),
    })
    .prefault({}),
  clientNumber: text(40).default(""),
  maritalStatus: z.enum(maritalStatuses).default("single"),
  hasPartner: z.boolean().default(false),
  partner: personSchema.prefault({}),
  household: z
    .object({
      children: z.number().int().min(0).max(20).default(0),
    })
    .prefault({}),
  obligations: z
    .object({
      /** Monthly DUO repayment as the norms count it. */
      studentDebtMonthly: euros.default(0),
      creditLimits: euros.default(0),
      /** Partner alimony paid a month (comes off the income in the norms). */
      alimonyMonthly: euros.default(0),
      /** Child alimony paid a month (recorded; the norms do not count it). */
      childAlimonyMonthly: euros.default(0),
      otherMonthly: euros.default(0),
    })
    .prefault({}),
  property: z
    .object({
      street: text(200).default(""),
      postcode: text(20).default(""),
      city: text(100).default(""),
      value: euros.default(0),
      wozValue: euros.default(0),
      energyLabel: z.enum(energyLabels).nullable().default(null),
      newBuild: z.boolean().default(false),
      firstHome: z.boolean().default(true),
      energySavingMeasures: euros.default(0),
    })
    .prefault({}),
  wishes: z
    .object({
      loanAmount: euros.default(0),
      loanType: z.enum(loanTypes).default("annuity"),
      fixedPeriodYears: z.number().int().min(1).max(30).default(10),
      nhg: z.boolean().default(false),
      ownFunds: euros.default(0),
      /** The proposed loan in parts; when any part has an amount it replaces loanAmount/loanType. */
      loanParts: z.array(dossierLoanPartSchema).max(10).default([]),
      bridging: dossierBridgingSchema.prefault({}),
    })
    .prefault({}),
  purchaseCosts: purchaseCostsSchema.prefault({}),
  advice: clientAdviceSchema.prefault({}),
  risks: z
    .object({
      unemploymentCover: z.boolean().default(false),
      disabilityCover: z.boolean().default(false),
      deathCover: z.boolean().default(false),
      notes: text(4000).default(""),
    })
    .prefault({}),
});
export type BorrowerProfile = z.infer<typeof borrowerProfileSchema>;
export type BorrowerProfileInput = z.input<typeof borrowerProfileSchema>;

export const emptyProfile = (): BorrowerProfile => borrowerProfileSchema.parse({});

/** The part of a borrower the adviser edits and the sync carries, field by field. */
export const borrowerDataSchema = z.object({
  status: z.enum(borrowerStatuses).default("application_in_progress"),
  profile: borrowerProfileSchema.prefault({}),
});
export type BorrowerData = z.infer<typeof borrowerDataSchema>;

export const borrowerSchema = borrowerDataSchema.extend({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  /** `*****6782`, or null when no BSN is stored. */
  bsnMasked: z.string().nullable(),
  /** The partner's BSN masked the same way (null when none is stored, or from a copy made before couples). */
  partnerBsnMasked: z.string().nullable().default(null),
  lastAccessed: z.number().nullable(),
  recentActivity: z.string(),
  /** Per field path, when it was last changed (ms); the conflict rule takes the newer field. */
  fieldTimes: z.record(z.string(), z.number()),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Borrower = z.infer<typeof borrowerSchema>;

export const lenderRateSchema = z.object({
  lender: text(100).min(1),
  fixedPeriodYears: z.number().int().min(1).max(30),
  /** Highest loan-to-value (%) this rate applies to; NHG rates ignore the band. */
  ltvMaxPct: z.number().min(0).max(125),
  nhg: z.boolean(),
  ratePct: z.number().positive().max(20),
});
export type LenderRate = z.infer<typeof lenderRateSchema>;

export const workspaceDataSchema = z.object({
  adviser: z
    .object({
      name: text(200).default(""),
      email: z.union([z.literal(""), z.email().max(200)]).default(""),
      phone: text(40).default(""),
      /** AFM licence (Wft) or Kifid number shown on the report's cover. */
      registrationNumber: text(40).default(""),
      office: text(200).default(""),
    })
    .prefault({}),
  lenderRates: z.array(lenderRateSchema).max(500).default([]),
  /** When the rates were taken, and whether they are sample figures rather than a lender's published sheet. */
  ratesDate: isoDate.nullable().default(null),
  ratesAreSample: z.boolean().default(false),
});
export type WorkspaceData = z.infer<typeof workspaceDataSchema>;

export const workspaceSchema = workspaceDataSchema.extend({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.number(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** POST /api/borrower/items: one page of the adviser's borrowers matching the query. */
export const borrowerItemsRequestSchema = z.object({
  count: z.number().int().min(1).max(100).default(BORROWER_PAGE_SIZE),
  continuation_token: z.string().max(600).nullish(),
  /** Every word must occur in the name, client number, e-mail, phone, postcode, city or partner's name. */
  search: z.string().trim().max(100).default(""),
  status: z.enum(borrowerStatuses).nullish(),
  sort: z.enum(borrowerSorts).default(DEFAULT_BORROWER_SORT),
});

export const borrowerItemsResponseSchema = z.object({
  items: z.array(borrowerSchema),
  continuationToken: z.string().nullable(),
});
export type BorrowerItemsResponse = z.infer<typeof borrowerItemsResponseSchema>;

/** One borrower's local change as the sync sends it: `baseVersion` null means created offline. */
export const borrowerChangeSchema = borrowerDataSchema.extend({
  id: z.string().uuid(),
  baseVersion: z.number().int().min(1).nullable(),
  deleted: z.boolean().default(false),
  fieldTimes: z.record(z.string().max(100), z.number().int().min(0)).default({}),
});
export type BorrowerChange = z.infer<typeof borrowerChangeSchema>;

/** POST /api/workspace/sync */
export const syncRequestSchema = z.object({
  workspace: workspaceDataSchema.extend({ baseVersion: z.number().int().min(1) }).nullable(),
  borrowers: z.array(borrowerChangeSchema).max(500),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const syncResponseSchema = z.object({
  workspace: workspaceSchema,
  borrowers: z.array(borrowerSchema),
  deleted: z.array(z.string()),
  syncedAt: z.number(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

export const eventTypes = [
  "document_upload",
  "document_validation",
  "document_delete",
  "profile_update",
  "manual_override",
] as const;
export type EventType = (typeof eventTypes)[number];

export const fieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const borrowerEventSchema = z.object({
  id: z.string(),
  borrowerId: z.string(),
  type: z.enum(eventTypes),
  actor: z.string(),
  at: z.number(),
  /** The borrower's version after this change; null for events that do not change the profile. */
  version: z.number().nullable(),
  summary: z.string(),
  changes: z.array(fieldChangeSchema),
  restorable: z.boolean(),
});
export type BorrowerEvent = z.infer<typeof borrowerEventSchema>;

export const restoreRequestSchema = z.object({
  eventId: z.string().min(1).max(100),
  baseVersion: z.number().int().min(1),
});

export const documentTypes = [
  "identiteitsbewijs",
  "uittreksel_brp",
  "echtscheidingsstukken",
  "salarisstrook",
  "werkgeversverklaring",
  "bankafschriften",
  "koopakte",
  "taxatierapport",
] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentStatuses = ["pending", "valid", "invalid", "expired"] as const;
export type KycStatus = (typeof documentStatuses)[number];

export const kycDocumentSchema = z.object({
  id: z.string(),
  borrowerId: z.string(),
  type: z.enum(documentTypes),
  /** Whose document: documents stored before couples had their own slots are the applicant's. */
  person: z.enum(personRoles).default("applicant"),
  status: z.enum(documentStatuses),
  fileName: z.string(),
  size: z.number(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  uploadedAt: z.number(),
  note: z.string(),
  /** The retrieval index's document, so the chat can cite it. */
  indexDocumentId: z.string().nullable(),
  /** Where the retrieval index's document is in ingestion (null for a dossier entry without one). */
  indexStatus: z.enum(ingestionStatuses).nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const documentStatusRequestSchema = z.object({
  status: z.enum(["valid", "invalid"]),
  note: text(1000).default(""),
});

export const bsnRequestSchema = z.object({
  bsn: z.string().trim(),
  person: z.enum(personRoles).default("applicant"),
  /** The adviser confirmed the number against the identity document; nothing is stored without it. */
  confirmed: z.literal(true),
});

export const bsnRevealRequestSchema = z.object({ person: z.enum(personRoles).default("applicant") });

/** The document types each person of a couple has their own of (identity and income evidence). */
export const personalDocumentTypes = ["identiteitsbewijs", "werkgeversverklaring", "salarisstrook"] as const;
