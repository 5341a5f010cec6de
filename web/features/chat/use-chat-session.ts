import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatAnswer } from "#schemas/chat";
import { applyStreamItem, dataPointTexts, emptyStreamedAnswer, toChatAnswer } from "./answer-state";
import { chatMessages, postAsk, postChat, postChatStream } from "./api";
import { buildFallbackSummary, type FallbackTexts } from "./fallback-summary";
import type { HistoryStore } from "./history-store";
import { loadSnapshot, saveSnapshot, snapshotKey } from "./session-snapshot";
import { type ChatSettings, toOverrides } from "./settings";

/** Spec section 9: streamed chunks are shown one per 33 ms. */
export const STREAM_PACING_MS = 33;

export type ChatMode = "chat" | "ask";
export type Turn = [string, ChatAnswer];

export interface Pending {
  question: string;
  /** The answer so far while it streams; null until the first item arrives. */
  partial: ChatAnswer | null;
}

interface Options {
  mode: ChatMode;
  /** Whose conversation this is (account name, null when logged out); the snapshot is kept per person. */
  owner: string | null;
  settings: ChatSettings;
  language: string;
  getToken: () => Promise<string | null>;
  fallbackTexts: FallbackTexts;
  history: HistoryStore | null;
  onHistoryError: (error: Error) => void;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The conversation of one screen: turns, the answer under way, the error, and the snapshot that survives a reload. */
export function useChatSession({
  mode,
  owner,
  settings,
  language,
  getToken,
  fallbackTexts,
  history,
  onHistoryError,
}: Options) {
  const key = snapshotKey(mode);
  const [turns, setTurns] = useState<Turn[]>(() => loadSnapshot(sessionStorage, key, Date.now(), owner)?.turns ?? []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<{ question: string; message: string; cause: unknown } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ settings, language, fallbackTexts, history, onHistoryError });
  latest.current = { settings, language, fallbackTexts, history, onHistoryError };

  useEffect(() => {
    saveSnapshot(sessionStorage, key, { chatId: null, owner, turns }, Date.now());
  }, [key, owner, turns]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (question: string, previous: Turn[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { settings: current, language: lng, fallbackTexts: texts } = latest.current;
      const overrides = toOverrides(current, lng);
      // A new chat gets its id here when a history keeps it: the Worker echoes session_state, and an answer
      // with a non-empty string session_state is saved under it (spec section 4, item 9).
      const sessionState =
        previous.at(-1)?.[1].session_state ?? (mode === "chat" && latest.current.history ? crypto.randomUUID() : null);
      setError(null);
      setPending({ question, partial: null });
      try {
        const token = await getToken();
        let answer: ChatAnswer;
        if (mode === "ask") {
          answer = await postAsk({ question, overrides, session_state: sessionState }, token, abort.signal);
        } else {
          const request = {
            messages: chatMessages(previous, question),
            context: { overrides },
            session_state: sessionState,
          };
          if (current.streaming) {
            let streamed = emptyStreamedAnswer();
            for await (const item of await postChatStream(request, token, abort.signal)) {
              if (abort.signal.aborted) return;
              streamed = applyStreamItem(streamed, item);
              setPending({ question, partial: toChatAnswer(streamed) });
              if (item.delta?.content) await wait(STREAM_PACING_MS, abort.signal);
            }
            if (!streamed.content.trim()) {
              streamed = { ...streamed, content: buildFallbackSummary(dataPointTexts(streamed.context), texts) };
            }
            answer = toChatAnswer(streamed);
          } else {
            answer = await postChat(request, token, abort.signal);
          }
        }
        if (abort.signal.aborted) return;
        const next: Turn[] = mode === "ask" ? [[question, answer]] : [...previous, [question, answer]];
        setTurns(next);
        setPending(null);
        const store = latest.current.history;
        if (mode === "chat" && store && typeof answer.session_state === "string" && answer.session_state) {
          store.save(answer.session_state, next).catch((saveError: Error) => latest.current.onHistoryError(saveError));
        }
      } catch (caught) {
        if (abort.signal.aborted) return;
        setPending(null);
        setError({ question, message: caught instanceof Error ? caught.message : String(caught), cause: caught });
      }
    },
    [getToken, mode],
  );

  const ask = useCallback(
    (question: string) => {
      if (!question.trim() || pending) return;
      void send(question, mode === "ask" ? [] : turns);
    },
    [mode, pending, send, turns],
  );

  const retry = useCallback(() => {
    if (error) void send(error.question, mode === "ask" ? [] : turns);
  }, [error, mode, send, turns]);

  const clear = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
    setPending(null);
    setError(null);
  }, []);

  const restore = useCallback((restored: Turn[]) => {
    controller.current?.abort();
    setPending(null);
    setError(null);
    setTurns(restored);
  }, []);

  return { turns, pending, error, ask, retry, clear, restore, isBusy: pending !== null };
}
