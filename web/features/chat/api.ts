import {
  type AskRequest,
  type ChatAnswer,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamItem,
  chatAnswerSchema,
} from "#schemas/chat";
import { clientErrorTexts } from "#schemas/errors";
import { streamItemsOf } from "./stream-reader";

const headersWith = (token: string | null) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
};

/** Spec section 8: a response error field is raised as the error; otherwise the status decides. */
async function answerOf(response: Response): Promise<ChatAnswer> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string" && error) throw new Error(error);
  if (response.status > 299 || !response.ok) throw new Error(clientErrorTexts.requestFailed(response.status));
  return chatAnswerSchema.parse(body);
}

export function chatMessages(turns: [string, ChatAnswer][], question: string): ChatMessage[] {
  return [
    ...turns.flatMap(([asked, answer]): ChatMessage[] => [
      { role: "user", content: asked },
      { role: "assistant", content: answer.message.content },
    ]),
    { role: "user", content: question },
  ];
}

export async function postChat(request: ChatRequest, token: string | null, signal: AbortSignal) {
  const response = await fetch("/chat", {
    method: "POST",
    headers: headersWith(token),
    body: JSON.stringify(request),
    signal,
  });
  return answerOf(response);
}

export async function postChatStream(
  request: ChatRequest,
  token: string | null,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatStreamItem>> {
  const response = await fetch("/chat/stream", {
    method: "POST",
    headers: { ...headersWith(token), accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof error === "string" && error ? error : clientErrorTexts.requestFailed(response.status));
  }
  return streamItemsOf(response);
}

export async function postAsk(request: AskRequest, token: string | null, signal: AbortSignal) {
  const response = await fetch("/ask", {
    method: "POST",
    headers: headersWith(token),
    body: JSON.stringify(request),
    signal,
  });
  return answerOf(response);
}
