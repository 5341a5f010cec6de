import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, Loader2Icon, RefreshCwIcon, Trash2Icon, XCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { clientErrorTexts } from "#schemas/errors";
import { type UploadedFile, uploadedFilesSchema } from "#schemas/files";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ApiError, apiFetch, apiRequest, apiUpload } from "@/lib/api-client";
import { useErrorText } from "@/lib/error-text";
import { ACCEPTED_UPLOAD_TYPES, isAcceptedUpload, isIngesting } from "./files";

const INGESTION_POLL_MS = 1500;
type DeleteState = "pending" | "success" | "error";

interface UploadProgress {
  name: string;
  /** 0–100 while the bytes go up; then ingestion takes over. */
  percent: number;
  failed: boolean;
}

const filesQueryKey = ["uploaded-files"] as const;

/** POST /upload with progress; a failure is the spec's "Uploading files failed: …" (section 8). */
async function uploadFile(file: File, category: string, token: string | null, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  if (category.trim()) form.append("category", category.trim());
  try {
    await apiUpload("/upload", form, { parse: () => undefined }, { token, onProgress });
  } catch (error) {
    throw new Error(
      clientErrorTexts.uploadFailed(
        error instanceof ApiError && error.code !== "NETWORK_ERROR" ? String(error.status) : "Network error",
      ),
    );
  }
}

/** The upload callout and the adviser's own files (spec sections 2.3 and 5): upload, ingestion, delete, reprocess. */
export function FilesPanel() {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const { getToken, isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [category, setCategory] = useState("");
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleteStates, setDeleteStates] = useState<Record<string, DeleteState>>({});
  const [reprocessError, setReprocessError] = useState<string | null>(null);

  const files = useQuery({
    queryKey: filesQueryKey,
    enabled: isLoggedIn,
    queryFn: async () => {
      // GET /uploads is GET /list_uploaded with each file's ingestion status, which the progress needs.
      return apiRequest("/uploads", uploadedFilesSchema, { token: await getToken() }).catch((error: unknown) => {
        throw new Error(clientErrorTexts.listFailed(error instanceof ApiError ? String(error.status) : String(error)));
      });
    },
    refetchInterval: (query) => (query.state.data?.some(isIngesting) ? INGESTION_POLL_MS : false),
  });

  const upload = useMutation({
    mutationFn: async (chosen: File[]) => {
      setUploadError(null);
      setUploads(chosen.map((file) => ({ name: file.name, percent: 0, failed: false })));
      const token = await getToken();
      let failed = false;
      for (const file of chosen) {
        try {
          await uploadFile(file, category, token, (percent) =>
            setUploads((current) => current.map((item) => (item.name === file.name ? { ...item, percent } : item))),
          );
          setUploads((current) => current.filter((item) => item.name !== file.name));
          await queryClient.invalidateQueries({ queryKey: filesQueryKey });
        } catch (error) {
          console.error(error);
          failed = true;
          setUploads((current) => current.map((item) => (item.name === file.name ? { ...item, failed: true } : item)));
        }
      }
      if (failed) throw new Error("upload failed");
    },
    onError: () => setUploadError(t("files.uploadError")),
  });

  const remove = useMutation({
    mutationFn: async (name: string) => {
      setDeleteStates((current) => ({ ...current, [name]: "pending" }));
      await apiFetch("/delete_uploaded", { method: "POST", body: { filename: name }, token: await getToken() }).catch(
        (error: unknown) => {
          throw new Error(
            clientErrorTexts.deleteFailed(error instanceof ApiError ? String(error.status) : String(error)),
          );
        },
      );
      return name;
    },
    onSuccess: (name) => {
      setDeleteStates((current) => ({ ...current, [name]: "success" }));
      void queryClient.invalidateQueries({ queryKey: filesQueryKey });
    },
    onError: (error, name) => {
      console.error(error);
      setDeleteStates((current) => ({ ...current, [name]: "error" }));
    },
  });

  const reprocess = useMutation({
    mutationFn: async (name: string) => {
      setReprocessError(null);
      // Spec section 8: the error message is read from the response's error field (the ApiError's message).
      await apiFetch("/reprocess_document", { method: "POST", body: { file_name: name }, token: await getToken() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
    onError: (error) => setReprocessError(errorText(error)),
  });

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const accepted = chosen.filter((file) => isAcceptedUpload(file.name));
    if (accepted.length < chosen.length) setUploadError(t("files.typeRejected"));
    if (accepted.length > 0) upload.mutate(accepted);
  };

  const statusOf = (file: UploadedFile) => {
    if (deleteStates[file.file_name] === "pending") return t("files.deleting");
    return t(`files.status.${file.status}`);
  };

  return (
    <SheetContent side="right" closeLabel={t("close")} data-testid="files-panel" className="sm:max-w-lg">
      <SheetHeader>
        <SheetTitle>{t("files.title")}</SheetTitle>
        <SheetDescription>{t("files.description")}</SheetDescription>
      </SheetHeader>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto px-4 pb-4">
        <div className="flex flex-col gap-2 rounded-lg border border-dashed p-4">
          <label htmlFor={`${inputId}-category`} className="text-sm font-medium">
            {t("files.category")}
          </label>
          <input
            id={`${inputId}-category`}
            data-testid="upload-category"
            className="rounded-md border border-input px-2 py-1.5 text-sm"
            value={category}
            placeholder={t("files.categoryPlaceholder")}
            onChange={(event) => setCategory(event.target.value)}
          />
          <label htmlFor={inputId} className="text-sm font-medium">
            {t("files.choose")}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            data-testid="upload-input"
            accept={ACCEPTED_UPLOAD_TYPES.join(",")}
            disabled={!isLoggedIn || upload.isPending}
            className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-primary-foreground"
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = "";
            }}
          />
          <p className="text-xs text-muted-foreground">
            {t("files.accepted", { types: ACCEPTED_UPLOAD_TYPES.join(", ") })}
          </p>
          {uploads.map((item) => (
            <div key={item.name} data-testid="upload-progress" className="flex flex-col gap-1 text-xs">
              <span>
                {item.name} — {item.failed ? t("files.failed") : t("files.uploadingPercent", { percent: item.percent })}
              </span>
              <progress className="h-1.5 w-full" max={100} value={item.percent} aria-label={item.name} />
            </div>
          ))}
          {uploadError && (
            <p role="alert" data-testid="upload-error" className="text-sm text-red-700">
              {uploadError}
            </p>
          )}
        </div>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t("files.mine")}</h3>
          {reprocessError && (
            <p role="alert" data-testid="reprocess-error" className="text-sm text-red-700">
              {reprocessError}
            </p>
          )}
          {files.isPending ? (
            <p className="text-sm text-muted-foreground">{t("files.loading")}</p>
          ) : files.isError ? (
            <p role="alert" className="text-sm text-red-700" data-testid="files-error">
              {errorText(files.error)}
            </p>
          ) : files.data.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="files-empty">
              {t("files.empty")}
            </p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border" data-testid="files-list">
              {files.data.map((file) => {
                const deleteState = deleteStates[file.file_name];
                const status = statusOf(file);
                return (
                  <li
                    key={file.file_name}
                    data-testid="file-row"
                    data-file={file.file_name}
                    data-status={file.status}
                    data-delete-state={deleteState ?? "idle"}
                    className="flex items-center gap-2 px-3 py-2 text-sm"
                  >
                    {isIngesting(file) ? (
                      <Loader2Icon className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
                    ) : file.status === "failed" ? (
                      <XCircleIcon className="size-4 shrink-0 text-red-700" aria-hidden />
                    ) : (
                      <CheckCircle2Icon className="size-4 shrink-0 text-green-700" aria-hidden />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="truncate" title={file.file_name}>
                        {file.file_name}
                      </p>
                      {status && (
                        <p className="text-xs text-muted-foreground" data-testid="file-status">
                          {status}
                        </p>
                      )}
                      {file.error && <p className="text-xs text-red-700">{file.error}</p>}
                      {deleteState === "error" && (
                        <p role="alert" className="text-xs text-red-700" data-testid="delete-error">
                          {t("files.deleteError")}
                        </p>
                      )}
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      data-testid="file-reprocess"
                      aria-label={t("files.reprocess", { name: file.file_name })}
                      title={t("files.reprocess", { name: file.file_name })}
                      disabled={isIngesting(file) || reprocess.isPending}
                      onClick={() => reprocess.mutate(file.file_name)}
                    >
                      <RefreshCwIcon />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      data-testid="file-delete"
                      aria-label={t("files.delete", { name: file.file_name })}
                      title={t("files.delete", { name: file.file_name })}
                      disabled={deleteState === "pending"}
                      onClick={() => remove.mutate(file.file_name)}
                    >
                      {deleteState === "pending" ? <Loader2Icon className="animate-spin" /> : <Trash2Icon />}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </SheetContent>
  );
}
