import { analyseRisks, calculationRequestSchema, riskOptionsSchema } from "../domain/mortgage";
import type { Figure } from "./types";

/**
 * The risk analysis runs in the browser on every change of the calculator form: seven scenarios over 360 months.
 * Median time of one analysis of a couple (no server needed).
 */
export default async function riskAnalysis(): Promise<Figure[]> {
  const request = calculationRequestSchema.parse({
    year: 2026,
    applicants: [
      { grossAnnualIncome: 60_000, age: 40 },
      { grossAnnualIncome: 30_000, age: 38 },
    ],
    interestRate: 4,
    fixedPeriodYears: 10,
    loanAmount: 300_000,
    propertyValue: 350_000,
  });
  const options = riskOptionsSchema.parse({ youngestChildAge: 5 });
  const times: number[] = [];
  for (let run = 0; run < 220; run++) {
    const start = performance.now();
    analyseRisks(request, options);
    if (run >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  return [
    { name: "risk_analysis_median", value: Math.round(median * 100) / 100, unit: "ms", scenarios: 7, months: 360 },
    { name: "risk_analysis_p95", value: Math.round(p95 * 100) / 100, unit: "ms" },
  ];
}
