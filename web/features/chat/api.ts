import {
  type AskRequest,
  type ChatAnswer,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamItem,
  chatAnswerSchema,
} from "#schemas/chat";
import { apiFetch } from "@/lib/api-client";
import { streamItemsOf } from "./stream-reader";

/** Spec section 8: an answer's own error field is raised as the error (a failed status is the client's ApiError). */
async function answerOf(response: Response): Promise<ChatAnswer> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string" && error) throw new Error(error);
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
  return answerOf(await apiFetch("/chat", { method: "POST", body: request, token, signal }));
}

export async function postChatStream(
  request: ChatRequest,
  token: string | null,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatStreamItem>> {
  const response = await apiFetch("/chat/stream", {
    method: "POST",
    body: request,
    token,
    signal,
    accept: "text/event-stream",
  });
  return streamItemsOf(response);
}

export async function postAsk(request: AskRequest, token: string | null, signal: AbortSignal) {
  return answerOf(await apiFetch("/ask", { method: "POST", body: request, token, signal }));
}
