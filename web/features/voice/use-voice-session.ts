import { useEffect, useState, useSyncExternalStore } from "react";
import type { VoiceClientFactory } from "./voice-client";
import { initialVoiceState, VoiceSession } from "./voice-session";

/** One voice session per widget, disposed (call left, listeners removed) when the widget goes away. */
export function useVoiceSession(factory: VoiceClientFactory | null) {
  const [session, setSession] = useState<VoiceSession | null>(null);
  useEffect(() => {
    if (!factory) return;
    const created = new VoiceSession(factory);
    setSession(created);
    return () => created.dispose();
  }, [factory]);
  const state = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getState ?? idleState,
    session?.getState ?? idleState,
  );
  return { session, state };
}

const noSubscription = () => () => undefined;
const idleState = () => initialVoiceState;
