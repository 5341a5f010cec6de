import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../worker/app";
import { apiEnv, ingestQueue } from "./ingest-queue-harness";
import { bearer, signToken } from "./tokens";

type User = Parameters<typeof signToken>[0] extends infer O ? (O extends { user?: infer U } ? U : never) : never;

/**
 * Calls the Worker, waits for the work it left running and delivers what it sent to the ingestion queue to the
 * ingest Worker, so tests see the final state without polling or sleeping. `{ deliver: false }` leaves the
 * messages queued.
 */
export async function call(path: string, init: RequestInit = {}, { deliver = true } = {}) {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`, init), apiEnv(), context);
  await waitOnExecutionContext(context);
  if (deliver) await ingestQueue.deliver();
  return response;
}

export async function authed(user: User) {
  const token = await signToken({ user });
  return { authorization: bearer(token).authorization };
}

export function uploadForm(name: string, content: string | Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new File([content], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export async function upload(
  user: User,
  name: string,
  content: string | Uint8Array,
  fields: Record<string, string> = {},
) {
  return call("/upload", { method: "POST", headers: await authed(user), body: uploadForm(name, content, fields) });
}

export async function chat(user: User, question: string, overrides: Record<string, unknown> = {}, path = "/chat") {
  return call(path, {
    method: "POST",
    headers: { ...(await authed(user)), "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: question }], context: { overrides } }),
  });
}

/** Parses an SSE body into its `data:` JSON items. */
export async function sseItems(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((event) => event.split("\n").find((line) => line.startsWith("data:")))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(5).trim()));
}
