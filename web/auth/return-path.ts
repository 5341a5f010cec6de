const KEY = "adviesdesk.returnPath";

/** Only same-site paths are ever followed back, never a full URL handed in from outside. */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/chat"): string {
  if (!candidate?.startsWith("/") || candidate.startsWith("//")) return fallback;
  return candidate;
}

export function rememberReturnPath(path: string) {
  sessionStorage.setItem(KEY, path);
}

export function takeReturnPath(fallback = "/chat"): string {
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return safeReturnPath(stored, fallback);
}
