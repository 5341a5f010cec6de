import { unzipSync } from "fflate";
import { limitErrors, MAX_COMPRESSION_RATIO, MAX_INFLATED_TEXT_BYTES, MAX_UNPACKED_BYTES, ParseError } from "./types";

/**
 * Reads the wanted entries of an Office file. The central directory's sizes are checked before anything
 * is inflated (a zip bomb is refused without being unpacked); fflate inflates into a buffer of the declared
 * size, so an entry that lies about its size cannot grow past it.
 */
export function readZip(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  let declared = 0;
  let compressed = 0;
  let wantedBytes = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        compressed += file.size;
        if (wanted(file.name)) wantedBytes += file.originalSize;
        if (
          file.originalSize > 0 &&
          file.size > 0 &&
          file.originalSize / file.size > MAX_COMPRESSION_RATIO &&
          file.originalSize > 1_048_576
        ) {
          throw new ParseError(`The file unpacks to far more than its size (${file.name}); it was refused.`);
        }
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError("The file is not a valid Office document (its zip structure is damaged).");
  }
  if (declared > MAX_UNPACKED_BYTES) {
    throw new ParseError(`The file unpacks to more than ${MAX_UNPACKED_BYTES / 1_048_576} MB; it was refused.`);
  }
  // Many small parts that each stay under the per-part ratio can still add up to a bomb (a 98 KB pptx of 45 MB).
  if (declared > 1_048_576 && compressed > 0 && declared / compressed > MAX_COMPRESSION_RATIO) {
    throw new ParseError("The file unpacks to far more than its size; it was refused.");
  }
  if (wantedBytes > MAX_INFLATED_TEXT_BYTES) throw new ParseError(limitErrors.inflated());
  const decoder = new TextDecoder();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  } catch {
    throw new ParseError("The file is not a valid Office document (its zip structure is damaged).");
  }
  const out = new Map<string, string>();
  for (const [name, data] of Object.entries(files)) out.set(name, decoder.decode(data));
  return out;
}

/** Lists entry names without inflating anything (used to validate an upload quickly). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  readZip(bytes, (name) => {
    names.push(name);
    return false;
  });
  return names;
}
