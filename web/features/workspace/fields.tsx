import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Borrower } from "#schemas/workspace";
import { formatIsoDate, parseLocalDate } from "@/lib/local-date";
import { cn } from "@/lib/utils";

export const inputClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50";

export function getPath(borrower: Borrower, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], borrower);
}

type Update = (fields: Record<string, unknown>) => void;

function Label({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

const fieldId = (path: string) => `field-${path.replaceAll(".", "-")}`;

/**
 * A date typed and shown in the app language's numeric form, handed on as ISO (or null when emptied). Text that
 * is not a real date stays in the field, marked invalid, and changes nothing.
 */
export function LocalDateInput({
  value,
  onDateChange,
  className,
  ...rest
}: { value: string | null; onDateChange: (iso: string | null) => void } & Omit<
  ComponentProps<"input">,
  "value" | "onChange" | "type"
>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const show = (iso: string | null) => (iso ? formatIsoDate(iso, language) : "");
  const [draft, setDraft] = useState({ text: show(value), value, language });
  // A new value from outside (a sync, a restore) or another language: shown anew unless the typed text means it.
  if (draft.value !== value || draft.language !== language) {
    const keep = draft.language === language && parseLocalDate(draft.text, language) === value;
    setDraft({ text: keep ? draft.text : show(value), value, language });
  }
  const parsed = draft.text.trim() ? parseLocalDate(draft.text, language) : null;
  const invalid = draft.text.trim() !== "" && parsed === null;
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatIsoDate("2001-11-22", language)}
      aria-invalid={invalid || undefined}
      className={cn(className, invalid && "border-destructive")}
      value={draft.text}
      onChange={(event) => {
        const text = event.target.value;
        const iso = text.trim() ? parseLocalDate(text, language) : null;
        const commits = !text.trim() || iso !== null;
        setDraft({ text, value: commits ? iso : value, language });
        if (commits && iso !== value) onDateChange(iso);
      }}
      {...rest}
    />
  );
}

export function TextField({
  borrower,
  path,
  label,
  update,
  type = "text",
  ...rest
}: { borrower: Borrower; path: string; label: string; update: Update } & Omit<ComponentProps<"input">, "onChange">) {
  const id = fieldId(path);
  if (type === "date")
    return (
      <Label id={id} label={label}>
        <LocalDateInput
          id={id}
          data-testid={id}
          className={inputClass}
          value={(getPath(borrower, path) as string | null) ?? null}
          onDateChange={(iso) => update({ [path]: iso })}
        />
      </Label>
    );
  return (
    <Label id={id} label={label}>
      <input
        id={id}
        data-testid={id}
        type={type}
        className={inputClass}
        value={(getPath(borrower, path) as string | null) ?? ""}
        onChange={(event) => update({ [path]: event.target.value })}
        {...rest}
      />
    </Label>
  );
}

/** A free text of a few lines (goals, advice per risk, reasons), across the section's full width. */
export function TextAreaField({
  borrower,
  path,
  label,
  update,
}: {
  borrower: Borrower;
  path: string;
  label: string;
  update: Update;
}) {
  const id = fieldId(path);
  return (
    <Label id={id} label={label} className="sm:col-span-2 lg:col-span-3">
      <textarea
        id={id}
        data-testid={id}
        rows={3}
        className={`${inputClass} h-auto py-2`}
        value={(getPath(borrower, path) as string | null) ?? ""}
        onChange={(event) => update({ [path]: event.target.value })}
      />
    </Label>
  );
}

export function NumberField({
  borrower,
  path,
  label,
  update,
  step = 1,
}: {
  borrower: Borrower;
  path: string;
  label: string;
  update: Update;
  step?: number;
}) {
  const id = fieldId(path);
  const value = getPath(borrower, path) as number;
  return (
    <Label id={id} label={label}>
      <input
        id={id}
        data-testid={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        className={inputClass}
        value={Number.isFinite(value) ? value : 0}
        onChange={(event) => {
          const next = Number(event.target.value);
          update({ [path]: Number.isFinite(next) && next >= 0 ? next : 0 });
        }}
      />
    </Label>
  );
}

export function SelectField<T extends string | number>({
  borrower,
  path,
  label,
  update,
  options,
  nullable = false,
  emptyLabel = "—",
}: {
  borrower: Borrower;
  path: string;
  label: string;
  update: Update;
  options: { value: T; label: string }[];
  nullable?: boolean;
  emptyLabel?: string;
}) {
  const id = fieldId(path);
  const value = getPath(borrower, path) as T | null;
  return (
    <Label id={id} label={label}>
      <select
        id={id}
        data-testid={id}
        className={inputClass}
        value={value === null ? "" : String(value)}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw === "" && nullable) return update({ [path]: null });
          const option = options.find((candidate) => String(candidate.value) === raw);
          if (option) update({ [path]: option.value });
        }}
      >
        {nullable && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Label>
  );
}

export function CheckField({
  borrower,
  path,
  label,
  update,
}: {
  borrower: Borrower;
  path: string;
  label: string;
  update: Update;
}) {
  const id = fieldId(path);
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        data-testid={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={Boolean(getPath(borrower, path))}
        onChange={(event) => update({ [path]: event.target.checked })}
      />
      {label}
    </label>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border bg-card p-4" data-testid={testId}>
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: "green" | "amber" | "red" | "gray" | "blue";
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    green: "bg-emerald-100 text-emerald-800",
    amber: "bg-amber-100 text-amber-900",
    red: "bg-red-100 text-red-800",
    gray: "bg-muted text-muted-foreground",
    blue: "bg-sky-100 text-sky-800",
  } as const;
  return (
    <span
      data-testid={testId}
      className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", tones[tone])}
    >
      {children}
    </span>
  );
}

/**
 * An input that keeps what the adviser is typing and saves only values the sync accepts: clearing a field to retype
 * it never stores an empty lender or a zero rate (which would make every later sync fail). Leaving the cell with
 * something invalid in it puts the saved value back.
 */
export function DraftInput<T extends string | number>({
  value,
  accept,
  onAccept,
  label,
  testId,
  className,
  numeric = false,
  id,
}: {
  value: T;
  accept: (text: string) => T | null;
  onAccept: (value: T) => void;
  label: string;
  testId: string;
  className: string;
  numeric?: boolean;
  id?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && accept(draft) === null;
  return (
    <input
      id={id}
      className={cn(className, invalid && "border-destructive")}
      inputMode={numeric ? "decimal" : undefined}
      value={draft ?? String(value)}
      aria-label={label}
      aria-invalid={invalid}
      data-testid={testId}
      onChange={(event) => {
        setDraft(event.target.value);
        const accepted = accept(event.target.value);
        if (accepted !== null && accepted !== value) onAccept(accepted);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
