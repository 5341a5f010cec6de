import type { Passage } from "../rag/passage";
import { formatSource } from "./sources";

export const SOURCES_HEADING = "Sources:";
export const FOLLOWUP_INSTRUCTION =
  "Generate 3 very brief follow-up questions that the user would likely ask next, in the language of the answer. " +
  "Enclose the follow-up questions in double angle brackets, for example: <<Which lenders accept a temporary contract?>>. " +
  "Do not repeat questions that have already been asked. Make sure the last question ends with '>>'.";

const languageNames: Record<string, string> = {
  nl: "Dutch",
  en: "English",
  da: "Danish",
  es: "Spanish",
  fr: "French",
  ja: "Japanese",
  pt: "Portuguese",
  tr: "Turkish",
};

export const languageName = (code: string) => languageNames[code.slice(0, 2).toLowerCase()] ?? code;

/** The system prompt of the answer step (the shape of the reference RAG prompts, for mortgage advisers). */
export function systemPrompt(options: { language: string; followups: boolean; template?: string }): string {
  const base = [
    "Assistant helps Dutch mortgage advisers with questions about lenders' acceptance conditions, mortgage products, employer's statements, valuation reports and the other documents in their library. Be brief in your answers.",
    "Answer ONLY with the facts listed in the list of sources below. If there isn't enough information below, say that the documents do not hold the answer. Do not generate answers that don't use the sources below.",
    "Each source has a name followed by a colon and the actual information; always include the source name for each fact you use in the response. Use square brackets to reference the source, for example [Acceptatievoorwaarden.pdf#page=2]. Don't combine sources; list each source separately, for example [info1.txt][info2.pdf].",
    "If a table is among the sources, keep its figures exactly as given.",
    `Language of the answer: ${options.language.slice(0, 2).toLowerCase()} (${languageName(options.language)}).`,
  ].join("\n");
  let prompt = base;
  // A template starting with ">>>" adds to the default prompt; any other template replaces it.
  if (options.template?.startsWith(">>>")) prompt = `${base}\n${options.template.slice(3).trim()}`;
  else if (options.template?.trim()) prompt = options.template;
  return options.followups ? `${prompt}\n${FOLLOWUP_INSTRUCTION}` : prompt;
}

/**
 * One source per passage: `File.pdf#page=N: text`, further lines of the passage (table rows, key–value lines)
 * indented below it (the data_points format; see sources.ts).
 */
export function sourceLine(passage: Passage, useCaptions: boolean): string {
  const text =
    useCaptions && passage.captions.length ? passage.captions.join(" . ").replace(/<\/?em>/g, "") : passage.content;
  return formatSource({ name: passage.citation, text });
}

/** The line that names the question's nouns no document of the adviser uses (retrieval's `absent`). */
const ABSENT_LABEL = "Named in the question but in no document:";

/**
 * The question, the nouns it names that no document uses (so a model declines rather than answer from passages
 * that share only its other words), and the sources.
 */
export function userPrompt(question: string, sources: string[], absent: string[] = []): string {
  const gaps = absent.length ? `\n\n${ABSENT_LABEL} ${absent.join(", ")}` : "";
  return `${question}${gaps}\n\n${SOURCES_HEADING}\n${sources.join("\n")}`;
}

/** The question part of a user prompt (before its sources) back into the question and its absent nouns. */
export function readQuestion(asked: string): { question: string; absent: string[] } {
  const at = asked.lastIndexOf(`\n\n${ABSENT_LABEL} `);
  if (at < 0) return { question: asked.trim(), absent: [] };
  const absent = asked.slice(at + `\n\n${ABSENT_LABEL} `.length).split(/,\s*/);
  return { question: asked.slice(0, at).trim(), absent: absent.map((word) => word.trim()).filter(Boolean) };
}
