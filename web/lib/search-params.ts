/*
 * Readers for a route's search parameters. `validateSearch` runs for every route while the URL is matched,
 * so it lives in the entry chunk that every page downloads; these few lines keep zod out of it. A value
 * that does not fit is dropped (the page falls back to its default), never an error page.
 */

/** A string, trimmed, at most `max` characters long; anything else is undefined. */
export function optionalText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text.length <= max ? text : undefined;
}

/** A whole number within [min, max], also when the URL spells it as text; anything else is undefined. */
export function optionalInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** One of `options`, or `fallback`. */
export function oneOf<const T extends string, F extends T | undefined>(
  value: unknown,
  options: readonly T[],
  fallback: F,
): T | F {
  return options.includes(value as T) ? (value as T) : fallback;
}
