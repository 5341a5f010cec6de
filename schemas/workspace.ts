import { z } from "zod";
import {
  clientAdviceSchema,
  dossierBridgingSchema,
  dossierLoanPartSchema,
  purchaseCostsSchema,
} from "./advice-profile";
import { ingestionStatuses } from "./document-rules";
import { energyLabels, loanTypes } from "./mortgage";

/** Spec sections 3, 7 and 9: the adviser's workspace, borrowers and their dossier. */

export const BORROWER_PAGE_SIZE = 20;
export const WORKSPACE_SYNC_INTERVAL_MS = 300_000;
export const MAX_CACHE_AGE_MS = 3_600_000;
export const CACHE_CLEANUP_INTERVAL_MS = MAX_CACHE_AGE_MS / 2;
export const MAX_CACHE_BYTES = 50 * 1024 * 1024;
export const MAX_SESSION_BYTES = MAX_CACHE_BYTES / 4;
export const WORKSPACE_SNAPSHOT_VERSION = "1.0";

export const borrowerStatuses = ["application_in_progress", "documents_pending", "active"] as const;
export type BorrowerStatus = (typeof borrowerStatuses)[number];

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

/** The list's orders; each is a stable order on the server (ties broken by id) so pages never overlap. */
export const borrowerSorts = ["lastAccessed", "recentActivity", "name", "dateOfBirth", "status"] as const;
export type BorrowerSort = (typeof borrowerSorts)[number];

/** What the borrower list asks for: words to find, one status, an order. */
export interface BorrowerQuery {
  search: string;
  status: BorrowerStatus | null;
  sort: BorrowerSort;
}
export const defaultBorrowerQuery: BorrowerQuery = { search: "", status: null, sort: "recentActivity" };

/** POST /api/borrower/items: one page of the adviser's borrowers matching the query. */
export const borrowerItemsRequestSchema = z.object({
  count: z.number().int().min(1).max(100).default(BORROWER_PAGE_SIZE),
  continuation_token: z.string().max(600).nullish(),
  /** Every word must occur in the name, client number, e-mail, phone, postcode, city or partner's name. */
  search: z.string().trim().max(100).default(""),
  status: z.enum(borrowerStatuses).nullish(),
  sort: z.enum(borrowerSorts).default("recentActivity"),
});

/** The words of a search, lower-cased; at most eight are used. */
export const searchTerms = (search: string) => search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** The fields a search looks at, in the order the Worker's query reads them. */
export const searchFields = (borrower: Pick<Borrower, "name" | "profile">) => [
  borrower.name,
  borrower.profile.clientNumber,
  borrower.profile.contact.email,
  borrower.profile.contact.phone,
  borrower.profile.contact.postcode,
  borrower.profile.contact.city,
  borrower.profile.property.city,
  borrower.profile.partner.firstName,
  borrower.profile.partner.lastName,
];

/** The same match as the Worker's, for borrowers only this browser knows (offline, or edited and not yet synced). */
export function matchesQuery(borrower: Pick<Borrower, "name" | "profile" | "status">, query: BorrowerQuery): boolean {
  if (query.status && borrower.status !== query.status) return false;
  const haystack = searchFields(borrower).join(" ").toLowerCase();
  return searchTerms(query.search).every((term) => haystack.includes(term));
}

/** The Worker's orders, for the same local rows. */
export function compareBorrowers(sort: BorrowerSort) {
  const byId = (a: Borrower, b: Borrower) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return (a: Borrower, b: Borrower): number => {
    switch (sort) {
      case "name":
        return a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || byId(a, b);
      case "dateOfBirth":
        return (a.dateOfBirth ?? "9999-12-31").localeCompare(b.dateOfBirth ?? "9999-12-31") || byId(a, b);
      case "status":
        return borrowerStatuses.indexOf(a.status) - borrowerStatuses.indexOf(b.status) || byId(a, b);
      case "lastAccessed":
        return (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0) || byId(b, a);
      default:
        return b.updatedAt - a.updatedAt || byId(b, a);
    }
  };
}
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

/** Elfproef: nine digits, weights 9..2 and -1, the sum divisible by 11 (and not all zeros). */
export function isValidBsn(value: string): boolean {
  const digits = value.replace(/[\s.-]/g, "");
  if (!/^\d{8,9}$/.test(digits)) return false;
  const nine = digits.padStart(9, "0");
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(nine[index]) * (9 - index);
  sum -= Number(nine[8]);
  return sum % 11 === 0 && sum !== 0;
}

export const normaliseBsn = (value: string) => value.replace(/[\s.-]/g, "").padStart(9, "0");

export const maskBsn = (bsn: string) => `*****${normaliseBsn(bsn).slice(-4)}`;

/** Identity documents of adults are valid for 10 years from issue. */
export const IDENTITY_VALID_YEARS = 10;

export function documentExpiry(type: DocumentType, issuedAt: string | null): string | null {
  if (type !== "identiteitsbewijs" || !issuedAt) return null;
  const [year, month, day] = issuedAt.split("-");
  return `${Number(year) + IDENTITY_VALID_YEARS}-${month}-${day}`;
}

/** Status as shown on a day: a valid or pending document past its expiry date counts as expired. */
export function effectiveStatus(document: Pick<KycDocument, "status" | "expiresAt">, today: string): KycStatus {
  if (document.expiresAt && document.expiresAt < today && document.status !== "invalid") return "expired";
  return document.status;
}

export const borrowerName = (profile: BorrowerProfile) =>
  [profile.applicant.firstName, profile.applicant.lastName].filter(Boolean).join(" ").trim();

/** Leaf field paths of the editable data, e.g. `profile.applicant.firstName`. */
export function flattenData(data: BorrowerData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else out[path] = value;
  };
  walk(data, "");
  return out;
}

export function setPath<T extends object>(target: T, path: string, value: unknown): T {
  const keys = path.split(".");
  const root: Record<string, unknown> = structuredClone(target) as Record<string, unknown>;
  let node = root;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = next && typeof next === "object" ? next : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) as string] = value;
  return root as T;
}

/** Field-by-field differences between two versions of a borrower's data. */
export function diffData(before: BorrowerData | null, after: BorrowerData): FieldChange[] {
  const from = before ? flattenData(before) : {};
  const to = flattenData(after);
  return Object.keys(to)
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] }));
}

/** Client-side storage error catalogue of spec section 8. */
export const storageErrorCodes = [
  "NETWORK_ERROR",
  "TIMEOUT_ERROR",
  "STORAGE_ERROR",
  "QUOTA_EXCEEDED",
  "SYNC_ERROR",
  "SYNC_CONFLICT",
  "AUTH_ERROR",
  "TOKEN_EXPIRED",
  "INVALID_DATA",
  "NOT_FOUND",
  "OPERATION_FAILED",
  "VALIDATION_ERROR",
] as const;
export type StorageErrorCode = (typeof storageErrorCodes)[number];

export const workspaceErrorTexts = {
  WORKSPACE_ERROR: "Failed to get workspace",
  BORROWER_ERROR: "Failed to get borrowers",
  SYNC_ERROR: "Failed to sync workspace",
  CACHE_ERROR: "Failed to read the workspace cache",
} as const;
