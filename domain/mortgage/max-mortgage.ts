import type { CalculationRequest } from "../../schemas/mortgage/calculation";
import { aowSituation } from "./aow";
import { doubleHousingCosts } from "./bridging";
import { type Explainer, eur, pct } from "./explain";
import { annuityFactor, annuityPayment, roundCents, roundEuro } from "./finance";
import type { FinanceCostTableId, Norms } from "./norms";

/** The quarter ("2026-Q3") of an ISO date. */
export const quarterOf = (isoDate: string) => `${isoDate.slice(0, 4)}-Q${Math.ceil(Number(isoDate.slice(5, 7)) / 3)}`;

/** The AFM rate for the offer's quarter; a quarter not (yet) listed uses the latest one listed before it. */
export function afmRateFor(norms: Norms, offerDate: string | undefined) {
  const quarters = norms.toetsrente.afmRateByQuarter;
  const latest = quarters.at(-1) as (typeof quarters)[number];
  if (!offerDate) return { ...latest, requested: null, listed: false };
  const requested = quarterOf(offerDate);
  const exact = quarters.find((q) => q.quarter === requested);
  if (exact) return { ...exact, requested, listed: true };
  const before = quarters.filter((q) => q.quarter < requested).at(-1) ?? quarters[0] ?? latest;
  return { ...before, requested, listed: false };
}

/** Test rate: under the long fixed period the higher of offered and AFM rate (never under the floor). */
export function toetsrente(norms: Norms, offered: number, fixedPeriodYears: number, offerDate?: string) {
  const { longFixedYears, floor } = norms.toetsrente;
  const afmRate = afmRateFor(norms, offerDate);
  if (fixedPeriodYears >= longFixedYears) return { rate: offered, rule: "offered" as const, afmRate };
  const afm = Math.max(afmRate.rate, floor);
  return offered >= afm
    ? { rate: offered, rule: "offeredAboveAfm" as const, afmRate }
    : { rate: afm, rule: "afm" as const, afmRate };
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

/** One applicant as the income test sees them: today's income, or the income after AOW age within the horizon. */
export function testedApplicants(norms: Norms, request: CalculationRequest) {
  return request.applicants.map((a) => {
    const situation = aowSituation(norms, a);
    const afterAow = situation.within ? (a.incomeAfterAow ?? 0) : a.grossAnnualIncome;
    return { ...situation, income: afterAow, aow: situation.reached || situation.within };
  });
}

/** Maximum mortgage on income (TRHK art. 3 and 3a, Bijlage 1), every step explained. */
export function maxByIncome(norms: Norms, request: CalculationRequest, explain: Explainer): IncomeMaximum {
  const { applicants } = request;
  const tested = testedApplicants(norms, request);
  const within = tested.some((t) => t.within);
  if (within) {
    explain.add({
      figure: "aowWithin10Years",
      value: true,
      unit: "flag",
      rule: "aowWithin10Years",
      text: `${tested
        .map((t, index) =>
          t.within
            ? `applicant ${index + 1} (age ${applicants[index]?.age}) reaches AOW age within ${norms.aowAge.withinYears} years: tested on the income after AOW age, ${eur(t.income)}`
            : `applicant ${index + 1}: ${t.reached ? "has reached AOW age" : "not within the horizon"}, ${eur(t.income)}`,
        )
        .join("; ")}; the AOW table applies when the highest tested income is an AOW income.`,
      norm: "AOW binnen 10 jaar",
      source: norms.aowAge.withinSource,
      inputs: Object.fromEntries(
        applicants.flatMap((a, index) => [
          [`applicant${index + 1}.age`, a.age ?? null],
          [`applicant${index + 1}.incomeAfterAow`, a.incomeAfterAow ?? null],
          [`applicant${index + 1}.grossAnnualIncome`, a.grossAnnualIncome],
        ]),
      ),
    });
  }
  const incomes = tested.reduce((sum, t) => sum + t.income, 0);
  const partnerAlimonyYearly = applicants.reduce((sum, a) => sum + a.alimonyMonthly * 12, 0);
  const toetsinkomen = Math.max(0, incomes - partnerAlimonyYearly);
  explain.add({
    figure: "obligations.partnerAlimony",
    value: partnerAlimonyYearly,
    unit: "EUR/year",
    rule: "partnerAlimony",
    text:
      partnerAlimonyYearly > 0
        ? `Partner alimony paid, ${eur(partnerAlimonyYearly / 12)} a month x 12 = ${eur(partnerAlimonyYearly)} a year, comes off the gross income (it is not a monthly obligation).`
        : "No partner alimony paid.",
    norm: "Partneralimentatie",
    source: norms.obligations.partnerAlimonySource,
    inputs: Object.fromEntries(
      applicants.map((a, index) => [`applicant${index + 1}.alimonyMonthly`, a.alimonyMonthly]),
    ),
  });
  const childAlimony = applicants.reduce((sum, a) => sum + a.childAlimonyMonthly, 0);
  explain.add({
    figure: "obligations.childAlimony",
    value: 0,
    unit: "EUR/month",
    rule: "childAlimony",
    text: `Child alimony paid, ${eur(childAlimony)} a month, is not counted: the financing-cost percentages already allow for the cost of children.`,
    norm: "Kinderalimentatie",
    source: norms.obligations.childAlimonySource,
    inputs: { childAlimonyMonthly: childAlimony },
  });
  explain.add({
    figure: "toetsinkomen",
    value: toetsinkomen,
    unit: "EUR",
    rule: "toetsinkomen",
    text: `Sum of the gross annual incomes${within ? " (after AOW age where it falls within the horizon)" : ""} of ${applicants.length} applicant(s), a partner's income counting fully, ${eur(incomes)}${partnerAlimonyYearly > 0 ? `, minus partner alimony ${eur(partnerAlimonyYearly)}` : ""}: ${eur(toetsinkomen)}.`,
    norm: "TRHK art. 3 (toetsinkomen)",
    source: norms.financeCost.source,
    inputs: Object.fromEntries([
      ...tested.map((t, index) => [`applicant${index + 1}.testedIncome`, t.income]),
      ["partnerAlimonyYearly", partnerAlimonyYearly],
    ]),
  });

  const test = toetsrente(norms, request.interestRate, request.fixedPeriodYears, request.offerDate);
  const afmText = `the AFM rate ${pct(test.afmRate.rate)} of ${test.afmRate.quarter}${test.afmRate.requested === null ? " (no offer date: latest quarter listed)" : test.afmRate.listed ? "" : ` (${test.afmRate.requested} not listed yet: latest quarter before it)`}`;
  explain.add({
    figure: "toetsrente",
    value: test.rate,
    unit: "%",
    rule: `toetsrente.${test.rule}`,
    text:
      test.rule === "offered"
        ? `Fixed period of ${request.fixedPeriodYears} years (at least ${norms.toetsrente.longFixedYears}): tested at the offered rate, ${pct(test.rate)}.`
        : `Fixed period of ${request.fixedPeriodYears} years (under ${norms.toetsrente.longFixedYears}): tested at the higher of the offered rate ${pct(request.interestRate)} and ${afmText} (floor ${pct(norms.toetsrente.floor)}): ${pct(test.rate)}.`,
    norm: "Toetsrente",
    source: test.rule === "afm" ? norms.toetsrente.afmRateSource : norms.toetsrente.source,
    inputs: {
      interestRate: request.interestRate,
      fixedPeriodYears: request.fixedPeriodYears,
      offerDate: request.offerDate ?? null,
      afmQuarter: test.afmRate.quarter,
      afmRate: test.afmRate.rate,
      floor: norms.toetsrente.floor,
    },
  });

  // With two applicants the one with the highest (tested) income decides whether the AOW table applies.
  const decisive = tested.reduce((best, t) => (t.income > best.income ? t : best));
  const aow = decisive.aow;
  const box3Whole = !request.interestDeductible;
  const tableId: FinanceCostTableId = `${aow ? "aow" : "nonAow"}${box3Whole ? "Box3" : "Box1"}`;
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
  const fixedOther = applicants.reduce((sum, a) => sum + a.otherMonthly, 0);
  const doubleCosts = doubleHousingCosts(request.bridging);
  const other = fixedOther + doubleCosts;
  const creditPct = norms.obligations.creditLimitMonthlyPct;
  const obligationsMonthly = duo * factor + (credit * creditPct) / 100 + other;
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
    figure: "obligations.other",
    value: roundCents(other),
    unit: "EUR/month",
    rule: "otherObligations",
    text: doubleCosts
      ? `Other fixed monthly obligations ${eur(fixedOther)} + the old home's costs while it is not sold ${eur(doubleCosts)} = ${eur(other)} a month, count in full.`
      : `Other fixed monthly obligations, ${eur(other)} a month, count in full.`,
    norm: "Overige verplichtingen",
    source: doubleCosts ? norms.bridging.doubleCostsSource : norms.obligations.otherSource,
    inputs: { otherMonthly: fixedOther, doubleHousingCosts: doubleCosts },
  });

  const months = norms.annuity.months;
  const capital = annuityFactor(test.rate, months);
  // A box 3 part inside a box 1 loan (the interest-only part, not deductible) is tested on Tabel 3/4: its test
  // annuity uses that share of the box 3 capacity, and the rest of the box 1 capacity carries the box 1 part.
  const box3Part = box3Whole ? 0 : request.interestOnlyAmount;
  const box3 = box3Part > 0 ? box3Share(norms, aow, toetsinkomen, test.rate, box3Part, months) : null;
  if (box3) {
    explain.add({
      figure: "box3Share",
      value: roundCents(box3.share * 100),
      unit: "%",
      rule: "box3Share",
      text: `Box 3 part ${eur(box3Part)}: test annuity ${eur(roundCents(box3.payment))} a month against ${box3.officialTable} row EUR ${box3.rowIncome}, ${pct(box3.pct)} (${eur(roundCents(box3.capacity))} a month) uses ${pct(roundCents(box3.share * 100))} of the capacity; ${pct(roundCents(Math.max(0, 1 - box3.share) * 100))} of the box 1 capacity is left.`,
      norm: "Gemengde lening (box 1 en box 3)",
      source: norms.financeCost.source,
      table: box3.officialTable,
      cell: { row: String(box3.rowIncome), column: bandLabel },
      inputs: { box3Amount: box3Part, toetsrente: test.rate, box3Pct: box3.pct, toetsinkomen },
    });
  }
  const box1Allowed = box3 ? allowedMonthly * Math.max(0, 1 - box3.share) : allowedMonthly;
  const room = box1Allowed - obligationsMonthly;
  let maxByIncomeBase: number;
  if (!box3) maxByIncomeBase = room > 0 ? roundEuro(room * capital) : 0;
  else if (room > 0) maxByIncomeBase = box3Part + roundEuro(room * capital);
  // The box 3 part alone exceeds the capacity: the most that fits is the whole loan tested on the box 3 table.
  else maxByIncomeBase = Math.max(0, roundEuro((box3.capacity - obligationsMonthly) * capital));
  explain.add({
    figure: "maxByIncomeBase",
    value: maxByIncomeBase,
    unit: "EUR",
    rule: room > 0 ? (box3 ? "annuityCapitalised.box3" : "annuityCapitalised") : "noRoom",
    text:
      room > 0
        ? `(${eur(roundCents(box1Allowed))} - obligations ${eur(roundCents(obligationsMonthly))}) = ${eur(roundCents(room))} a month, capitalised as a ${months}-month annuity at ${pct(test.rate)} (factor ${capital.toFixed(4)}), rounded to the euro${box3 ? `, plus the box 3 part ${eur(box3Part)}` : ""}: ${eur(maxByIncomeBase)}.`
        : `Obligations of ${eur(roundCents(obligationsMonthly))} a month${box3 ? " and the box 3 part" : ""} use up the allowed ${eur(roundCents(allowedMonthly))}: ${box3 ? `at most ${eur(maxByIncomeBase)} on the box 3 table` : "no room for a mortgage"}.`,
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

/** The share of the box 3 capacity (Tabel 3/4) a box 3 part's 30-year test annuity uses. */
export function box3Share(
  norms: Norms,
  aow: boolean,
  toetsinkomen: number,
  rate: number,
  amount: number,
  months: number,
) {
  const tableId: FinanceCostTableId = aow ? "aowBox3" : "nonAowBox3";
  const cell = financeCostPct(norms, tableId, toetsinkomen, rate);
  const capacity = (toetsinkomen * cell.pct) / 100 / 12;
  const payment = annuityPayment(amount, rate, months);
  return {
    tableId,
    officialTable: norms.financeCost.tables[tableId].officialTable,
    pct: cell.pct,
    rowIncome: cell.rowIncome,
    capacity,
    payment,
    share: capacity > 0 ? payment / capacity : Number.POSITIVE_INFINITY,
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
