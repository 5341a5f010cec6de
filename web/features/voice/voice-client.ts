/**
 * The part of the Vapi web client the widget uses. The real client (`@vapi-ai/web`) and the local
 * fake (fake-voice-client.ts) both have this shape, so the widget's logic runs the same against both.
 */
export interface VoiceClientEvents {
  "call-start": () => void;
  "call-end": () => void;
  "speech-start": () => void;
  "speech-end": () => void;
  "volume-level": (volume: number) => void;
  error: (error: unknown) => void;
}

export type VoiceEventName = keyof VoiceClientEvents;

export const voiceEventNames: VoiceEventName[] = [
  "call-start",
  "call-end",
  "speech-start",
  "speech-end",
  "volume-level",
  "error",
];

export interface VoiceClient {
  on<E extends VoiceEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  removeListener<E extends VoiceEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  start(assistantId: string): Promise<unknown>;
  stop(): unknown;
}

/** Makes the client when the first call starts, so its code loads only when someone presses Start. */
export type VoiceClientFactory = () => Promise<VoiceClient>;

/** The real client, fetched on demand: it never enters the bundle of a page that does not start a call. */
export function vapiClientFactory(publicKey: string): VoiceClientFactory {
  let client: Promise<VoiceClient> | null = null;
  const load = async (): Promise<VoiceClient> => {
    const module = await import("@vapi-ai/web");
    // The package is CommonJS (`exports.default = Vapi`): bundled, the class can sit one `default` deeper.
    const exported = module.default as unknown as { default?: typeof module.default };
    const Vapi = exported.default ?? module.default;
    // avoidEval: Daily loads its call machine as a script file instead of eval'ing it, which the CSP forbids.
    return new Vapi(publicKey, undefined, { avoidEval: true }) as unknown as VoiceClient;
  };
  return () => {
    client ??= load().catch((error: unknown) => {
      // A failed load (offline, a new deploy) is tried again on the next press of Start.
      client = null;
      throw error;
    });
    return client;
  };
}

/** Turns whatever the client raised as an error into one line for the visitor and the debug panel. */
export function describeVoiceError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error === "object") {
    const record = error as Record<string, unknown>;
    for (const key of ["errorMsg", "message", "error"]) {
      const value = record[key];
      if (typeof value === "string" && value) return value;
      if (value && typeof value === "object") return describeVoiceError(value);
    }
  }
  return "Unknown error";
}
