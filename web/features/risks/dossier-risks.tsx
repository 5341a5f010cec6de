import { useMemo } from "react";
import { calculationRequestSchema } from "#domain/mortgage";
import type { Borrower, LenderRate } from "#schemas/workspace";
import { bestRate, calculationInputFor } from "@/features/workspace/dossier";
import { RiskAnalysisSection } from "./risk-analysis";

/**
 * The risk analysis of a dossier: the same request the dossier's calculation uses (or, for an issued report, the
 * frozen request it was calculated on), analysed with the risk figures of its norms year.
 */
export function DossierRiskAnalysis({
  borrower,
  rates,
  today,
  frozenInput,
}: {
  borrower: Borrower;
  rates: LenderRate[];
  today: string;
  frozenInput?: Record<string, unknown>;
}) {
  const request = useMemo(() => {
    const input = frozenInput ?? calculationInputFor(borrower, bestRate(borrower, rates), today);
    const parsed = calculationRequestSchema.safeParse(input);
    if (!parsed.success || parsed.data.applicants.every((applicant) => applicant.grossAnnualIncome === 0)) return null;
    return parsed.data;
  }, [borrower, rates, today, frozenInput]);
  return <RiskAnalysisSection request={request} hasChildren={borrower.profile.household.children > 0} />;
}
