import {
  describeVoiceError,
  type VoiceClient,
  type VoiceClientEvents,
  type VoiceClientFactory,
  type VoiceEventName,
  voiceEventNames,
} from "./voice-client";

/** Spec section 4: idle → call started (listening) → speaking and listening alternate → ended, idle. */
export type VoiceStatus = "idle" | "connecting" | "listening" | "speaking" | "ending";

export interface VoiceEventRecord {
  name: VoiceEventName;
  at: number;
  detail?: string;
}

export interface VoiceState {
  status: VoiceStatus;
  /** The assistant's volume, 0 to 1, from volume-level events. */
  volume: number;
  error: string | null;
  /** The most recent events, newest last (shown on /voice-ai/test). */
  events: VoiceEventRecord[];
  calls: number;
}

export const initialVoiceState: VoiceState = { status: "idle", volume: 0, error: null, events: [], calls: 0 };

const MAX_EVENTS = 50;

export type VoiceAction =
  | { type: "start" }
  | { type: "stop" }
  | { type: "start-failed"; error: string }
  | { type: "event"; name: VoiceEventName; at: number; volume?: number; error?: string };

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The widget's state machine: pure, so every transition is tested without a browser. */
export function voiceReducer(state: VoiceState, action: VoiceAction): VoiceState {
  switch (action.type) {
    case "start":
      if (state.status !== "idle") return state;
      return { ...state, status: "connecting", error: null, volume: 0 };
    case "stop":
      if (state.status === "idle") return state;
      return { ...state, status: "ending" };
    case "start-failed":
      return { ...state, status: "idle", volume: 0, error: action.error };
    case "event": {
      const detail = action.error ?? (action.volume === undefined ? undefined : action.volume.toFixed(2));
      const record: VoiceEventRecord = { name: action.name, at: action.at, ...(detail ? { detail } : {}) };
      // Volume levels arrive many times a second: log them for the debug panel without flooding it.
      const previous = state.events.at(-1);
      const events =
        action.name === "volume-level" && previous?.name === "volume-level"
          ? [...state.events.slice(0, -1), record]
          : [...state.events, record].slice(-MAX_EVENTS);
      const next = { ...state, events };
      switch (action.name) {
        case "call-start":
          return { ...next, status: "listening", calls: state.calls + 1 };
        case "speech-start":
          return state.status === "idle" || state.status === "ending" ? next : { ...next, status: "speaking" };
        case "speech-end":
          return state.status === "speaking" ? { ...next, status: "listening", volume: 0 } : next;
        case "volume-level":
          return state.status === "idle" ? next : { ...next, volume: clamp(action.volume ?? 0) };
        case "call-end":
          return { ...next, status: "idle", volume: 0 };
        case "error":
          return { ...next, status: "idle", volume: 0, error: action.error ?? "Unknown error" };
      }
    }
  }
}

/**
 * Connects a voice client to the state machine: makes the client on the first start, listens to its
 * events, and lets anyone (the React hook, a test) subscribe to the state.
 */
export class VoiceSession {
  private state: VoiceState = initialVoiceState;
  private client: VoiceClient | null = null;
  /** End Call pressed while the client was still loading: hang up as soon as it connects. */
  private stopRequested = false;
  private readonly subscribers = new Set<() => void>();
  private readonly handlers: { [E in VoiceEventName]: VoiceClientEvents[E] } = {
    "call-start": () => this.record("call-start"),
    "call-end": () => this.record("call-end"),
    "speech-start": () => this.record("speech-start"),
    "speech-end": () => this.record("speech-end"),
    "volume-level": (volume) => this.record("volume-level", { volume }),
    error: (error) => this.record("error", { error: describeVoiceError(error) }),
  };

  constructor(
    private readonly factory: VoiceClientFactory,
    private readonly now: () => number = Date.now,
  ) {}

  getState = (): VoiceState => this.state;

  subscribe = (callback: () => void): (() => void) => {
    this.subscribers.add(callback);
    return () => this.subscribers.delete(callback);
  };

  async start(assistantId: string): Promise<void> {
    if (this.state.status !== "idle") return;
    this.dispatch({ type: "start" });
    this.stopRequested = false;
    try {
      const client = await this.connect();
      if (this.stopRequested) {
        this.dispatch({ type: "event", name: "call-end", at: this.now() });
        return;
      }
      const call = await client.start(assistantId);
      if (this.stopRequested) await client.stop();
      // The Vapi client reports some failures by resolving with null (and maybe an error event).
      else if (call === null && this.getState().status === "connecting") {
        this.dispatch({ type: "start-failed", error: "The call could not be started." });
      }
    } catch (error) {
      this.dispatch({ type: "start-failed", error: describeVoiceError(error) });
    }
  }

  async stop(): Promise<void> {
    if (this.state.status === "idle") return;
    const stillConnecting = this.state.status === "connecting";
    this.dispatch({ type: "stop" });
    if (!this.client || stillConnecting) {
      this.stopRequested = true;
      return;
    }
    try {
      await this.client.stop();
    } catch (error) {
      this.dispatch({ type: "start-failed", error: describeVoiceError(error) });
    }
  }

  /** Leaves the call and stops listening; the page is going away. */
  dispose(): void {
    const client = this.client;
    if (!client) return;
    if (this.state.status !== "idle") void Promise.resolve(client.stop()).catch(() => undefined);
    for (const name of voiceEventNames) client.removeListener(name, this.handlers[name] as never);
    this.client = null;
  }

  private async connect(): Promise<VoiceClient> {
    if (this.client) return this.client;
    const client = await this.factory();
    for (const name of voiceEventNames) client.on(name, this.handlers[name] as never);
    this.client = client;
    return client;
  }

  private record(name: VoiceEventName, extra: { volume?: number; error?: string } = {}) {
    this.dispatch({ type: "event", name, at: this.now(), ...extra });
  }

  private dispatch(action: VoiceAction) {
    const next = voiceReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const callback of this.subscribers) callback();
  }
}
