import type { Context } from "hono";
import { Hono } from "hono";
import {
  askRequestSchema,
  type ChatAnswer,
  type ChatMessage,
  type ChatStreamItem,
  chatRequestSchema,
  type Overrides,
  overridesSchema,
} from "../../schemas/chat";
import { followupSplitter } from "../ai/followups";
import { answer } from "../ai/pipeline";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";
import { clientAddress, enforceRateLimit } from "../http/rate-limit";
import { requireUserOrVisitor, VISITOR_ID } from "../middleware/authenticate";
import { chatModelFor } from "../providers/chat-model";
import { embedderFor } from "../providers/embeddings";
import { rerankerFor } from "../providers/reranker";
import { accessScope } from "../rag/access";
import { vectorIndexFor } from "../rag/vector-index";
import { jsonBody } from "../validate";
import { eventStream, eventStreamHeaders } from "./sse";

/** Spec 6: chat is a signed-in area (AUTH_MODE=off signs everyone in as one anonymous user). */
function caller(c: Context<AppEnv>) {
  const user = c.var.user;
  if (user) return user;
  throw new AppError("AUTH_ERROR");
}

async function run(c: Context<AppEnv>, messages: ChatMessage[], partial: Partial<Overrides>) {
  const user = caller(c);
  // Per verified user; visitors (no identity) per network address as the edge reports it.
  await enforceRateLimit(
    c.env.CHAT_LIMITER,
    user.id === VISITOR_ID ? `visitor:${clientAddress(c.req.raw)}` : `user:${user.id}`,
  );
  const settings = c.var.settings;
  const overrides = overridesSchema.parse(partial);
  if (!settings.USE_SEMANTIC_RANKER) overrides.semantic_ranker = false;
  if (!settings.USE_VECTORS) overrides.retrieval_mode = "text";
  const embedder = embedderFor(settings, c.env.AI);
  return answer({
    db: c.env.DB,
    vectors: vectorIndexFor(c.env),
    embedder,
    reranker: rerankerFor(settings, c.env.AI),
    model: chatModelFor(settings, { ai: c.env.AI }),
    scope: accessScope(user, overrides, settings.REQUIRE_ACCESS_CONTROL),
    messages,
    overrides,
  });
}

async function wholeAnswer(
  c: Context<AppEnv>,
  messages: ChatMessage[],
  partial: Partial<Overrides>,
  sessionState: unknown,
) {
  const { dataPoints, thoughts, generate } = await run(c, messages, partial);
  const splitter = followupSplitter();
  let content = splitter.push(await generate().text);
  const { rest, followups } = splitter.finish();
  content = (content + rest).trim();
  const body: ChatAnswer = {
    message: { content, role: "assistant" },
    context: { data_points: dataPoints, thoughts, ...(followups.length ? { followup_questions: followups } : {}) },
    session_state: sessionState,
  };
  return body;
}

export const chatRoutes = new Hono<AppEnv>()
  .post("/chat", requireUserOrVisitor, async (c) => {
    const request = await jsonBody(c, chatRequestSchema);
    return c.json(await wholeAnswer(c, request.messages, request.context.overrides, request.session_state ?? null));
  })
  .post("/ask", requireUserOrVisitor, async (c) => {
    const request = await jsonBody(c, askRequestSchema);
    const messages: ChatMessage[] = [{ role: "user", content: request.question }];
    return c.json(await wholeAnswer(c, messages, request.overrides, request.session_state ?? null));
  })
  .post("/chat/stream", requireUserOrVisitor, async (c) => {
    const request = await jsonBody(c, chatRequestSchema);
    const sessionState = request.session_state ?? null;
    // Retrieval errors (and a missing sign-in) surface as normal error responses before the stream starts.
    const { dataPoints, thoughts, generate } = await run(c, request.messages, request.context.overrides);
    const followupsWanted = request.context.overrides.suggest_followup_questions === true;
    const first: ChatStreamItem = {
      delta: { role: "assistant" },
      context: { data_points: dataPoints, thoughts },
      session_state: sessionState,
    };
    async function* answerEvents(signal: AbortSignal): AsyncGenerator<ChatStreamItem> {
      const splitter = followupSplitter();
      try {
        for await (const part of generate(signal).fullStream) {
          if (part.type === "text-delta") {
            const shown = splitter.push(part.text);
            if (shown) yield { delta: { content: shown, role: "assistant" } };
          } else if (part.type === "error") {
            throw part.error;
          }
        }
        const { rest, followups } = splitter.finish();
        if (rest) yield { delta: { content: rest, role: "assistant" } };
        if (followupsWanted) {
          yield {
            delta: { role: "assistant" },
            context: { data_points: dataPoints, thoughts, followup_questions: followups },
          };
        }
      } catch (error) {
        // A reader who left needs no error event; anyone else learns the answer stopped.
        if (signal.aborted) return;
        console.error(`[${c.var.requestId}] stream`, error);
        yield { error: "The answer could not be completed. Please try again." };
      }
    }
    // The retrieval result goes out as the response starts; the model runs as the reader takes its words, and
    // stops when the reader leaves (closes the tab, presses stop), so no tokens are paid for unread.
    return c.body(eventStream(first, answerEvents), 200, eventStreamHeaders);
  });
