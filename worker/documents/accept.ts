import { acceptedTypes, type Extension, extensionOf } from "../../schemas/document-rules";
import { fileNameKey, normaliseFileName } from "../../schemas/file-name";
import { AppError } from "../app-error";
import { demoDocuments } from "../rag/demo-documents";
import { readZip } from "../rag/parse/zip";
import { LIBRARY_OWNER } from "./rows";

/** The main part each Office type must hold. */
const officeEntry: Partial<Record<Extension, RegExp>> = {
  ".docx": /^word\/document\.xml$/,
  ".xlsx": /^xl\/workbook\.xml$/,
  ".pptx": /^ppt\/slides\/slide\d+\.xml$/,
};

/** A file name by the shared rule (schemas/file-name.ts), or the 400 every upload route answers. */
export function checkFileName(name: string): string {
  const verdict = normaliseFileName(name);
  if (!verdict.ok) throw new AppError("INVALID_FILE_NAME");
  return verdict.name;
}

/**
 * An upload may not take the name of a library document (compared case- and width-insensitively): its passages
 * would be quoted under the library's citation while the viewer opens the library's original.
 */
export async function refuseLibraryName(db: D1Database, fileName: string) {
  const { results } = await db
    .prepare("SELECT file_name FROM documents WHERE owner_id = ?")
    .bind(LIBRARY_OWNER)
    .all<{ file_name: string }>();
  const key = fileNameKey(fileName);
  const names = [...results.map((row) => row.file_name), ...demoDocuments.map((document) => document.fileName)];
  if (names.some((name) => fileNameKey(name) === key)) throw new AppError("FILE_NAME_TAKEN");
}

/**
 * The cheap checks an upload gets before it is accepted, so a damaged archive or a zip bomb is a 422 at once:
 * the PDF header, an Office zip with its main part and sane unpacked sizes (read from the central directory,
 * nothing inflated). Everything costly (opening the PDF, reading the text) is the consumer's, off the request.
 */
async function quickCheck(extension: Extension, file: Blob) {
  if (extension === ".pdf") {
    const head = new TextDecoder().decode(await file.slice(0, 1024).arrayBuffer());
    if (!head.includes("%PDF-")) throw new AppError("INVALID_FILE", "The file is not a valid PDF (no PDF header).");
    return;
  }
  const entry = officeEntry[extension];
  if (!entry) return;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let found = false;
  try {
    readZip(bytes, (name) => {
      if (entry.test(name)) found = true;
      return false;
    });
  } catch (error) {
    throw new AppError("INVALID_FILE", error instanceof Error ? error.message : undefined);
  }
  if (!found) throw new AppError("INVALID_FILE", `The file is not a valid ${extension.slice(1)} document.`);
}

export interface AcceptedFile {
  fileName: string;
  extension: Extension;
  contentType: string;
  /** The upload's body as the runtime holds it: stored and hashed as a stream, never copied into the isolate. */
  body: Blob;
  size: number;
}

/**
 * The one accept rule of every upload route (files panel, KYC): a file field, a plain name of an accepted type,
 * not empty, within the size limit, passing the quick checks. Refusals: 400 name, 415 type, 400 empty, 413 size,
 * 422 damaged.
 */
export async function acceptUpload(file: unknown, maxBytes: number): Promise<AcceptedFile> {
  if (!(file instanceof File))
    throw new AppError("VALIDATION_ERROR", "A file is required.", [{ path: "file", message: "Required" }]);
  const fileName = checkFileName(file.name);
  const extension = extensionOf(fileName);
  if (!extension) throw new AppError("UNSUPPORTED_FILE_TYPE");
  if (file.size === 0) throw new AppError("EMPTY_FILE");
  if (file.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  await quickCheck(extension, file);
  return { fileName, extension, contentType: acceptedTypes[extension], body: file, size: file.size };
}
