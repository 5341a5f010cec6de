import type { HistoryItem } from "#schemas/chat-history";

/** Spec section 2.3: today, yesterday, last 7 days, last 30 days, then one group per month and year. */
export type HistoryGroupKey =
  | { kind: "today" }
  | { kind: "yesterday" }
  | { kind: "last7days" }
  | { kind: "last30days" }
  | { kind: "month"; year: number; month: number };

export interface HistoryGroup {
  id: string;
  key: HistoryGroupKey;
  items: HistoryItem[];
}

const DAY = 86_400_000;

const startOfDay = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

export function groupKeyOf(timestamp: number, now: number): HistoryGroupKey {
  const today = startOfDay(now);
  const day = startOfDay(timestamp);
  // Whole calendar days between the two, in local time (daylight-saving days are 23 or 25 hours).
  const daysAgo = Math.round((today - day) / DAY);
  if (daysAgo <= 0) return { kind: "today" };
  if (daysAgo === 1) return { kind: "yesterday" };
  if (daysAgo <= 7) return { kind: "last7days" };
  if (daysAgo <= 30) return { kind: "last30days" };
  const date = new Date(timestamp);
  return { kind: "month", year: date.getFullYear(), month: date.getMonth() };
}

const idOf = (key: HistoryGroupKey) =>
  key.kind === "month" ? `${key.year}-${String(key.month + 1).padStart(2, "0")}` : key.kind;

/** Groups items newest first; groups appear in the order of their newest item. */
export function groupHistory(items: HistoryItem[], now: number): HistoryGroup[] {
  const groups = new Map<string, HistoryGroup>();
  for (const item of [...items].sort((a, b) => b.timestamp - a.timestamp)) {
    const key = groupKeyOf(item.timestamp, now);
    const id = idOf(key);
    const group = groups.get(id) ?? { id, key, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}
