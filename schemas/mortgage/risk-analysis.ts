import { z } from "zod";
import { normSourceSchema } from "../../domain/mortgage/norms";
import { calculationRequestSchema } from "./calculation";

export const riskKinds = ["retirement", "death", "disability", "unemployment"] as const;
export type RiskKind = (typeof riskKinds)[number];

/** The adviser's assumptions for the scenarios; every default is a stated, prudent choice. */
export const riskOptionsSchema = z.object({
  /** Rate assumed for every part once its fixed period ends (% a year). Default: the AFM test rate of the norms. */
  rateAfterFixed: z.number().positive().max(20).optional(),
  /** Degree of disability in the disability scenario (%); the remaining earning capacity is assumed unused. */
  disabilityDegree: z.number().min(0).max(100).default(100),
  /** The disability is permanent (IVA from 80%); otherwise WGA. */
  disabilityPermanent: z.boolean().default(false),
  /** Age of the youngest child under 18 in the household: a surviving partner then has Anw until the child is 18. */
  youngestChildAge: z.number().int().min(0).max(17).optional(),
  /** Year a transition-law (pre-2013) part began: its 30 years of deduction count from then (at the earliest 2001). */
  transitionLawStartYear: z.number().int().min(1950).max(2012).default(2001),
});
export type RiskOptions = z.infer<typeof riskOptionsSchema>;

export const riskRequestSchema = z
  .object({ calculation: calculationRequestSchema, options: riskOptionsSchema.prefault({}) })
  .superRefine((request, context) => {
    request.calculation.applicants.forEach((applicant, index) => {
      if (applicant.age === undefined) {
        context.addIssue({
          code: "custom",
          path: ["calculation", "applicants", index, "age"],
          message: "The risk analysis needs each applicant's age (AOW date, WW duration)",
        });
      }
    });
  });
export type RiskRequest = z.infer<typeof riskRequestSchema>;
export type RiskRequestInput = z.input<typeof riskRequestSchema>;

export const riskYearSchema = z.object({
  year: z.number().int(),
  grossIncome: z.number(),
  netIncome: z.number(),
  grossCosts: z.number(),
  netCosts: z.number(),
  /** Gross housing costs the TRHK table allows on this year's income (toetsinkomen x percentage). */
  budget: z.number(),
  financeCostPct: z.number(),
  /** Gross costs above the budget: what the household is short that year. */
  shortfall: z.number(),
});
export type RiskYear = z.infer<typeof riskYearSchema>;

/** A figure a scenario rests on, with its source. */
export const riskBasisSchema = z.object({
  figure: z.string(),
  value: z.number(),
  unit: z.enum(["EUR/day", "EUR/month", "EUR/year", "%", "months", "year"]),
  source: normSourceSchema,
});
export type RiskBasis = z.infer<typeof riskBasisSchema>;

export const riskScenarioSchema = z.object({
  kind: z.enum(riskKinds),
  /** The applicant the event happens to (index); null for retirement, which runs for everyone. */
  applicant: z.number().int().nullable(),
  years: z.array(riskYearSchema),
  totalShortfall: z.number(),
  maxShortfall: z.number(),
  firstShortfallYear: z.number().int().nullable(),
  basis: z.array(riskBasisSchema),
});
export type RiskScenario = z.infer<typeof riskScenarioSchema>;

export const riskAnalysisSchema = z.object({
  year: z.number().int(),
  startYear: z.number().int(),
  rateAfterFixed: z.number(),
  scenarios: z.array(riskScenarioSchema),
  /** The costs over the term (as today's household would pay them): net by year, with the rules that change them. */
  costs: z.array(
    z.object({
      year: z.number().int(),
      gross: z.number(),
      interest: z.number(),
      deductibleInterest: z.number(),
      hillenPct: z.number(),
      net: z.number(),
    }),
  ),
  costBasis: z.array(riskBasisSchema),
});
export type RiskAnalysis = z.infer<typeof riskAnalysisSchema>;
