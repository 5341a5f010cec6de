import { readFileSync } from "node:fs";

/** One tuning question as `npm run eval -- --dump FILE` writes it: the question and the sources it was answered from. */
export interface DumpedQuestion {
  id: string;
  lang: string;
  question: string;
  answerable: boolean;
  dataPoints: string[];
  /** The question's nouns no document holds, which the model is told (older dumps lack them). */
  absent?: string[];
}

/** The non-empty lines of a JSON-lines file. */
export const jsonLines = (file: string) => readFileSync(file, "utf8").split("\n").filter(Boolean);

export const readDump = (file: string) => jsonLines(file).map((line) => JSON.parse(line) as DumpedQuestion);
