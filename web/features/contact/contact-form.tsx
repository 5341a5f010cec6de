import { CheckCircle2Icon, Loader2Icon, SendIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContactReceipt } from "#schemas/contact";
import { CONTACT_LIMITS, type ContactSource, isContactEmail } from "#schemas/contact-rules";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useSend } from "@/lib/use-send";
import { cn } from "@/lib/utils";
import { type ContactDraft, type ContactValues, clearDraft, loadDraft, saveDraft } from "./contact-draft";

type Field = "name" | "email";
type FieldErrors = Partial<Record<Field, "required" | "email">>;

function validate(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = "required";
  if (!values.email.trim()) errors.email = "required";
  else if (!isContactEmail(values.email)) errors.email = "email";
  return errors;
}

/** The Worker's receipt (contactReceiptSchema), read without zod: the form is on the landing page. */
function readReceipt(value: unknown): ContactReceipt {
  const { id, receivedAt } = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof id !== "string" || typeof receivedAt !== "string") throw new Error("The receipt is not valid.");
  return { id, receivedAt };
}

/** Why a send failed, in the words the form shows; the text stays in the form in every case. */
function failureOf(error: unknown): "network" | "rateLimited" | "invalid" | "server" {
  if (error instanceof ApiError && error.code !== "NETWORK_ERROR") {
    if (error.code === "RATE_LIMITED") return "rateLimited";
    if (error.status === 400) return "invalid";
    return "server";
  }
  return "network";
}

const inputClass =
  "mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-red-600";

/**
 * The quick-contact form of the public pages (spec sections 4 and 5), sent to POST /api/contact.
 * `lng` fixes its language (the Dutch demo page); otherwise it follows the interface language.
 */
export function ContactForm({ source, lng, className }: { source: ContactSource; lng?: string; className?: string }) {
  const { t, i18n } = useTranslation("contact", { lng });
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(() => loadDraft(sessionStorage, source));
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSend(
    (value: ContactDraft) =>
      apiRequest(
        "/contact",
        { parse: readReceipt },
        {
          method: "POST",
          body: {
            submissionId: value.submissionId,
            ...value.values,
            source,
            language: lng ?? i18n.language,
          },
        },
      ),
    { onSuccess: () => clearDraft(sessionStorage, source) },
  );

  useEffect(() => {
    if (!send.isSuccess) saveDraft(sessionStorage, source, draft);
  }, [draft, source, send.isSuccess]);

  const update = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((previous) => ({ ...previous, values: { ...previous.values, [field]: value } }));
    if (field === "name" || field === "email") setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validate(draft.values);
    setErrors(found);
    if (found.name || found.email) {
      const first = found.name ? "name" : "email";
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    send.mutate(draft);
  };

  const startOver = () => {
    const fresh = loadDraft({ getItem: () => null }, source);
    setDraft(fresh);
    setErrors({});
    send.reset();
  };

  if (send.isSuccess) {
    return (
      <div
        data-testid="contact-thanks"
        role="status"
        className={cn("rounded-2xl border bg-card p-8 text-center shadow-sm", className)}
      >
        <CheckCircle2Icon aria-hidden className="mx-auto size-10 text-emerald-600" />
        <h3 className="mt-4 text-xl font-semibold">{t("thanks.title")}</h3>
        <p className="mt-2 text-muted-foreground">{t("thanks.body", { name: draft.values.name.trim() })}</p>
        <Button className="mt-6" variant="outline" data-testid="contact-send-another" onClick={startOver}>
          {t("thanks.again")}
        </Button>
      </div>
    );
  }

  const failure = send.isError ? failureOf(send.error) : null;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700" data-testid={`contact-${field}-error`}>
        {t(`errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="contact-form"
      aria-busy={send.isPending}
      className={cn("rounded-2xl border bg-card p-6 shadow-sm sm:p-8", className)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t("fields.name")} <span aria-hidden>*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={draft.values.name}
            onChange={update("name")}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={inputClass}
          />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t("fields.email")} <span aria-hidden>*</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={draft.values.email}
            onChange={update("email")}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={inputClass}
          />
          {fieldError("email")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-company`} className="text-sm font-medium">
            {t("fields.company")} <span className="font-normal text-muted-foreground">{t("optional")}</span>
          </label>
          <input
            id={`${id}-company`}
            name="company"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            value={draft.values.company}
            onChange={update("company")}
            className={inputClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            {t("fields.message")} <span className="font-normal text-muted-foreground">{t("optional")}</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={CONTACT_LIMITS.message}
            placeholder={t("fields.messagePlaceholder")}
            value={draft.values.message}
            onChange={update("message")}
            className={inputClass}
          />
        </div>
        {/* Honeypot: off-screen and out of the tab order; people never fill it in. */}
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.values.website}
            onChange={update("website")}
          />
        </div>
      </div>
      {failure && (
        <p role="alert" data-testid="contact-failure" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t(`failure.${failure}`)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">{t("privacy")}</p>
        <Button type="submit" size="lg" data-testid="contact-submit" disabled={send.isPending}>
          {send.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <SendIcon aria-hidden />}
          {send.isPending ? t("sending") : failure ? t("retry") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
