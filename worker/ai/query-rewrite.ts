import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText } from "ai";
import type { ChatMessage } from "../../schemas/chat";

/**
 * With a real model configured, the conversation becomes search queries before retrieval (as the upstream
 * sample's "query rewrite" step does): one in Dutch and one in English, the languages of the library, so a
 * follow-up ("and for Health Plus?") keeps its subject and a question in one language finds pages in the other.
 */
export const QUERY_PROMPT = [
  "Below is the history of a conversation and a new question from a Dutch mortgage adviser, who searches a library of documents in Dutch and English.",
  "Write the search queries for a keyword search that finds the passages answering the new question: first one line in Dutch, then one line in English.",
  "Keep names, figures and product names as they are. Do not answer the question, do not add quotes, numbering or explanations.",
  "If the question asks nothing that documents could answer (a greeting, thanks), answer with the single word NONE.",
].join("\n");

/** How many earlier turns the rewriting step reads. */
const HISTORY_TURNS = 6;
const MAX_QUERY = 300;

/** The model's reply read as search queries: its non-empty lines, without list marks or quotes; none for NONE. */
export function parseQueries(reply: string): string[] {
  if (/^\s*NONE\s*$/i.test(reply)) return [];
  return reply
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)]|(?:nl|en|dutch|english|nederlands|engels)\s*:)\s*/i, "")
        .replace(/^["'“„]|["'”]$/g, "")
        .trim()
        .slice(0, MAX_QUERY),
    )
    .filter(Boolean)
    .slice(0, 2);
}

/** The search queries for the conversation's last question, from the model. */
export async function rewriteQueries(
  model: LanguageModelV4,
  messages: ChatMessage[],
  abortSignal?: AbortSignal,
): Promise<{ queries: string[]; prompt: { role: string; content: string }[] }> {
  const history = messages
    .slice(0, -1)
    .slice(-HISTORY_TURNS)
    .map((message) => ({ role: message.role, content: message.content }));
  const question = messages.at(-1)?.content.trim() ?? "";
  const prompt = [...history, { role: "user" as const, content: `New question: ${question}` }];
  const { text } = await generateText({
    model,
    system: QUERY_PROMPT,
    messages: prompt,
    temperature: 0,
    maxOutputTokens: 100,
    maxRetries: 1,
    abortSignal,
  });
  return { queries: parseQueries(text), prompt: [{ role: "system", content: QUERY_PROMPT }, ...prompt] };
}
