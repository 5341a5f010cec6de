import type { AnswerContext, ChatAnswer, ChatStreamItem } from "#schemas/chat";

/** The answer being built from stream items; `content` grows with every delta. */
export interface StreamedAnswer {
  content: string;
  context: AnswerContext;
  sessionState: unknown;
}

export const emptyStreamedAnswer = (): StreamedAnswer => ({
  content: "",
  context: { data_points: [], thoughts: [] },
  sessionState: undefined,
});

/** A streamed item with an error is raised as the error (spec section 8). */
export class StreamItemError extends Error {}

/** Folds one stream item into the answer: context and session state first, content chunks, then follow-ups. */
export function applyStreamItem(answer: StreamedAnswer, item: ChatStreamItem): StreamedAnswer {
  if (item.error) throw new StreamItemError(item.error);
  const next: StreamedAnswer = { ...answer };
  if (item.context) next.context = { ...answer.context, ...item.context } as AnswerContext;
  if (item.session_state !== undefined) next.sessionState = item.session_state;
  if (item.delta?.content) next.content = answer.content + item.delta.content;
  return next;
}

export function toChatAnswer(answer: StreamedAnswer): ChatAnswer {
  return {
    message: { content: answer.content, role: "assistant" },
    context: answer.context,
    session_state: answer.sessionState,
  };
}

/** The text list of `data_points`, which is either a list or an object with a text list and images. */
export function dataPointTexts(context: AnswerContext | undefined): string[] {
  const points = context?.data_points;
  if (!points) return [];
  return Array.isArray(points) ? points : points.text;
}
