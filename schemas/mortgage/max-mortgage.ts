import type { CalculationRequest } from "./calculation";
import { type Explainer, eur, pct } from "./explain";
import { annuityFactor, roundCents, roundEuro } from "./finance";
import type { FinanceCostTableId, Norms } from "./norms";

/** Test rate: under the long fixed period the higher of offered and AFM rate (never under the floor). */
export function toetsrente(norms: Norms, offered: number, fixedPeriodYears: number) {
  const { longFixedYears, afmRate, floor } = norms.toetsrente;
  if (fixedPeriodYears >= longFixedYears) return { rate: offered, rule: "offered" as const };
  const afm = Math.max(afmRate, floor);
  return offered >= afm ? { rate: offered, rule: "offeredAboveAfm" as const } : { rate: afm, rule: "afm" as const };
}

/** Index of the rate band: the first whose max the rate (to three decimals) does not exceed. */
export function rateBandIndex(norms: Norms, rate: number): number {
  const rounded = Math.round(rate * 1000) / 1000;
  const index = norms.financeCost.rateBands.findIndex((band) => band.max === null || rounded <= band.max);
  return index === -1 ? norms.financeCost.rateBands.length - 1 : index;
}

/** The row that applies to an income: from its income up to the next row; clamped at both ends. */
export function financeCostRow(norms: Norms, tableId: FinanceCostTableId, income: number) {
  const table = norms.financeCost.tables[tableId];
  const index = Math.min(
    table.rows.length - 1,
    Math.max(0, Math.floor((income - table.firstIncome) / table.incomeStep)),
  );
  return table.rows[index] as number[];
}

export function financeCostPct(norms: Norms, tableId: FinanceCostTableId, income: number, rate: number) {
  const row = financeCostRow(norms, tableId, income);
  const band = rateBandIndex(norms, rate);
  return { pct: row[band + 1] as number, rowIncome: row[0] as number, band };
}

export function studentDebtFactor(norms: Norms, rate: number): number {
  const rounded = Math.round(rate * 1000) / 1000;
  const row = norms.studentDebt.factors.find((f) => f.maxRate === null || rounded <= f.maxRate);
  return row?.factor ?? (norms.studentDebt.factors.at(-1)?.factor as number);
}

export interface IncomeMaximum {
  toetsinkomen: number;
  toetsrente: number;
  financeCostPct: number;
  financeCostTable: FinanceCostTableId;
  allowedMonthly: number;
  obligationsMonthly: number;
  maxByIncomeBase: number;
  energyLabelAmount: number;
  energySavingAmount: number;
  singlesAmount: number;
  maxByIncome: number;
}

/** Maximum mortgage on income (TRHK art. 3 and 3a, Bijlage 1), every step explained. */
export function maxByIncome(norms: Norms, request: CalculationRequest, explain: Explainer): IncomeMaximum {
  const { applicants } = request;
  const toetsinkomen = applicants.reduce((sum, a) => sum + a.grossAnnualIncome, 0);
  explain.add({
    figure: "toetsinkomen",
    value: toetsinkomen,
    unit: "EUR",
    rule: "toetsinkomen",
    text: `Sum of the gross annual incomes of ${applicants.length} applicant(s); a partner's income counts fully: ${eur(toetsinkomen)}.`,
    norm: "TRHK art. 3 (toetsinkomen)",
    source: norms.financeCost.source,
    inputs: Object.fromEntries(
      applicants.map((a, index) => [`applicant${index + 1}.grossAnnualIncome`, a.grossAnnualIncome]),
    ),
  });

  const test = toetsrente(norms, request.interestRate, request.fixedPeriodYears);
  explain.add({
    figure: "toetsrente",
    value: test.rate,
    unit: "%",
    rule: `toetsrente.${test.rule}`,
    text:
      test.rule === "offered"
        ? `Fixed period of ${request.fixedPeriodYears} years (at least ${norms.toetsrente.longFixedYears}): tested at the offered rate, ${pct(test.rate)}.`
        : `Fixed period of ${request.fixedPeriodYears} years (under ${norms.toetsrente.longFixedYears}): tested at the higher of the offered rate ${pct(request.interestRate)} and the AFM rate ${pct(norms.toetsrente.afmRate)} (floor ${pct(norms.toetsrente.floor)}): ${pct(test.rate)}.`,
    norm: "Toetsrente",
    source: test.rule === "afm" ? norms.toetsrente.afmRateSource : norms.toetsrente.source,
    inputs: {
      interestRate: request.interestRate,
      fixedPeriodYears: request.fixedPeriodYears,
      afmRate: norms.toetsrente.afmRate,
      floor: norms.toetsrente.floor,
    },
  });

  // With two applicants the one with the highest income decides whether the AOW table applies.
  const decisive = applicants.reduce((best, a) => (a.grossAnnualIncome > best.grossAnnualIncome ? a : best));
  const aow = decisive.aow;
  const tableId: FinanceCostTableId = `${aow ? "aow" : "nonAow"}${request.interestDeductible ? "Box1" : "Box3"}`;
  const table = norms.financeCost.tables[tableId];
  const cell = financeCostPct(norms, tableId, toetsinkomen, test.rate);
  const bandLabel = norms.financeCost.rateBands[cell.band]?.label ?? "";
  explain.add({
    figure: "financeCostPct",
    value: cell.pct,
    unit: "%",
    rule: "financeCostPct",
    text: `${table.officialTable} (${table.description}), row EUR ${cell.rowIncome}, column ${bandLabel}: ${pct(cell.pct)} of the toetsinkomen may go to gross housing costs.`,
    norm: "Financieringslastpercentage",
    source: norms.financeCost.source,
    table: table.officialTable,
    cell: { row: String(cell.rowIncome), column: bandLabel },
    inputs: { toetsinkomen, toetsrente: test.rate, aow, interestDeductible: request.interestDeductible },
  });

  const allowedMonthly = (toetsinkomen * cell.pct) / 100 / 12;
  explain.add({
    figure: "allowedMonthly",
    value: roundCents(allowedMonthly),
    unit: "EUR/month",
    rule: "allowedMonthly",
    text: `${eur(toetsinkomen)} x ${pct(cell.pct)} / 12 = ${eur(roundCents(allowedMonthly))} a month.`,
    norm: "TRHK art. 3 (financieringslast)",
    source: norms.financeCost.source,
    inputs: { toetsinkomen, financeCostPct: cell.pct },
  });

  const factor = request.interestDeductible ? studentDebtFactor(norms, test.rate) : 1;
  const duo = applicants.reduce((sum, a) => sum + a.studentDebtMonthly, 0);
  const credit = applicants.reduce((sum, a) => sum + a.creditLimits, 0);
  const alimony = applicants.reduce((sum, a) => sum + a.alimonyMonthly, 0);
  const creditPct = norms.obligations.creditLimitMonthlyPct;
  const obligationsMonthly = duo * factor + (credit * creditPct) / 100 + alimony;
  explain.add({
    figure: "obligations.studentDebt",
    value: roundCents(duo * factor),
    unit: "EUR/month",
    rule: "studentDebt",
    text: `DUO instalments ${eur(duo)} a month x factor ${factor} (test rate ${pct(test.rate)}${request.interestDeductible ? "" : "; factor 1 as the interest is not deductible"}) = ${eur(roundCents(duo * factor))}.`,
    norm: "Studieschuld (DUO)",
    source: norms.studentDebt.source,
    inputs: { studentDebtMonthly: duo, factor, toetsrente: test.rate },
  });
  explain.add({
    figure: "obligations.creditLimits",
    value: roundCents((credit * creditPct) / 100),
    unit: "EUR/month",
    rule: "creditLimits",
    text: `${pct(creditPct)} of credit limits of ${eur(credit)} = ${eur(roundCents((credit * creditPct) / 100))} a month.`,
    norm: "Kredietlasten",
    source: norms.obligations.source,
    inputs: { creditLimits: credit, creditLimitPct: creditPct },
  });
  explain.add({
    figure: "obligations.alimony",
    value: roundCents(alimony),
    unit: "EUR/month",
    rule: "alimony",
    text: `Alimony paid, ${eur(alimony)} a month, counts in full.`,
    norm: "Alimentatie",
    source: norms.financeCost.source,
    inputs: { alimonyMonthly: alimony },
  });

  const room = allowedMonthly - obligationsMonthly;
  const months = norms.annuity.months;
  const capital = annuityFactor(test.rate, months);
  const maxByIncomeBase = room > 0 ? roundEuro(room * capital) : 0;
  explain.add({
    figure: "maxByIncomeBase",
    value: maxByIncomeBase,
    unit: "EUR",
    rule: room > 0 ? "annuityCapitalised" : "noRoom",
    text:
      room > 0
        ? `(${eur(roundCents(allowedMonthly))} - obligations ${eur(roundCents(obligationsMonthly))}) = ${eur(roundCents(room))} a month, capitalised as a ${months}-month annuity at ${pct(test.rate)} (factor ${capital.toFixed(4)}), rounded to the euro: ${eur(maxByIncomeBase)}.`
        : `Obligations of ${eur(roundCents(obligationsMonthly))} a month use up the allowed ${eur(roundCents(allowedMonthly))}: no room for a mortgage.`,
    norm: "TRHK art. 3 (annuity over 30 years at the test rate)",
    source: norms.annuity.source,
    inputs: {
      allowedMonthly: roundCents(allowedMonthly),
      obligationsMonthly: roundCents(obligationsMonthly),
      toetsrente: test.rate,
      months,
    },
  });

  const label = request.energyLabel;
  const labelAmount = room > 0 && label ? norms.energyLabel.purchase.amounts[label] : 0;
  explain.add({
    figure: "energyLabelAmount",
    value: labelAmount,
    unit: "EUR",
    rule: label ? "energyLabel" : "energyLabel.none",
    text: label
      ? `Energy label ${label}: ${eur(labelAmount)} is left out of the financing burden.`
      : "No energy label given: no label amount.",
    norm: "Energielabel (aankoop)",
    source: norms.energyLabel.purchase.source,
    inputs: { energyLabel: label },
  });
  const measuresRoom = room > 0 && label ? norms.energyLabel.savingMeasures.amounts[label] : 0;
  const energySavingAmount = Math.min(request.energySavingMeasures, measuresRoom);
  explain.add({
    figure: "energySavingAmount",
    value: energySavingAmount,
    unit: "EUR",
    rule: "energySaving",
    text: `Energy-saving measures of ${eur(request.energySavingMeasures)}; for label ${label ?? "none"} up to ${eur(measuresRoom)} is left out of the financing burden: ${eur(energySavingAmount)}.`,
    norm: "Energiebesparende voorzieningen",
    source: norms.energyLabel.savingMeasures.source,
    inputs: { energyLabel: label, energySavingMeasures: request.energySavingMeasures, maximum: measuresRoom },
  });

  const threshold = aow ? norms.singles.thresholdAow : norms.singles.thresholdNonAow;
  const single = applicants.length === 1;
  const singlesAmount = room > 0 && single && toetsinkomen > threshold ? norms.singles.amount : 0;
  explain.add({
    figure: "singlesAmount",
    value: singlesAmount,
    unit: "EUR",
    rule: singlesAmount > 0 ? "singles" : "singles.none",
    text: single
      ? `Single applicant with a toetsinkomen of ${eur(toetsinkomen)} (threshold: more than ${eur(threshold)}): ${eur(singlesAmount)}.`
      : "Two applicants: the singles amount does not apply.",
    norm: "Alleenstaandenbedrag",
    source: norms.singles.source,
    inputs: { applicants: applicants.length, toetsinkomen, threshold },
  });

  const total = maxByIncomeBase + labelAmount + energySavingAmount + singlesAmount;
  explain.add({
    figure: "maxByIncome",
    value: total,
    unit: "EUR",
    rule: "maxByIncome",
    text: `${eur(maxByIncomeBase)} + label ${eur(labelAmount)} + energy-saving ${eur(energySavingAmount)} + singles ${eur(singlesAmount)} = ${eur(total)}.`,
    norm: "Maximale hypotheek op inkomen",
    source: norms.financeCost.source,
    inputs: { maxByIncomeBase, energyLabelAmount: labelAmount, energySavingAmount, singlesAmount },
  });

  return {
    toetsinkomen,
    toetsrente: test.rate,
    financeCostPct: cell.pct,
    financeCostTable: tableId,
    allowedMonthly: roundCents(allowedMonthly),
    obligationsMonthly: roundCents(obligationsMonthly),
    maxByIncomeBase,
    energyLabelAmount: labelAmount,
    energySavingAmount,
    singlesAmount,
    maxByIncome: total,
  };
}

/** Maximum on the value of the home (LTV): 100%, up to 106% for energy-saving measures. */
export function maxByValue(norms: Norms, request: CalculationRequest, explain: Explainer): number | null {
  const value = request.propertyValue;
  if (value === undefined) return null;
  const { maxPct, maxPctWithSavingMeasures } = norms.ltv;
  const base = (value * maxPct) / 100;
  const extra = Math.min(request.energySavingMeasures, (value * (maxPctWithSavingMeasures - maxPct)) / 100);
  const result = Math.floor(base + extra);
  explain.add({
    figure: "maxByValue",
    value: result,
    unit: "EUR",
    rule: "maxByValue",
    text: `${pct(maxPct)} of the market value ${eur(value)}${extra > 0 ? ` + ${eur(extra)} for energy-saving measures (at most ${pct(maxPctWithSavingMeasures)} in all)` : ""} = ${eur(result)}.`,
    norm: "Loan-to-value",
    source: norms.ltv.source,
    inputs: {
      propertyValue: value,
      energySavingMeasures: request.energySavingMeasures,
      maxPct,
      maxPctWithSavingMeasures,
    },
  });
  return result;
}
