/**
 * The rules for a file name a user gives us, shared by every place that accepts one (uploads, the document owner
 * of the ingestion pipeline). A name must mean one thing everywhere it is shown, so anything that can make it look
 * like something else is refused rather than cleaned up: folders, "..", control characters, and invisible or
 * direction-changing characters (zero-width space/joiners, word joiner, BOM, the bidi overrides and isolates that
 * make "gpj.exe" read as "exe.jpg").
 */
export const MAX_FILE_NAME_LENGTH = 200;

/** Unicode format characters (category Cf: zero-width, bidi controls, soft hyphen, BOM…) and controls. */
const INVISIBLE_OR_CONTROL = /[\p{Cf}\p{Cc}\u2028\u2029]/u;
const RESERVED = /[/\\<>:"|?*]/;

export type FileNameVerdict = { ok: true; name: string } | { ok: false; reason: string };

export function normaliseFileName(raw: string): FileNameVerdict {
  const name = raw.normalize("NFC").trim();
  if (!name) return { ok: false, reason: "empty" };
  if (name.length > MAX_FILE_NAME_LENGTH) return { ok: false, reason: "too long" };
  if (INVISIBLE_OR_CONTROL.test(name)) return { ok: false, reason: "invisible or control characters" };
  if (RESERVED.test(name)) return { ok: false, reason: "folder or reserved characters" };
  if (name.startsWith(".") || name.includes("..")) return { ok: false, reason: "leading dot or '..'" };
  return { ok: true, name };
}

/**
 * The key two names are compared by when one must not pass for the other: compatibility forms folded (full-width
 * letters, ligatures), case folded, spaces collapsed. "Productblad.MD" and "Ｐroductblad.md" share a key.
 */
export function fileNameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}
