import type { VoiceClient, VoiceClientEvents, VoiceEventName } from "./voice-client";

type Listener = (...args: unknown[]) => void;

export interface FakeVoiceClientOptions {
  /** Makes start() fail, as the real client does when the microphone is refused or the key is wrong. */
  failStart?: string;
}

/**
 * A local stand-in for the Vapi web client with the same event interface. It connects at once,
 * and `emit` plays the assistant's side (speech-start, volume-level, speech-end, error), so the
 * widget can be shown and tested without a microphone, a network or an account.
 */
export class FakeVoiceClient implements VoiceClient {
  private readonly listeners = new Map<VoiceEventName, Set<Listener>>();
  private inCall = false;
  readonly startedWith: string[] = [];

  constructor(private readonly options: FakeVoiceClientOptions = {}) {}

  on<E extends VoiceEventName>(event: E, listener: VoiceClientEvents[E]) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return this;
  }

  removeListener<E extends VoiceEventName>(event: E, listener: VoiceClientEvents[E]) {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  listenerCount(event: VoiceEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  get active(): boolean {
    return this.inCall;
  }

  emit<E extends VoiceEventName>(event: E, ...args: Parameters<VoiceClientEvents[E]>) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  async start(assistantId: string) {
    this.startedWith.push(assistantId);
    await Promise.resolve();
    if (this.options.failStart) throw new Error(this.options.failStart);
    this.inCall = true;
    this.emit("call-start");
    return { id: `fake-call-${this.startedWith.length}` };
  }

  async stop() {
    if (!this.inCall) return;
    await Promise.resolve();
    this.inCall = false;
    this.emit("call-end");
  }
}
