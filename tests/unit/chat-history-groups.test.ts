import { describe, expect, it } from "vitest";
import { historyTitle } from "#schemas/chat-history";
import { groupHistory, groupKeyOf } from "@/features/chat/history-groups";

const now = new Date(2026, 5, 15, 14, 0).getTime();
const at = (days: number, hour = 9) => new Date(2026, 5, 15 - days, hour).getTime();

describe("history groups", () => {
  it("groups by today, yesterday, last 7 days, last 30 days, then month and year", () => {
    expect(groupKeyOf(at(0, 0), now)).toEqual({ kind: "today" });
    expect(groupKeyOf(at(1, 23), now)).toEqual({ kind: "yesterday" });
    expect(groupKeyOf(at(2), now)).toEqual({ kind: "last7days" });
    expect(groupKeyOf(at(7), now)).toEqual({ kind: "last7days" });
    expect(groupKeyOf(at(8), now)).toEqual({ kind: "last30days" });
    expect(groupKeyOf(at(30), now)).toEqual({ kind: "last30days" });
    expect(groupKeyOf(new Date(2026, 3, 2).getTime(), now)).toEqual({ kind: "month", year: 2026, month: 3 });
    expect(groupKeyOf(new Date(2025, 11, 24).getTime(), now)).toEqual({ kind: "month", year: 2025, month: 11 });
  });

  it("keeps groups and items newest first", () => {
    const items = [
      { id: "old", title: "Old", timestamp: new Date(2025, 11, 24).getTime() },
      { id: "today-1", title: "T1", timestamp: at(0, 8) },
      { id: "week", title: "W", timestamp: at(3) },
      { id: "today-2", title: "T2", timestamp: at(0, 12) },
      { id: "april", title: "A", timestamp: new Date(2026, 3, 2).getTime() },
    ];
    const groups = groupHistory(items, now);
    expect(groups.map((group) => group.id)).toEqual(["today", "last7days", "2026-04", "2025-12"]);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(["today-2", "today-1"]);
  });

  it("titles a chat with the first 50 characters of its first question plus an ellipsis", () => {
    const long = "Hoeveel kan een stel met twee inkomens maximaal lenen in 2026?";
    expect(historyTitle(long)).toBe(`${long.slice(0, 50)}...`);
    expect(historyTitle("Korte vraag")).toBe("Korte vraag");
    expect(historyTitle("x".repeat(50))).toBe("x".repeat(50));
  });
});
