import type { CalculationRequest } from "../../schemas/mortgage/calculation";
import type {
  RiskAnalysis,
  RiskBasis,
  RiskKind,
  RiskOptions,
  RiskScenario,
  RiskYear,
} from "../../schemas/mortgage/risk-analysis";
import { deductionPct } from "./costs";
import { calculateMortgage } from "./engine";
import { roundCents } from "./finance";
import { afmRateFor, financeCostPct } from "./max-mortgage";
import { type Norms, normsFor } from "./norms";
import { type TermYear, taxEffect, termParts, termYears } from "./risk-costs";
import { anwMonthly, baseMonthly, eventMonthly, followUpPct, netIncome, type Person, personOf } from "./risk-income";
import { maxDailyWageOn, type RiskNorms, riskNormsFor } from "./risk-norms";

interface Context {
  norms: Norms;
  risk: RiskNorms;
  request: CalculationRequest;
  options: RiskOptions;
  persons: Person[];
  years: TermYear[];
  woz: number;
  startYear: number;
}

/** One scenario year by year: each person's gross and net income, the costs at the household's deduction rate, the norm. */
function scenario(context: Context, kind: RiskKind, applicant: number | null): RiskYear[] {
  const { norms, risk, persons, years, options, startYear } = context;
  return years.map((term, index) => {
    const incomes = persons.map((person, p) => {
      const alive = !(kind === "death" && p === applicant);
      const single = persons.length === 1 || (kind === "death" && applicant !== null);
      let gross = 0;
      let aowMonths = 0;
      for (let m = index * 12; m < index * 12 + 12; m++) {
        const own =
          p === applicant ? eventMonthly(risk, kind, person, m, single, options) : baseMonthly(risk, person, m, single);
        const anw =
          kind === "death" && alive && p !== applicant ? anwMonthly(risk, person, m, own, options.youngestChildAge) : 0;
        gross += own + anw;
        if (m >= person.aowStart) aowMonths += 1;
      }
      const aow = aowMonths >= 6;
      return { gross, aow, alive, net: alive ? netIncome(risk, gross, person, true, aow) : 0, person };
    });
    const living = incomes.filter((income) => income.alive);
    const grossIncome = living.reduce((sum, income) => sum + income.gross, 0);
    const netHousehold = living.reduce((sum, income) => sum + income.net, 0);
    const highest = living.reduce(
      (best, income) => (income.gross > best.gross ? income : best),
      living[0] as (typeof living)[number],
    );
    const partnerAlimony = living.reduce((sum, income) => sum + income.person.partnerAlimonyYearly, 0);
    const toetsinkomen = Math.max(0, grossIncome - partnerAlimony);
    const cell = financeCostPct(norms, highest.aow ? "aowBox1" : "nonAowBox1", toetsinkomen, term.rate);
    const budget = (toetsinkomen * cell.pct) / 100;
    const rate = deductionPct(norms, highest.gross, highest.aow);
    const { effect } = taxEffect(norms, risk, term, context.woz, rate);
    return {
      year: startYear + index,
      grossIncome: roundCents(grossIncome),
      netIncome: roundCents(netHousehold),
      grossCosts: roundCents(term.gross),
      netCosts: roundCents(term.gross - effect),
      budget: roundCents(budget),
      financeCostPct: cell.pct,
      shortfall: roundCents(Math.max(0, term.gross - budget)),
    };
  });
}

function basisFor(context: Context, kind: RiskKind, applicant: number | null): RiskBasis[] {
  const { norms, risk, options, persons, request } = context;
  const person = applicant === null ? undefined : persons[applicant];
  const date = request.offerDate ?? `${context.startYear}-01-01`;
  const maxDaily: RiskBasis = {
    figure: "maxDailyWage",
    value: maxDailyWageOn(risk, date),
    unit: "EUR/day",
    source: risk.dailyWage.maximumSource,
  };
  const aowAge: RiskBasis = {
    figure: "aowAge",
    value: norms.aowAge.reachedAge.years,
    unit: "year",
    source: norms.aowAge.source,
  };
  switch (kind) {
    case "retirement":
      return [
        aowAge,
        { figure: "aowSingle", value: risk.aow.single.monthly, unit: "EUR/month", source: risk.aow.source },
        { figure: "aowCouple", value: risk.aow.couple.monthly, unit: "EUR/month", source: risk.aow.source },
        {
          figure: "aowTaxFirstBracket",
          value: risk.incomeTax.brackets[0]?.aowPct ?? 0,
          unit: "%",
          source: risk.incomeTax.source,
        },
      ];
    case "death":
      return [
        { figure: "anwMonthly", value: risk.anw.monthly, unit: "EUR/month", source: risk.anw.source },
        { figure: "anwExempt", value: risk.anw.exemptMonthly, unit: "EUR/month", source: risk.anw.source },
        { figure: "aowSingle", value: risk.aow.single.monthly, unit: "EUR/month", source: risk.aow.source },
      ];
    case "unemployment":
      return [
        { figure: "wwFirstPct", value: risk.ww.firstPct, unit: "%", source: risk.ww.source },
        { figure: "wwLaterPct", value: risk.ww.laterPct, unit: "%", source: risk.ww.source },
        { figure: "wwMonths", value: person?.wwMonths ?? 0, unit: "months", source: risk.ww.source },
        maxDaily,
      ];
    case "disability": {
      const degree = options.disabilityDegree;
      const iva = options.disabilityPermanent && degree >= risk.wia.ivaFromDegree;
      return [
        { figure: "sickPayPct", value: risk.sickPay.pct, unit: "%", source: risk.sickPay.source },
        { figure: "disabilityDegree", value: degree, unit: "%", source: risk.wia.source },
        ...(iva
          ? [{ figure: "ivaPct", value: risk.wia.ivaPct, unit: "%" as const, source: risk.wia.source }]
          : [
              { figure: "lguMonths", value: person?.wwMonths ?? 0, unit: "months" as const, source: risk.ww.source },
              { figure: "followUpPct", value: followUpPct(risk, degree), unit: "%" as const, source: risk.wia.source },
              {
                figure: "minimumWage",
                value: risk.minimumWage.monthly,
                unit: "EUR/month" as const,
                source: risk.minimumWage.source,
              },
            ]),
        maxDaily,
      ];
    }
  }
}

function summarise(context: Context, kind: RiskKind, applicant: number | null): RiskScenario {
  const years = scenario(context, kind, applicant);
  const short = years.filter((year) => year.shortfall > 0);
  return {
    kind,
    applicant,
    years,
    totalShortfall: roundCents(years.reduce((sum, year) => sum + year.shortfall, 0)),
    maxShortfall: roundCents(Math.max(0, ...years.map((year) => year.shortfall))),
    firstShortfallYear: short[0]?.year ?? null,
    basis: basisFor(context, kind, applicant),
  };
}

/**
 * The classic risk analysis: retirement for the household, and death (of either partner), disability and
 * unemployment of each applicant, each from now and year by year over the loan's term.
 */
export function analyseRisks(
  request: CalculationRequest,
  options: RiskOptions,
  norms: Norms = normsFor(request.year),
  risk: RiskNorms = riskNormsFor(request.year),
): RiskAnalysis {
  const loan = calculateMortgage(request, norms).loan.amount;
  const startYear = request.year;
  const date = request.offerDate ?? `${startYear}-01-01`;
  const afm = afmRateFor(norms, request.offerDate).rate;
  const rateAfterFixed = options.rateAfterFixed ?? Math.max(afm, norms.toetsrente.floor);
  const parts = termParts(norms, request, loan);
  const years = termYears(parts, rateAfterFixed, startYear, risk, options.transitionLawStartYear);
  const persons = request.applicants.map((applicant) => personOf(norms, risk, applicant, startYear, date));
  const context: Context = {
    norms,
    risk,
    request,
    options,
    persons,
    years,
    woz: request.wozValue ?? request.propertyValue ?? 0,
    startYear,
  };
  const scenarios: RiskScenario[] = [summarise(context, "retirement", null)];
  persons.forEach((_, index) => {
    if (persons.length === 2) scenarios.push(summarise(context, "death", index));
    scenarios.push(summarise(context, "disability", index));
    scenarios.push(summarise(context, "unemployment", index));
  });
  const baseline = scenarios[0] as RiskScenario;
  const costs = years.map((term, index) => {
    const row = baseline.years[index] as RiskYear;
    return {
      year: term.year,
      gross: roundCents(term.gross),
      interest: roundCents(term.interest),
      deductibleInterest: roundCents(term.deductibleInterest),
      hillenPct: roundCents(taxEffect(norms, risk, term, context.woz, 0).hillenPct),
      net: row.netCosts,
    };
  });
  const costBasis: RiskBasis[] = [
    {
      figure: "rateAfterFixed",
      value: rateAfterFixed,
      unit: "%",
      source:
        options.rateAfterFixed === undefined
          ? norms.toetsrente.afmRateSource
          : { legalBasis: "The adviser's assumption for the rate after the fixed period", verified: true },
    },
    { figure: "hillenPct", value: roundCents(costs[0]?.hillenPct ?? 0), unit: "%", source: risk.hillen.source },
    { figure: "deductibleYears", value: risk.deductibility.maxYears, unit: "year", source: risk.deductibility.source },
    {
      figure: "financeCostPct",
      value: baseline.years[0]?.financeCostPct ?? 0,
      unit: "%",
      source: norms.financeCost.source,
    },
  ];
  return { year: request.year, startYear, rateAfterFixed, scenarios, costs, costBasis };
}
