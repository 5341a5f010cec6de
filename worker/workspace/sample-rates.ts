import type { LenderRate, WorkspaceData } from "../../schemas/workspace";

/**
 * SAMPLE rates, not any lender's published sheet: round figures in the range Dutch lenders quoted early 2026,
 * so the comparison has something to work on. The workspace marks them `ratesAreSample` with their date; advisers
 * replace them with the sheets they actually use.
 */
export const SAMPLE_RATES_DATE = "2026-01-15";

const lenders: { lender: string; base: number }[] = [
  { lender: "Voorbeeldbank A (sample)", base: 3.55 },
  { lender: "Voorbeeldbank B (sample)", base: 3.65 },
  { lender: "Voorbeeldverzekeraar C (sample)", base: 3.48 },
];
const periodAdd: Record<number, number> = { 5: -0.1, 10: 0, 20: 0.25, 30: 0.4 };
const bands: { ltvMaxPct: number; add: number }[] = [
  { ltvMaxPct: 60, add: -0.15 },
  { ltvMaxPct: 80, add: 0 },
  { ltvMaxPct: 90, add: 0.1 },
  { ltvMaxPct: 100, add: 0.2 },
];

export function sampleLenderRates(): LenderRate[] {
  const rates: LenderRate[] = [];
  for (const { lender, base } of lenders) {
    for (const [period, add] of Object.entries(periodAdd)) {
      const fixedPeriodYears = Number(period);
      for (const band of bands) {
        rates.push({
          lender,
          fixedPeriodYears,
          ltvMaxPct: band.ltvMaxPct,
          nhg: false,
          ratePct: round(base + add + band.add),
        });
      }
      rates.push({ lender, fixedPeriodYears, ltvMaxPct: 100, nhg: true, ratePct: round(base + add - 0.3) });
    }
  }
  return rates;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function defaultWorkspaceData(adviser: { name: string; email: string }): WorkspaceData {
  return {
    adviser: { name: adviser.name, email: adviser.email, phone: "", registrationNumber: "", office: "" },
    lenderRates: sampleLenderRates(),
    ratesDate: SAMPLE_RATES_DATE,
    ratesAreSample: true,
  };
}
