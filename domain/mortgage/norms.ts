import { z } from "zod";
import norms2026 from "./norms/2026.json";

/** Where a figure comes from. `verified: false` means the figure was not re-read from the official text. */
export const normSourceSchema = z.object({
  legalBasis: z.string(),
  verified: z.boolean(),
  uncertain: z.string().optional(),
  /** The pages read for this figure (official, or the public transcriptions named in `uncertain`). */
  readAt: z.array(z.string().url()).optional(),
});
export type NormSource = z.infer<typeof normSourceSchema>;

export const energyLabels = [
  "A++++_guarantee",
  "A++++",
  "A+++",
  "A++",
  "A+",
  "A",
  "B",
  "C",
  "D",
  "E",
  "F",
  "G",
] as const;
export type EnergyLabel = (typeof energyLabels)[number];

/** Exhaustive: zod 4 requires every label as a key. */
const labelAmounts = z.record(z.enum(energyLabels), z.number().min(0));

const financeCostTableSchema = z.object({
  officialTable: z.string(),
  description: z.string(),
  firstIncome: z.number(),
  lastIncome: z.number(),
  incomeStep: z.number().positive(),
  /** Each row: [income, pct for rate band 1, …, pct for rate band 12]. */
  rows: z.array(z.array(z.number()).length(13)).min(1),
});
export type FinanceCostTable = z.infer<typeof financeCostTableSchema>;

export const financeCostTableIds = ["nonAowBox1", "aowBox1", "nonAowBox3", "aowBox3"] as const;
export type FinanceCostTableId = (typeof financeCostTableIds)[number];

export const normsSchema = z.object({
  year: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  provenance: z.record(z.string(), z.unknown()),
  financeCost: z.object({
    source: normSourceSchema,
    rule: z.string(),
    rateBands: z.array(z.object({ max: z.number().nullable(), label: z.string() })).length(12),
    tables: z.object({
      nonAowBox1: financeCostTableSchema,
      aowBox1: financeCostTableSchema,
      nonAowBox3: financeCostTableSchema,
      aowBox3: financeCostTableSchema,
    }),
  }),
  annuity: z.object({ months: z.number().int().positive(), source: normSourceSchema }),
  toetsrente: z.object({
    longFixedYears: z.number(),
    /** The AFM publishes its test rate each quarter; an offer uses the rate of the quarter it is made in. */
    afmRateByQuarter: z.array(z.object({ quarter: z.string().regex(/^\d{4}-Q[1-4]$/), rate: z.number() })).min(1),
    floor: z.number(),
    source: normSourceSchema,
    afmRateSource: normSourceSchema,
  }),
  aowAge: z.object({
    /** AOW age for those reaching it in the norms year. */
    reachedAge: z.object({ years: z.number().int(), months: z.number().int().min(0).max(11) }),
    /** AOW age assumed for reaching it in later years (within the test horizon). */
    futureAge: z.object({ years: z.number().int(), months: z.number().int().min(0).max(11) }),
    withinYears: z.number().int().positive(),
    source: normSourceSchema,
    withinSource: normSourceSchema,
  }),
  energyLabel: z.object({
    purchase: z.object({ amounts: labelAmounts, source: normSourceSchema }),
    savingMeasures: z.object({ amounts: labelAmounts, source: normSourceSchema }),
  }),
  studentDebt: z.object({
    factors: z.array(z.object({ maxRate: z.number().nullable(), factor: z.number() })).min(1),
    source: normSourceSchema,
  }),
  obligations: z.object({
    creditLimitMonthlyPct: z.number(),
    source: normSourceSchema,
    partnerAlimonySource: normSourceSchema,
    childAlimonySource: normSourceSchema,
    otherSource: normSourceSchema,
  }),
  singles: z.object({
    amount: z.number(),
    thresholdNonAow: z.number(),
    thresholdAow: z.number(),
    source: normSourceSchema,
  }),
  ltv: z.object({ maxPct: z.number(), maxPctWithSavingMeasures: z.number(), source: normSourceSchema }),
  tax: z.object({
    deductionCapPct: z.number(),
    firstBracket: z.object({ upTo: z.number(), pct: z.number() }),
    deductionSource: normSourceSchema,
    eigenwoningforfait: z.object({
      bands: z
        .array(
          z.object({
            upTo: z.number().nullable(),
            pct: z.number(),
            base: z.number().optional(),
            over: z.number().optional(),
          }),
        )
        .min(1),
      source: normSourceSchema,
    }),
    hillenDeductionPct: z.number(),
    hillenSource: normSourceSchema,
    /** First bracket for someone who has reached AOW age (no AOW premium). */
    aowFirstBracket: z.object({ upTo: z.number(), pct: z.number() }),
    aowDeductionSource: normSourceSchema,
  }),
  transferTax: z.object({
    ownHomePct: z.number(),
    otherDwellingPct: z.number(),
    starterMinAge: z.number(),
    starterMaxAge: z.number(),
    starterValueLimit: z.number(),
    source: normSourceSchema,
    newBuildPct: z.number(),
    newBuildSource: normSourceSchema,
  }),
  nhg: z.object({
    costLimit: z.number(),
    costLimitWithSavingMeasures: z.number(),
    feePct: z.number(),
    source: normSourceSchema,
  }),
  stressTest: z.object({ addedPoints: z.array(z.number()), source: normSourceSchema }),
  bridging: z.object({
    maxPctOfSalePrice: z.number().positive().max(100),
    source: normSourceSchema,
    doubleCostsSource: normSourceSchema,
  }),
});
export type Norms = z.infer<typeof normsSchema>;

/** The norms per year. A new year is a new JSON file registered here, not a code change in the engine. */
export const normsByYear: Readonly<Record<number, Norms>> = {
  2026: normsSchema.parse(norms2026),
};

export const supportedYears = Object.keys(normsByYear).map(Number);

export function normsFor(year: number): Norms {
  const norms = normsByYear[year];
  if (!norms) throw new RangeError(`No mortgage norms for ${year}`);
  return norms;
}

/**
 * The norms in force on a date (YYYY-MM-DD): the year whose validFrom..validUntil holds it. A date no file covers is
 * an error, not a silent fallback to another year's figures.
 */
export function normsInForceOn(date: string, registry: Readonly<Record<number, Norms>> = normsByYear): Norms {
  const found = Object.values(registry).find((norms) => norms.validFrom <= date && date <= norms.validUntil);
  if (!found) throw new RangeError(`No mortgage norms in force on ${date}`);
  return found;
}
