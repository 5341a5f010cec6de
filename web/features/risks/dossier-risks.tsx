import { useMemo } from "react";
import { calculationRequestSchema, type RiskAnalysis, type RiskOptions } from "#domain/mortgage";
import type { Borrower, LenderRate } from "#schemas/workspace";
import { bestRate, calculationInputFor } from "@/features/workspace/dossier";
import { RiskAnalysisSection } from "./risk-analysis";

/**
 * The risk analysis of a dossier: the same request the dossier's calculation uses (or, for an issued report, the
 * analysis it signed), analysed with the risk figures of its norms year.
 */
export function DossierRiskAnalysis({
  borrower,
  rates,
  today,
  frozenInput,
  frozenAnalysis,
  onOptionsChange,
}: {
  borrower: Borrower;
  rates: LenderRate[];
  today: string;
  frozenInput?: Record<string, unknown>;
  /** The analysis an issued report signed (reports issued before it was frozen recompute from their input). */
  frozenAnalysis?: { options: RiskOptions; analysis: RiskAnalysis } | null;
  onOptionsChange?: (options: RiskOptions | null) => void;
}) {
  const request = useMemo(() => {
    const input = frozenInput ?? calculationInputFor(borrower, bestRate(borrower, rates), today);
    const parsed = calculationRequestSchema.safeParse(input);
    if (!parsed.success || parsed.data.applicants.every((applicant) => applicant.grossAnnualIncome === 0)) return null;
    return parsed.data;
  }, [borrower, rates, today, frozenInput]);
  return (
    <RiskAnalysisSection
      request={request}
      hasChildren={borrower.profile.household.children > 0}
      frozen={frozenAnalysis}
      onOptionsChange={onOptionsChange}
    />
  );
}
