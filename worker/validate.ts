import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));

/** Parses a value with a zod schema, turning a mismatch into a 400 with the fields named. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("VALIDATION_ERROR", undefined, issuesOf(result.error));
  return result.data;
}

/** Reads a JSON body: checks the content type, the JSON and the shape. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new AppError("INVALID_JSON");
  }
  return parseWith(schema, value);
}

/** Reads an application/x-www-form-urlencoded body (the OAuth endpoints speak it). */
export async function formBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be application/x-www-form-urlencoded.");
  }
  const form = new URLSearchParams(await c.req.text());
  return parseWith(schema, Object.fromEntries(form));
}
