import type { BorrowerData, BorrowerProfile, FieldChange } from "../../schemas/workspace";

/** A borrower's editable data read field by field: its display name, its leaf paths, the difference of two versions. */

export const borrowerName = (profile: BorrowerProfile) =>
  [profile.applicant.firstName, profile.applicant.lastName].filter(Boolean).join(" ").trim();

/** Leaf field paths of the editable data, e.g. `profile.applicant.firstName`. */
export function flattenData(data: BorrowerData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else out[path] = value;
  };
  walk(data, "");
  return out;
}

export function setPath<T extends object>(target: T, path: string, value: unknown): T {
  const keys = path.split(".");
  const root: Record<string, unknown> = structuredClone(target) as Record<string, unknown>;
  let node = root;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = next && typeof next === "object" ? next : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) as string] = value;
  return root as T;
}

/** Field-by-field differences between two versions of a borrower's data. */
export function diffData(before: BorrowerData | null, after: BorrowerData): FieldChange[] {
  const from = before ? flattenData(before) : {};
  const to = flattenData(after);
  return Object.keys(to)
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] }));
}
