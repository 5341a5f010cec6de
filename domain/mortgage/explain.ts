import type { Explanation } from "../../schemas/mortgage/calculation";
import type { NormSource, Norms } from "./norms";

const money = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const pctFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** English renderings used in the `text` of an explanation. */
export const eur = (value: number) => `EUR ${money.format(value)}`;
export const pct = (value: number) => `${pctFormat.format(value)}%`;

type Inputs = Explanation["inputs"];

interface ExplainArgs {
  figure: string;
  value: Explanation["value"];
  unit: Explanation["unit"];
  rule: string;
  text: string;
  norm: string;
  source: NormSource;
  inputs?: Inputs;
  table?: string;
  cell?: { row: string; column: string };
}

/** Collects the explanation of every figure the engine returns. */
export class Explainer {
  readonly items: Explanation[] = [];

  constructor(private readonly norms: Norms) {}

  add(args: ExplainArgs): void {
    this.items.push({
      figure: args.figure,
      value: args.value,
      unit: args.unit,
      rule: args.rule,
      text: args.text,
      source: {
        norm: args.norm,
        year: this.norms.year,
        legalBasis: args.source.legalBasis,
        verified: args.source.verified,
        ...(args.source.uncertain ? { uncertain: args.source.uncertain } : {}),
        ...(args.table ? { table: args.table } : {}),
        ...(args.cell ? { cell: args.cell } : {}),
      },
      inputs: args.inputs ?? {},
    });
  }
}

/** The source note for a rule Adviesdesk applies that is arithmetic, not a norm. */
export const arithmetic: NormSource = { legalBasis: "Arithmetic on the figures above", verified: true };
