import { describe, expect, it } from "vitest";
import { loadSnapshot, SNAPSHOT_MAX_AGE_MS, saveSnapshot, snapshotKey } from "@/features/chat/session-snapshot";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

const turn: [
  string,
  { message: { content: string; role: "assistant" }; context: { data_points: string[]; thoughts: [] } },
] = [
  "Wat is de koopsom?",
  { message: { content: "450.000 euro", role: "assistant" }, context: { data_points: [], thoughts: [] } },
];

describe("session snapshot", () => {
  const key = snapshotKey("chat");

  it("restores a snapshot of version 1.0 within the hour", () => {
    const storage = memory();
    saveSnapshot(storage, key, { chatId: "c1", turns: [turn] }, 1_000);
    const restored = loadSnapshot(storage, key, 1_000 + SNAPSHOT_MAX_AGE_MS);
    expect(restored?.turns).toEqual([turn]);
    expect(restored?.chatId).toBe("c1");
    expect(JSON.parse(storage.map.get(key) ?? "{}").version).toBe("1.0");
  });

  it("discards a snapshot older than an hour, of another version or unreadable", () => {
    const storage = memory();
    saveSnapshot(storage, key, { chatId: null, turns: [turn] }, 1_000);
    expect(loadSnapshot(storage, key, 1_001 + SNAPSHOT_MAX_AGE_MS)).toBeNull();
    expect(storage.map.has(key)).toBe(false);

    storage.setItem(key, JSON.stringify({ version: "0.9", savedAt: 1_000, chatId: null, turns: [turn] }));
    expect(loadSnapshot(storage, key, 2_000)).toBeNull();
    storage.setItem(key, "{broken");
    expect(loadSnapshot(storage, key, 2_000)).toBeNull();
  });

  it("is given back only to the person who left it", () => {
    const storage = memory();
    saveSnapshot(storage, key, { chatId: null, owner: "anna@adviesdesk.example", turns: [turn] }, 1_000);
    expect(loadSnapshot(storage, key, 2_000, "anna@adviesdesk.example")?.turns).toEqual([turn]);
    expect(loadSnapshot(storage, key, 2_000, null)).toBeNull();
    expect(storage.map.has(key)).toBe(false);

    saveSnapshot(storage, key, { chatId: null, owner: null, turns: [turn] }, 1_000);
    expect(loadSnapshot(storage, key, 2_000, "bram@adviesdesk.example")).toBeNull();
  });

  it("an empty chat removes the snapshot", () => {
    const storage = memory();
    saveSnapshot(storage, key, { chatId: null, turns: [turn] }, 1_000);
    saveSnapshot(storage, key, { chatId: null, turns: [] }, 2_000);
    expect(storage.map.has(key)).toBe(false);
  });
});
