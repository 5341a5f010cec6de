import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { chatAnswerSchema } from "#schemas/chat";
import { borrowerEventSchema, borrowerSchema, kycDocumentSchema, type PersonRole } from "#schemas/workspace";
import { ApiError, apiFetch } from "@/lib/api-client";
import { opensInTab, presentableBlob } from "@/lib/user-content";
import { type TokenSource, workspaceCall } from "./api";

export const documentsQuery = (getToken: TokenSource, borrowerId: string) =>
  queryOptions({
    queryKey: ["borrower", borrowerId, "documents"],
    queryFn: async () =>
      (
        await workspaceCall(
          getToken,
          `/borrowers/${borrowerId}/documents`,
          z.object({ documents: z.array(kycDocumentSchema) }),
        )
      ).documents,
  });

/**
 * Keyed by the borrower's version, so the history from before the last sync is never taken for the current one; a view
 * already showing the history keeps it on screen while the next version's is read.
 */
export const eventsQuery = (getToken: TokenSource, borrowerId: string, version: number) =>
  queryOptions({
    queryKey: ["borrower", borrowerId, "events", version],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await workspaceCall(
          getToken,
          `/borrowers/${borrowerId}/events`,
          z.object({ events: z.array(borrowerEventSchema) }),
        )
      ).events,
  });

export const uploadDocument = (getToken: TokenSource, borrowerId: string, form: FormData) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/documents`, kycDocumentSchema, { method: "POST", form });

export const setDocumentStatus = (
  getToken: TokenSource,
  borrowerId: string,
  documentId: string,
  status: "valid" | "invalid",
) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/documents/${documentId}`, kycDocumentSchema, {
    method: "PATCH",
    body: { status },
  });

/** Removes a KYC document with its original and index entry (the Worker answers 204, no body). */
export const deleteDocument = (getToken: TokenSource, borrowerId: string, documentId: string) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/documents/${documentId}`, z.null(), { method: "DELETE" });

export const restoreVersion = (getToken: TokenSource, borrowerId: string, eventId: string, baseVersion: number) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/restore`, borrowerSchema, {
    method: "POST",
    body: { eventId, baseVersion },
  });

export const confirmBsn = (getToken: TokenSource, borrowerId: string, bsn: string, person: PersonRole) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/bsn`, z.object({ bsnMasked: z.string() }), {
    method: "PUT",
    body: { bsn, confirmed: true, person },
  });

export const revealBsn = (getToken: TokenSource, borrowerId: string, person: PersonRole) =>
  workspaceCall(getToken, `/borrowers/${borrowerId}/bsn/reveal`, z.object({ bsn: z.string() }), {
    method: "POST",
    body: { person },
  });

/** A grounded answer from the chat pipeline, limited to this borrower's documents. */
export const borrowerSummary = (getToken: TokenSource, borrowerId: string, question: string, documentId?: string) =>
  workspaceCall(getToken, "/chat", chatAnswerSchema, {
    method: "POST",
    body: {
      messages: [{ role: "user", content: question }],
      context: {
        overrides: {
          include_category: `borrower:${borrowerId}`,
          top: 10,
          // The report asks about each document from its own passages.
          ...(documentId ? { include_document: documentId } : {}),
        },
      },
      session_state: null,
    },
  });

/**
 * Opens a KYC document's original in a new tab. The tab is opened at once, inside the click, so no pop-up blocker
 * stops it, and filled when the authorised download arrives; answers why it could not be shown. The bytes are
 * untrusted: a `blob:` tab runs in this origin, so only a PDF or a raster image opens there (typed by the file's
 * extension); any other file is saved as a download instead of being rendered.
 */
export async function openDocumentOriginal(
  getToken: TokenSource,
  borrowerId: string,
  document: { id: string; fileName: string },
): Promise<"opened" | "missing" | "failed"> {
  const extension = /\.([^.]+)$/.exec(document.fileName)?.[1] ?? "";
  const inTab = opensInTab(extension);
  const view = inTab ? window.open("", "_blank") : null;
  try {
    const response = await apiFetch(`/borrowers/${borrowerId}/documents/${document.id}/file`, {
      token: await getToken(),
      accept: "*/*",
    }).catch((error: unknown) => {
      view?.close();
      if (error instanceof ApiError && error.status === 404) return "missing" as const;
      throw error;
    });
    if (response === "missing") return response;
    const url = URL.createObjectURL(presentableBlob(await response.blob(), extension));
    if (!inTab) {
      const link = window.document.createElement("a");
      link.href = url;
      link.download = document.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else if (view) view.location.href = url;
    else window.open(url, "_blank");
    return "opened";
  } catch {
    view?.close();
    return "failed";
  }
}
