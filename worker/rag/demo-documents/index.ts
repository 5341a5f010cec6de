import * as acceptance from "./acceptatievoorwaarden";
import * as productSheet from "./productblad";
import * as valuation from "./taxatierapport";
import * as employerStatement from "./werkgeversverklaring";

/** The Dutch demo library every adviser can ask about from the first minute (all fictitious). */
export const demoDocuments: { fileName: string; category: string; content: string }[] = [
  acceptance,
  productSheet,
  employerStatement,
  valuation,
];
