import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";

/**
 * The one place where a failed call becomes the text an adviser reads: a Worker error code (or the browser's
 * NETWORK_ERROR) in the reader's language from locales/<lng>/errors.json; any other error keeps its own message.
 */
export function errorText(t: TFunction<"errors">, error: unknown): string {
  if (error instanceof ApiError && error.code) return t(error.code, { defaultValue: error.message });
  return error instanceof Error ? error.message : String(error);
}

/** errorText with the reader's language; the texts load with the first error shown (no suspense). */
export function useErrorText() {
  const { t } = useTranslation("errors", { useSuspense: false });
  return (error: unknown) => errorText(t, error);
}
