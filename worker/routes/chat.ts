import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
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
import { requireUserOrVisitor } from "../middleware/authenticate";
import { chatModelFor } from "../providers/chat-model";
import { embedderFor } from "../providers/embeddings";
import { accessScope } from "../rag/access";
import { ensureDemoLibrary } from "../rag/library";
import { vectorIndexFor } from "../rag/vector-index";
import { jsonBody } from "../validate";

/** Spec 6: chat is a signed-in area (AUTH_MODE=off signs everyone in as one anonymous user). */
function caller(c: Context<AppEnv>) {
  const user = c.var.user;
  if (user) return user;
  throw new AppError("AUTH_ERROR");
}

async function run(c: Context<AppEnv>, messages: ChatMessage[], partial: Partial<Overrides>) {
  const user = caller(c);
  const settings = c.var.settings;
  const overrides = overridesSchema.parse(partial);
  if (!settings.USE_SEMANTIC_RANKER) overrides.semantic_ranker = false;
  if (!settings.USE_VECTORS) overrides.retrieval_mode = "text";
  const embedder = embedderFor(settings);
  await ensureDemoLibrary(c.env, settings, embedder);
  return answer({
    db: c.env.DB,
    vectors: vectorIndexFor(c.env),
    embedder,
    model: chatModelFor(settings),
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
    return streamSSE(c, async (stream) => {
      const send = (item: ChatStreamItem) => stream.writeSSE({ data: JSON.stringify(item) });
      await send({
        delta: { role: "assistant" },
        context: { data_points: dataPoints, thoughts },
        session_state: sessionState,
      });
      // One turn of the event loop before the model starts: the runtime sends the headers and this first event
      // (the retrieval result) now, instead of after the model's stream has kept the isolate busy.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const splitter = followupSplitter();
      // A reader who leaves (closes the tab, presses stop) stops the model too, so no tokens are paid for unread.
      const leaving = new AbortController();
      stream.onAbort(() => leaving.abort());
      try {
        for await (const part of generate(leaving.signal).fullStream) {
          if (stream.aborted) return;
          if (part.type === "text-delta") {
            const shown = splitter.push(part.text);
            if (shown) await send({ delta: { content: shown, role: "assistant" } });
          } else if (part.type === "error") {
            throw part.error;
          }
        }
        const { rest, followups } = splitter.finish();
        if (rest) await send({ delta: { content: rest, role: "assistant" } });
        if (followupsWanted) {
          await send({
            delta: { role: "assistant" },
            context: { data_points: dataPoints, thoughts, followup_questions: followups },
          });
        }
      } catch (error) {
        if (stream.aborted) return;
        console.error(`[${c.var.requestId}] stream`, error);
        await send({ error: "The answer could not be completed. Please try again." });
      }
    });
  });
