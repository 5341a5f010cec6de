import { describe, expect, it } from "vitest";
import { FakeVoiceClient } from "../../web/features/voice/fake-voice-client";
import { barHeights } from "../../web/features/voice/voice-bars-model";
import { describeVoiceError, vapiClientFactory } from "../../web/features/voice/voice-client";
import { grantConsent, readConsent, withdrawConsent } from "../../web/features/voice/voice-consent";
import { initialVoiceState, VoiceSession, voiceReducer } from "../../web/features/voice/voice-session";

const sessionWith = (fake = new FakeVoiceClient()) => {
  let made = 0;
  const session = new VoiceSession(async () => {
    made++;
    return fake;
  });
  return { session, fake, made: () => made };
};

describe("voice widget session against the fake client", () => {
  it("walks idle → listening → speaking ↔ listening → idle on the client's events", async () => {
    const { session, fake } = sessionWith();
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().status));
    expect(session.getState().status).toBe("idle");

    await session.start("assistant-en");
    expect(fake.startedWith).toEqual(["assistant-en"]);
    expect(session.getState().status).toBe("listening");

    fake.emit("speech-start");
    expect(session.getState().status).toBe("speaking");
    fake.emit("volume-level", 0.8);
    expect(session.getState().volume).toBe(0.8);
    fake.emit("speech-end");
    expect(session.getState()).toMatchObject({ status: "listening", volume: 0 });
    fake.emit("speech-start");
    fake.emit("speech-end");

    await session.stop();
    expect(session.getState().status).toBe("idle");
    expect(seen).toEqual([
      "connecting",
      "listening",
      "speaking",
      "speaking",
      "listening",
      "speaking",
      "listening",
      "ending",
      "idle",
    ]);
    expect(session.getState().events.map((event) => event.name)).toEqual([
      "call-start",
      "speech-start",
      "volume-level",
      "speech-end",
      "speech-start",
      "speech-end",
      "call-end",
    ]);
  });

  it("ends the call when the assistant hangs up, and can call again with the same client", async () => {
    const { session, fake, made } = sessionWith();
    await session.start("a");
    fake.emit("call-end");
    expect(session.getState().status).toBe("idle");
    await session.start("a");
    expect(session.getState()).toMatchObject({ status: "listening", calls: 2 });
    expect(made()).toBe(1);
    expect(fake.listenerCount("call-start")).toBe(1);
  });

  it("shows an error event and a failed start, and returns to idle", async () => {
    const { session, fake } = sessionWith();
    await session.start("a");
    fake.emit("error", { error: { message: "Meeting has ended" } });
    expect(session.getState()).toMatchObject({ status: "idle", error: "Meeting has ended" });

    const failing = sessionWith(new FakeVoiceClient({ failStart: "Microphone permission denied" })).session;
    await failing.start("a");
    expect(failing.getState()).toMatchObject({ status: "idle", error: "Microphone permission denied" });

    const refusing = new VoiceSession(async () => ({
      on: () => undefined,
      removeListener: () => undefined,
      start: async () => null,
      stop: () => undefined,
    }));
    await refusing.start("a");
    expect(refusing.getState()).toMatchObject({ status: "idle", error: "The call could not be started." });

    const broken = new VoiceSession(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await broken.start("a");
    expect(broken.getState().error).toContain("dynamically imported");
  });

  it("hangs up at once when End Call is pressed while the client is still loading", async () => {
    const fake = new FakeVoiceClient();
    let release: (client: FakeVoiceClient) => void = () => undefined;
    const session = new VoiceSession(() => new Promise((resolve) => (release = resolve)));
    const starting = session.start("a");
    expect(session.getState().status).toBe("connecting");
    await session.stop();
    expect(session.getState().status).toBe("ending");
    release(fake);
    await starting;
    expect(session.getState().status).toBe("idle");
    expect(fake.active).toBe(false);
  });

  it("ignores a second start during a call and stops listening when disposed", async () => {
    const { session, fake } = sessionWith();
    await session.start("a");
    await session.start("b");
    expect(fake.startedWith).toEqual(["a"]);
    session.dispose();
    expect(fake.listenerCount("speech-start")).toBe(0);
  });

  it("keeps the event log short and folds bursts of volume levels into one line", () => {
    let state = voiceReducer(initialVoiceState, { type: "start" });
    state = voiceReducer(state, { type: "event", name: "call-start", at: 1 });
    for (let i = 0; i < 30; i++) state = voiceReducer(state, { type: "event", name: "volume-level", at: i, volume: 2 });
    expect(state.events).toHaveLength(2);
    expect(state.volume).toBe(1);
    for (let i = 0; i < 80; i++) {
      state = voiceReducer(state, { type: "event", name: i % 2 ? "speech-end" : "speech-start", at: i });
    }
    expect(state.events).toHaveLength(50);
  });
});

describe("the real client factory", () => {
  it("loads @vapi-ai/web on demand, once, as a client with the widget's interface", async () => {
    const factory = vapiClientFactory("public-key");
    const client = await factory();
    for (const method of ["on", "removeListener", "start", "stop"] as const) {
      expect(typeof client[method]).toBe("function");
    }
    expect(await factory()).toBe(client);
  });
});

describe("consent", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it("is remembered under the configured key and can be withdrawn", () => {
    const storage = memory();
    expect(readConsent(storage, "k")).toBeNull();
    grantConsent(storage, "k", new Date("2026-05-01T10:00:00Z"));
    expect(readConsent(storage, "k")).toEqual({ granted: true, at: "2026-05-01T10:00:00.000Z" });
    expect(readConsent(storage, "other")).toBeNull();
    withdrawConsent(storage, "k");
    expect(readConsent(storage, "k")).toBeNull();
    storage.setItem("k", "{not json");
    expect(readConsent(storage, "k")).toBeNull();
  });
});

describe("the 12 bars", () => {
  it("has 12 bars that rise with the volume and stay low when silent", () => {
    const silent = barHeights(0, 12);
    const loud = barHeights(1, 12);
    expect(silent).toHaveLength(12);
    expect(loud).toHaveLength(12);
    for (let i = 0; i < 12; i++) {
      expect(loud[i]).toBeGreaterThan(silent[i] as number);
      expect(loud[i]).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...barHeights(0.5, 12))).toBeLessThan(Math.max(...loud));
  });

  it("describes errors the client raises in whatever shape", () => {
    expect(describeVoiceError(new Error("x"))).toBe("x");
    expect(describeVoiceError({ errorMsg: "Wrong key" })).toBe("Wrong key");
    expect(describeVoiceError(undefined)).toBe("Unknown error");
  });
});
