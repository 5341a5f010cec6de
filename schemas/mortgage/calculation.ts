import { z } from "zod";
import { aowSituation } from "../../domain/mortgage/aow";
import { bridgingResultSchema, bridgingSchema } from "../../domain/mortgage/bridging";
import { loanPartResultSchema, loanPartSchema } from "../../domain/mortgage/loan-parts";
import { toetsrente } from "../../domain/mortgage/max-mortgage";
import { energyLabels, normsByYear, supportedYears } from "../../domain/mortgage/norms";

const euros = (max: number) => z.number().finite().min(0).max(max);

export const applicantSchema = z.object({
  grossAnnualIncome: euros(10_000_000),
  /** Has reached the state pension (AOW) age. With `age` given, the age decides as well (AOW age from the norms). */
  aow: z.boolean().default(false),
  /** Age in whole years on the calculation date: AOW status, AOW within 10 years, starter exemption. */
  age: z.number().int().min(18).max(120).optional(),
  /** Months past the last birthday (0-11), for the AOW date to the month. */
  ageMonths: z.number().int().min(0).max(11).default(0),
  /** Expected gross annual income after AOW age (AOW benefit + pension); needed when AOW age is within 10 years. */
  incomeAfterAow: euros(10_000_000).optional(),
  starterExemptionUsed: z.boolean().default(false),
  studentDebtMonthly: euros(100_000).default(0),
  /** Sum of credit limits (revolving credit, overdraft) in euros. */
  creditLimits: euros(10_000_000).default(0),
  /** Partner alimony paid a month: comes off the gross income (x 12), not counted as an obligation. */
  alimonyMonthly: euros(100_000).default(0),
  /** Child alimony paid a month: recorded, not counted (the norms already allow for children). */
  childAlimonyMonthly: euros(100_000).default(0),
  /** Other fixed monthly obligations (private loans, leases): counted in full. */
  otherMonthly: euros(100_000).default(0),
});

export const loanTypes = ["annuity", "linear"] as const;
export type LoanType = (typeof loanTypes)[number];

export const calculationRequestSchema = z
  .object({
    year: z
      .number()
      .int()
      .refine((year) => supportedYears.includes(year), { message: `Norms exist for: ${supportedYears.join(", ")}` }),
    applicants: z.array(applicantSchema).min(1).max(2),
    /** Offered interest rate, % per year. With `loanParts` it may be left out: the part tested highest decides. */
    interestRate: z.number().positive().max(20).optional(),
    /** Date of the offer (YYYY-MM-DD): picks the AFM test rate of its quarter. Without it the latest quarter listed. */
    offerDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    fixedPeriodYears: z.number().int().min(1).max(30).optional(),
    /** The loan in parts (leningdelen); replaces loanAmount, loanType and interestOnlyAmount when given. */
    loanParts: z.array(loanPartSchema).min(1).max(10).optional(),
    energyLabel: z.enum(energyLabels).nullable().default(null),
    energySavingMeasures: euros(1_000_000).default(0),
    propertyValue: euros(100_000_000).positive().optional(),
    /** WOZ value for the eigenwoningforfait; defaults to the property value. */
    wozValue: euros(100_000_000).optional(),
    loanAmount: euros(100_000_000).optional(),
    loanType: z.enum(loanTypes).default("annuity"),
    /** Part of the loan that is interest-only (not repaid, interest not deductible). */
    interestOnlyAmount: euros(100_000_000).default(0),
    /** Mortgage interest is deductible in box 1 (own home, repaid at least as an annuity). */
    interestDeductible: z.boolean().default(true),
    /** A bridging loan while the old home is not sold: its interest is a cost, the old home's costs an obligation. */
    bridging: bridgingSchema.optional(),
    /** Own funds the client puts in (savings, gift): lower the loan needed. */
    ownFunds: euros(100_000_000).default(0),
    /** The client wants NHG: only then is the guarantee fee a cost of buying. */
    nhg: z.boolean().default(true),
    purchase: z
      .object({
        ownOccupied: z.boolean().default(true),
        /** A new home bought 'vrij op naam': VAT is in the price, no transfer tax. */
        newBuild: z.boolean().default(false),
        notaryFee: euros(1_000_000).default(0),
        valuationFee: euros(1_000_000).default(0),
        adviceFee: euros(1_000_000).default(0),
      })
      .prefault({}),
  })
  .superRefine((request, context) => {
    if (request.loanAmount !== undefined && request.interestOnlyAmount > request.loanAmount) {
      context.addIssue({
        code: "custom",
        path: ["interestOnlyAmount"],
        message: "The interest-only part cannot exceed the loan amount",
      });
    }
    if (!request.loanParts && request.interestRate === undefined) {
      context.addIssue({ code: "custom", path: ["interestRate"], message: "Required without loanParts" });
    }
    if (!request.loanParts && request.fixedPeriodYears === undefined) {
      context.addIssue({ code: "custom", path: ["fixedPeriodYears"], message: "Required without loanParts" });
    }
    const norms = normsByYear[request.year];
    if (!norms) return;
    request.applicants.forEach((applicant, index) => {
      if (aowSituation(norms, applicant).within && applicant.incomeAfterAow === undefined) {
        context.addIssue({
          code: "custom",
          path: ["applicants", index, "incomeAfterAow"],
          message: `AOW age is reached within ${norms.aowAge.withinYears} years: the expected income after AOW age is needed`,
        });
      }
    });
  })
  .transform((request) => {
    const parts = request.loanParts;
    if (!parts) {
      return { ...request, interestRate: request.interestRate ?? 0, fixedPeriodYears: request.fixedPeriodYears ?? 0 };
    }
    // The maximum is tested at the part whose test rate is highest (TRHK art. 3 lid 5 per part; the prudent one).
    const norms = normsByYear[request.year];
    const tested = [...parts].sort(
      (a, b) =>
        (norms ? toetsrente(norms, b.interestRate, b.fixedPeriodYears, request.offerDate).rate : b.interestRate) -
        (norms ? toetsrente(norms, a.interestRate, a.fixedPeriodYears, request.offerDate).rate : a.interestRate),
    )[0] as (typeof parts)[number];
    const box3 = parts.filter((part) => part.box === 3).reduce((sum, part) => sum + part.amount, 0);
    const total = parts.reduce((sum, part) => sum + part.amount, 0);
    return {
      ...request,
      interestRate: request.interestRate ?? tested.interestRate,
      fixedPeriodYears: request.fixedPeriodYears ?? tested.fixedPeriodYears,
      loanAmount: total,
      // Box 3 parts are tested on Tabel 3/4 by their share; all parts in box 3 means the whole loan is.
      interestOnlyAmount: box3 < total ? box3 : 0,
      interestDeductible: box3 < total,
    };
  });
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;
export type CalculationInput = z.input<typeof calculationRequestSchema>;

export const explanationSchema = z.object({
  /** The output field this explains, e.g. "maxByIncome" or "purchaseCosts.transferTax". */
  figure: z.string(),
  value: z.union([z.number(), z.boolean(), z.null()]),
  unit: z.enum(["EUR", "EUR/month", "EUR/year", "%", "factor", "flag"]),
  /** Stable key of the rule applied; the SPA translates it. */
  rule: z.string(),
  /** The rule and its numbers in English, for API consumers and logs. */
  text: z.string(),
  source: z.object({
    norm: z.string(),
    year: z.number(),
    legalBasis: z.string(),
    verified: z.boolean(),
    uncertain: z.string().optional(),
    table: z.string().optional(),
    cell: z.object({ row: z.string(), column: z.string() }).optional(),
  }),
  inputs: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const scheduleRowSchema = z.object({
  month: z.number().int(),
  balanceStart: z.number(),
  interest: z.number(),
  repayment: z.number(),
  gross: z.number(),
  deduction: z.number(),
  net: z.number(),
  balanceEnd: z.number(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

export const calculationResultSchema = z.object({
  year: z.number(),
  toetsinkomen: z.number(),
  toetsrente: z.number(),
  financeCostPct: z.number(),
  financeCostTable: z.string(),
  allowedMonthly: z.number(),
  obligationsMonthly: z.number(),
  maxByIncomeBase: z.number(),
  energyLabelAmount: z.number(),
  energySavingAmount: z.number(),
  singlesAmount: z.number(),
  maxByIncome: z.number(),
  maxByValue: z.number().nullable(),
  maxMortgage: z.number(),
  loan: z.object({
    amount: z.number(),
    fromRequest: z.boolean(),
    withinMaximum: z.boolean(),
    type: z.enum(loanTypes),
    interestOnlyAmount: z.number(),
  }),
  /** Per loan part: its first month (only when the request had loanParts). */
  loanParts: z.array(loanPartResultSchema).optional(),
  monthlyGross: z.number(),
  monthlyNet: z.number(),
  eigenwoningforfait: z.number(),
  deductionPct: z.number(),
  totalInterest: z.number(),
  totalGross: z.number(),
  totalNet: z.number(),
  schedule: z.array(scheduleRowSchema),
  stressTest: z.array(z.object({ addedPoints: z.number(), rate: z.number(), monthlyGross: z.number() })),
  nhg: z.object({ eligible: z.boolean(), chosen: z.boolean(), limit: z.number(), fee: z.number() }),
  purchaseCosts: z.object({
    transferTax: z.number(),
    nhgFee: z.number(),
    notaryFee: z.number(),
    valuationFee: z.number(),
    adviceFee: z.number(),
    total: z.number(),
  }),
  /** Purchase price + costs of buying - own funds = the loan needed, against the maximum on income and on value. */
  financing: z
    .object({
      purchasePrice: z.number(),
      purchaseCosts: z.number(),
      ownFunds: z.number(),
      loanNeed: z.number(),
      withinIncome: z.boolean(),
      withinValue: z.boolean().nullable(),
    })
    .optional(),
  /** The bridging loan and its interest; `monthlyGrossWithBridging` = the first month of the mortgage plus it. */
  bridging: bridgingResultSchema.extend({ monthlyGrossWithBridging: z.number() }).optional(),
  explanations: z.array(explanationSchema),
});
export type CalculationResult = z.infer<typeof calculationResultSchema>;
