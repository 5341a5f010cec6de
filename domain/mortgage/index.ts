export * from "../../schemas/mortgage/calculation";
export { calculateMortgage } from "./engine";
export { annuityFactor, annuityPayment } from "./finance";
export { type EnergyLabel, energyLabels, type Norms, normsByYear, normsFor, supportedYears } from "./norms";
