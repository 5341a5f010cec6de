import { z } from "zod";
import { normSourceSchema } from "./norms";
import risk2026 from "./risk-norms/2026.json";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Social-security and tax figures the risk analysis rests on, per year: a new year is a new JSON file. */
export const riskNormsSchema = z.object({
  year: z.number().int(),
  validFrom: isoDate,
  validUntil: isoDate,
  compiled: isoDate,
  minimumWage: z.object({ monthly: z.number().positive(), source: normSourceSchema }),
  dailyWage: z.object({
    daysPerYear: z.number().positive(),
    daysPerMonth: z.number().positive(),
    /** The maximum daily wage from each date (SZW sets it on 1 January and 1 July). */
    maximum: z.array(z.object({ from: isoDate, daily: z.number().positive() })).min(1),
    source: normSourceSchema,
    maximumSource: normSourceSchema,
  }),
  ww: z.object({
    firstMonths: z.number().int().min(0),
    firstPct: z.number(),
    laterPct: z.number(),
    minMonths: z.number().int(),
    maxMonths: z.number().int(),
    fullRateYears: z.number().int(),
    halfRateFromYear: z.number().int(),
    workFromAge: z.number().int(),
    source: normSourceSchema,
  }),
  sickPay: z.object({ months: z.number().int(), pct: z.number(), source: normSourceSchema }),
  wia: z.object({
    minDegree: z.number(),
    ivaFromDegree: z.number(),
    ivaPct: z.number(),
    lguFirstMonths: z.number().int(),
    lguFirstPct: z.number(),
    lguLaterPct: z.number(),
    followUp: z.array(z.object({ fromDegree: z.number(), pct: z.number() })).min(1),
    source: normSourceSchema,
  }),
  anw: z.object({
    monthly: z.number(),
    holidayMonthly: z.number(),
    exemptMonthly: z.number(),
    reductionFraction: z.number().min(0).max(1),
    childUnderAge: z.number().int(),
    source: normSourceSchema,
  }),
  aow: z.object({
    single: z.object({ monthly: z.number(), holidayMonthly: z.number() }),
    couple: z.object({ monthly: z.number(), holidayMonthly: z.number() }),
    source: normSourceSchema,
  }),
  incomeTax: z.object({
    brackets: z.array(z.object({ upTo: z.number().nullable(), pct: z.number(), aowPct: z.number() })).min(1),
    source: normSourceSchema,
  }),
  generalCredit: z.object({
    max: z.number(),
    phaseOutFrom: z.number(),
    phaseOutPct: z.number(),
    aowMax: z.number(),
    aowPhaseOutPct: z.number(),
    source: normSourceSchema,
    aowSource: normSourceSchema,
  }),
  hillen: z.object({ fullYear: z.number().int(), stepPct: z.number().positive(), source: normSourceSchema }),
  deductibility: z.object({
    maxYears: z.number().int(),
    transitionCountsFromYear: z.number().int(),
    source: normSourceSchema,
  }),
});
export type RiskNorms = z.infer<typeof riskNormsSchema>;

export const riskNormsByYear: Readonly<Record<number, RiskNorms>> = {
  2026: riskNormsSchema.parse(risk2026),
};

export function riskNormsFor(year: number): RiskNorms {
  const norms = riskNormsByYear[year];
  if (!norms) throw new RangeError(`No risk-analysis figures for ${year}`);
  return norms;
}

/** The risk figures in force on a date (YYYY-MM-DD); a date no file covers is an error. */
export function riskNormsInForceOn(date: string, registry: Readonly<Record<number, RiskNorms>> = riskNormsByYear) {
  const found = Object.values(registry).find((norms) => norms.validFrom <= date && date <= norms.validUntil);
  if (!found) throw new RangeError(`No risk-analysis figures in force on ${date}`);
  return found;
}

/** The maximum daily wage in force on a date: the latest step on or before it (the first step before the year). */
export function maxDailyWageOn(norms: RiskNorms, date: string): number {
  const steps = norms.dailyWage.maximum;
  return (steps.filter((step) => step.from <= date).at(-1) ?? (steps[0] as (typeof steps)[number])).daily;
}

/** Wet Hillen: the share of the forfait surplus still exempt in a year (100% in the full year, nil at the end). */
export function hillenPctIn(norms: RiskNorms, year: number): number {
  return Math.max(0, Math.min(100, 100 - (year - norms.hillen.fullYear) * norms.hillen.stepPct));
}
