import { z } from "zod";
import { repaymentForms } from "../domain/mortgage/loan-parts";

/**
 * What the dossier keeps for the advice itself (Wft 4:23): the client profile, the advice per risk, the chosen lender
 * with reasons, and the loan as the adviser proposes it (parts, bridging loan, costs). Every field has a default so a
 * dossier stored before these existed still reads, and an issued report from before reopens unchanged.
 */

const euros = z.number().finite().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().max(max);

export const knowledgeLevels = ["none", "basic", "good", "expert"] as const;
export const riskAppetites = ["low", "medium", "high"] as const;
export const adviceRisks = ["death", "disability", "unemployment", "retirement"] as const;
export type AdviceRisk = (typeof adviceRisks)[number];

export const clientAdviceSchema = z.object({
  /** The client's goals with the home and the mortgage, in their words. */
  goals: text(4000).default(""),
  /** Knowledge of and experience with mortgages (Wft 4:23 lid 1 sub a). */
  knowledge: z.enum(knowledgeLevels).nullable().default(null),
  experience: text(2000).default(""),
  riskAppetite: z.enum(riskAppetites).nullable().default(null),
  /** The adviser's advice per risk: what was advised (cover, savings, a lower loan) and why. */
  riskAdvice: z
    .object({
      death: text(4000).default(""),
      disability: text(4000).default(""),
      unemployment: text(4000).default(""),
      retirement: text(4000).default(""),
    })
    .prefault({}),
  /** The chosen lender and product, and the reasons beyond the rate comparison. */
  lender: text(100).default(""),
  product: text(200).default(""),
  lenderReasons: text(4000).default(""),
});
export type ClientAdvice = z.infer<typeof clientAdviceSchema>;

/**
 * A loan part as the dossier keeps it. Looser than the calculator's part so a half-typed part still syncs: rate 0
 * means "the best quoted rate for its fixed period", and the tax box follows from the repayment form on calculation.
 */
export const dossierLoanPartSchema = z.object({
  amount: euros.default(0),
  repayment: z.enum(repaymentForms).default("annuity"),
  interestRate: z.number().finite().min(0).max(20).default(0),
  fixedPeriodYears: z.number().int().min(1).max(30).default(10),
  termMonths: z.number().int().min(1).max(360).default(360),
  box: z.union([z.literal(1), z.literal(3)]).default(1),
  transitionLaw: z.boolean().default(false),
});
export type DossierLoanPart = z.infer<typeof dossierLoanPartSchema>;

export const dossierBridgingSchema = z.object({
  enabled: z.boolean().default(false),
  expectedSalePrice: euros.default(0),
  remainingMortgage: euros.default(0),
  interestRate: z.number().finite().min(0).max(20).default(0),
  termMonths: z.number().int().min(1).max(36).default(24),
  soldUnconditionally: z.boolean().default(false),
  oldHomeMonthlyCosts: euros.default(0),
});

export const purchaseCostsSchema = z.object({
  notaryFee: euros.default(0),
  valuationFee: euros.default(0),
  /** The adviser's fee: a cost of buying, and the "costs of the advice" in the report. */
  adviceFee: euros.default(0),
});

/** Goals, knowledge and risk appetite are what the client profile needs before advice can be suitable. */
export const clientProfileComplete = (advice: ClientAdvice) =>
  advice.goals.trim() !== "" && advice.knowledge !== null && advice.riskAppetite !== null;

/** Risks for which no advice has been written yet. */
export const risksWithoutAdvice = (advice: ClientAdvice) =>
  adviceRisks.filter((risk) => advice.riskAdvice[risk].trim() === "");
