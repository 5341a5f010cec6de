import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Thought } from "../schemas/chat";
import { findDemoUser } from "../worker/auth/demo-users";
import { devSigningKey } from "../worker/auth/dev-keys";
import { signAccessToken } from "../worker/auth/issue-tokens";
import { loadSettings } from "../worker/settings";
import { ensureDevSigningKey, readDevVars } from "./dev-key";

/** A small HTTP client of the document API, shared by `npm run eval` and bench/rag.ts. */

export async function tokenFor(email: string): Promise<string> {
  const user = findDemoUser(email);
  if (!user) throw new Error(`unknown demo user ${email}`);
  const jwk = await ensureDevSigningKey();
  const settings = loadSettings({ ...readDevVars() });
  return signAccessToken(await devSigningKey(jwk), user, settings.OIDC_AUDIENCE);
}

export const corpusFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => !name.startsWith(".") && name.toLowerCase() !== "readme.md")
    .sort();

/** Uploads one file (sent again when wrangler dev answers 503 while it restarts the Worker: an upload is safe to repeat). */
export async function uploadFile(baseURL: string, token: string, name: string, body: Uint8Array | string) {
  const form = new FormData();
  form.append("file", new File([body as BlobPart], name));
  let response = await fetch(`${baseURL}/api/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  for (let attempt = 0; response.status === 503 && attempt < 5; attempt++) {
    response = await fetch(`${baseURL}/api/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  }
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
}

export interface FileState {
  file_name: string;
  status: string;
  error: string | null;
}

/**
 * Polls the caller's file list until each named file is indexed or failed (or the time is up); returns their
 * final states. `failOnError` throws on the first failed file instead.
 */
export async function waitForFiles(
  baseURL: string,
  token: string,
  names: string[],
  { timeoutMs = 15 * 60_000, failOnError = true } = {},
): Promise<FileState[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`${baseURL}/api/uploads`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) continue;
    const files = (await response.json()) as FileState[];
    const mine = files.filter((file) => names.includes(file.file_name));
    const failed = mine.find((file) => file.status === "failed");
    if (failed && failOnError) throw new Error(`${failed.file_name} failed: ${failed.error}`);
    if (mine.length === names.length && mine.every((file) => file.status === "indexed" || file.status === "failed"))
      return mine;
  }
  throw new Error(`indexing did not finish in ${Math.round(timeoutMs / 1000)} s`);
}

/** Uploads every file of a folder (optionally renamed) and waits until each is indexed; returns the seconds taken. */
export async function uploadFolder(
  baseURL: string,
  token: string,
  dir: string,
  rename: (name: string) => string = (name) => name,
): Promise<number> {
  const started = performance.now();
  const names: string[] = [];
  for (const name of corpusFiles(dir)) {
    await uploadFile(baseURL, token, rename(name), readFileSync(path.join(dir, name)));
    names.push(rename(name));
  }
  await waitForFiles(baseURL, token, names);
  return (performance.now() - started) / 1000;
}

/** Deletes one of the caller's uploaded files (its chunks and vectors go with it). */
export async function deleteFile(baseURL: string, token: string, filename: string) {
  const response = await fetch(`${baseURL}/api/delete_uploaded`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ filename }),
  });
  if (!response.ok) throw new Error(`delete ${filename}: ${response.status} ${await response.text()}`);
}

export interface ChatAnswerBody {
  message: { content: string };
  context: { data_points: string[]; thoughts?: Thought[] };
}

/** The question's nouns retrieval found in no document, as the answer's thoughts report them. */
export const absentOf = (answer: ChatAnswerBody): string[] =>
  (answer.context.thoughts?.find((thought) => Array.isArray(thought.props?.absent))?.props?.absent as string[]) ?? [];

export async function postChat(
  baseURL: string,
  token: string,
  question: string,
  overrides: Record<string, unknown> = {},
) {
  const send = () =>
    fetch(`${baseURL}/api/chat`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: question }], context: { overrides } }),
    });
  let response = await send();
  // /chat allows 60 questions a minute per user (wrangler.toml CHAT_LIMITER): a question set of more waits its turn.
  for (let attempt = 0; response.status === 429 && attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    response = await send();
  }
  if (!response.ok) throw new Error(`/chat ${response.status}: ${await response.text()}`);
  return (await response.json()) as ChatAnswerBody;
}

/** The cited names of an answer: `[File.pdf#page=N]`. */
export const citationsOf = (answer: string) =>
  [...answer.matchAll(/\[([^\]]+\.[a-z0-9]+(?:#page=\d+)?)\]/gi)].map((m) => m[1] as string);

/** Distinct sources of data points in order (`File.pdf#page=N: text`). */
export const sourcesOf = (dataPoints: string[]) => [
  ...new Set(dataPoints.map((point) => point.slice(0, point.indexOf(": ")))),
];
