export * from "./calculation";
export { calculateMortgage } from "./engine";
export { annuityFactor, annuityPayment } from "./finance";
export { type EnergyLabel, energyLabels, type Norms, normsByYear, normsFor, supportedYears } from "./norms";
export * from "./risk-analysis";
export { riskNormsByYear, riskNormsFor } from "./risk-norms";
export { analyseRisks } from "./risks";
