import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { effectiveStatus } from "#domain/workspace/kyc-documents";
import { acceptedExtensions, isIngesting } from "#schemas/document-rules";
import {
  type Borrower,
  type DocumentType,
  documentTypes,
  type KycDocument,
  type PersonRole,
  personalDocumentTypes,
} from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ApiError, apiUrl } from "@/lib/api-client";
import { useErrorText } from "@/lib/error-text";
import { cn } from "@/lib/utils";
import { documentPerson, personName, todayIso } from "./dossier";
import { inputClass, LocalDateInput } from "./fields";
import { ProfileSections } from "./profile-sections";
import {
  deleteDocument,
  documentsQuery,
  eventsQuery,
  openDocumentOriginal,
  setDocumentStatus,
  uploadDocument,
} from "./queries";
import { DocumentStatusLabel } from "./status-label";
import { Timeline } from "./timeline";

/** A failure worth sending the same upload again for: no answer at all, or the server's own error. */
const isRetryable = (error: Error) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** A slot's test-id part: the applicant's as before couples, the partner's prefixed. */
const slotId = (person: PersonRole, type: DocumentType) => (person === "partner" ? `partner-${type}` : type);

function UploadRow({ borrowerId, type, person }: { borrowerId: string; type: DocumentType; person: PersonRole }) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { getToken } = useAuth();
  const client = useQueryClient();
  const [issuedAt, setIssuedAt] = useState("");
  const upload = useMutation({
    mutationFn: ({ file, clientId }: { file: File; clientId: string }) => {
      const form = new FormData();
      form.set("type", type);
      form.set("person", person);
      form.set("file", file);
      form.set("clientId", clientId);
      if (issuedAt) form.set("issuedAt", issuedAt);
      return uploadDocument(getToken, borrowerId, form);
    },
    // The upload's own id makes a repeat safe: after a lost answer the Worker answers with what it stored.
    retry: (failures, error) => failures < 3 && isRetryable(error),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    onSuccess: () => client.invalidateQueries({ queryKey: ["borrower", borrowerId] }),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {type === "identiteitsbewijs" && (
        <LocalDateInput
          aria-label={t("kyc.issuedAt")}
          title={t("kyc.issuedAt")}
          className={cn(inputClass, "h-8 w-40")}
          value={issuedAt || null}
          data-testid={`issued-${slotId(person, type)}`}
          onDateChange={(iso) => setIssuedAt(iso ?? "")}
        />
      )}
      <label className="inline-flex h-8 cursor-pointer items-center gap-1 rounded-md border px-3 text-xs font-medium hover:bg-accent">
        <UploadIcon aria-hidden className="size-3.5" />
        {upload.isPending ? t("kyc.uploading") : t("kyc.upload")}
        <input
          type="file"
          className="sr-only"
          data-testid={`upload-${slotId(person, type)}`}
          accept={acceptedExtensions.join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate({ file, clientId: crypto.randomUUID() });
            event.target.value = "";
          }}
        />
      </label>
      {upload.error && <span className="text-xs text-red-700">{errorText(upload.error)}</span>}
    </div>
  );
}

/** Deleting a KYC original asks first: the dossier's status, gaps and report change with it. */
function DeleteDocument({ borrowerId, document }: { borrowerId: string; document: KycDocument }) {
  const { t } = useTranslation("workspace");
  const errorText = useErrorText();
  const { t: tCommon } = useTranslation();
  const { getToken } = useAuth();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDocument(getToken, borrowerId, document.id),
    onSuccess: async () => {
      setOpen(false);
      await client.invalidateQueries({ queryKey: ["borrower", borrowerId] });
    },
  });
  const name = t(`kyc.types.${document.type}`);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          data-testid={`delete-${slotId(documentPerson(document), document.type)}`}
          aria-label={t("kyc.delete.label", { document: name })}
        >
          <Trash2Icon aria-hidden className="size-3.5" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tCommon("common.close")} data-testid="delete-document-dialog">
        <DialogHeader>
          <DialogTitle>{t("kyc.delete.title", { document: name })}</DialogTitle>
          <DialogDescription>{t("kyc.delete.body", { file: document.fileName })}</DialogDescription>
        </DialogHeader>
        {remove.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(remove.error)}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("kyc.delete.cancel")}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            data-testid="delete-document-confirm"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("kyc.delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DocumentRow({
  borrowerId,
  type,
  person,
  documents,
}: {
  borrowerId: string;
  type: DocumentType;
  person: PersonRole;
  documents: KycDocument[];
}) {
  const { t, i18n } = useTranslation("workspace");
  const { getToken } = useAuth();
  const client = useQueryClient();
  const today = todayIso();
  const [fileError, setFileError] = useState<"missing" | "failed" | null>(null);
  const latest = documents.filter((document) => document.type === type && documentPerson(document) === person).at(-1);
  const slot = slotId(person, type);
  const status = latest ? effectiveStatus(latest, today) : "missing";
  const review = useMutation({
    mutationFn: (next: "valid" | "invalid") => setDocumentStatus(getToken, borrowerId, latest?.id ?? "", next),
    onSuccess: () => client.invalidateQueries({ queryKey: ["borrower", borrowerId] }),
  });
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(`${value}T12:00:00`));
  return (
    <li
      className="grid gap-2 border-t py-3 first:border-t-0 md:grid-cols-[14rem_1fr_auto] md:items-center"
      data-testid={`kyc-${slot}`}
    >
      <div>
        <p className="font-medium">{t(`kyc.types.${type}`)}</p>
        <DocumentStatusLabel status={status} testId={`kyc-status-${slot}`} />
      </div>
      <div className="text-xs text-muted-foreground">
        {latest ? (
          <>
            <a
              className="text-primary underline underline-offset-2"
              href={apiUrl(`/borrowers/${borrowerId}/documents/${latest.id}/file`)}
              data-testid={`kyc-file-${slot}`}
              onClick={async (event) => {
                event.preventDefault();
                setFileError(null);
                const outcome = await openDocumentOriginal(getToken, borrowerId, latest);
                if (outcome !== "opened") setFileError(outcome);
              }}
            >
              {latest.fileName}
            </a>
            {latest.expiresAt && <span> · {t("kyc.expires", { date: date(latest.expiresAt) })}</span>}
            {latest.indexStatus && (
              <span> · {t(`kyc.index.${latest.indexStatus}`, { defaultValue: latest.indexStatus })}</span>
            )}
            {fileError && (
              <span role="alert" className="block text-destructive" data-testid={`kyc-file-error-${slot}`}>
                {t(fileError === "missing" ? "kyc.originalMissing" : "kyc.originalFailed")}
              </span>
            )}
          </>
        ) : (
          t("kyc.none")
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {latest && (
          <>
            <Button size="sm" variant="outline" data-testid={`approve-${slot}`} onClick={() => review.mutate("valid")}>
              {t("kyc.approve")}
            </Button>
            <Button size="sm" variant="ghost" data-testid={`reject-${slot}`} onClick={() => review.mutate("invalid")}>
              {t("kyc.reject")}
            </Button>
            <DeleteDocument borrowerId={borrowerId} document={latest} />
          </>
        )}
        <UploadRow borrowerId={borrowerId} type={type} person={person} />
      </div>
    </li>
  );
}

export function KycTab({
  borrower,
  update,
  synced,
}: {
  borrower: Borrower;
  update: (fields: Record<string, unknown>) => void;
  synced: boolean;
}) {
  const { t } = useTranslation("workspace");
  const { getToken } = useAuth();
  const documents = useQuery({
    ...documentsQuery(getToken, borrower.id),
    enabled: synced,
    // Uploads are indexed by the ingestion queue: the list is read again until none is waiting.
    refetchInterval: (query) =>
      query.state.data?.some((document) => document.indexStatus && isIngesting({ status: document.indexStatus }))
        ? 2000
        : false,
  });
  const events = useQuery({ ...eventsQuery(getToken, borrower.id, borrower.version), enabled: synced });
  const couple = borrower.profile.hasPartner;
  return (
    <div className="grid gap-6">
      <ProfileSections borrower={borrower} update={update} />
      <section className="rounded-xl border bg-card p-4" data-testid="kyc-applicant">
        <h3 className="text-sm font-semibold">
          {couple
            ? t("kyc.documentsOf", { name: personName(borrower, "applicant", t("gaps.applicant")) })
            : t("kyc.documents")}
        </h3>
        <p className="mb-2 text-xs text-muted-foreground">{t("kyc.documentsHelp")}</p>
        {synced ? (
          <ul>
            {documentTypes.map((type) => (
              <DocumentRow
                key={type}
                borrowerId={borrower.id}
                type={type}
                person="applicant"
                documents={documents.data ?? []}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("kyc.syncFirst")}</p>
        )}
      </section>
      {couple && (
        // The partner has their own identity and income evidence; the household's documents stay above.
        <section className="rounded-xl border bg-card p-4" data-testid="kyc-partner">
          <h3 className="text-sm font-semibold">
            {t("kyc.documentsOf", { name: personName(borrower, "partner", t("gaps.partner")) })}
          </h3>
          {synced ? (
            <ul>
              {personalDocumentTypes.map((type) => (
                <DocumentRow
                  key={type}
                  borrowerId={borrower.id}
                  type={type}
                  person="partner"
                  documents={documents.data ?? []}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("kyc.syncFirst")}</p>
          )}
        </section>
      )}
      <section className="rounded-xl border bg-card p-4">
        <h3 className="mb-2 text-sm font-semibold">{t("kyc.timeline")}</h3>
        <Timeline events={events.data ?? []} compact />
      </section>
    </div>
  );
}
