export * from "../../schemas/mortgage/calculation";
export * from "../../schemas/mortgage/risk-analysis";
export { calculateMortgage } from "./engine";
export { annuityFactor, annuityPayment } from "./finance";
export {
  type EnergyLabel,
  energyLabels,
  type Norms,
  normsByYear,
  normsFor,
  normsInForceOn,
  supportedYears,
} from "./norms";
export { riskNormsByYear, riskNormsFor, riskNormsInForceOn } from "./risk-norms";
export { analyseRisks } from "./risks";
