/*
 * Field checks for the few server answers the public pages read without zod (so those pages do not download it).
 * Each reader builds its object with these and turns a ShapeError into its own message; unit tests hold every
 * reader to the verdicts of the zod schema that types the Worker's answer.
 */

export class ShapeError extends Error {}

export const record = (value: unknown, path: string): Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ShapeError(`${path}: object`);
  return value as Record<string, unknown>;
};

export const boolean = (value: unknown, path: string): boolean => {
  if (typeof value !== "boolean") throw new ShapeError(`${path}: boolean`);
  return value;
};

export const string = (value: unknown, path: string): string => {
  if (typeof value !== "string") throw new ShapeError(`${path}: string`);
  return value;
};

export const stringOrNull = (value: unknown, path: string): string | null =>
  value === null ? null : string(value, path);

export const positiveInteger = (value: unknown, path: string): number => {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw new ShapeError(`${path}: positive integer`);
  }
  return value;
};
