import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

const control =
  "h-9 w-full rounded-md border bg-background px-3 text-sm shadow-xs outline-none transition focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-red-500";

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p className="text-xs text-red-600" role="alert" data-testid={`error-${id}`}>
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}

interface NumberFieldProps extends Omit<ComponentProps<"input">, "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  unit?: string;
}

/** A text input that accepts numbers in the adviser's own format (the page parses them). */
export function NumberField({ id, label, value, onValue, hint, error, unit, className, ...props }: NumberFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        {unit && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
            {unit}
          </span>
        )}
        <input
          id={id}
          data-testid={`field-${id}`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onValue(event.target.value)}
          className={cn(control, unit && "pl-8", className)}
          {...props}
        />
      </div>
    </Field>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  onValue: (value: T) => void;
  options: { value: T; label: string }[];
  error?: string;
}

export function SelectField<T extends string>({ id, label, value, onValue, options, error }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        data-testid={`field-${id}`}
        value={value}
        onChange={(event) => onValue(event.target.value as T)}
        className={control}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckField({
  id,
  label,
  checked,
  onChecked,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        data-testid={`field-${id}`}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}

export function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border bg-card p-5" data-testid={`step-${number}`}>
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        <span className="grid size-6 place-items-center rounded-full bg-primary text-xs text-primary-foreground">
          {number}
        </span>
        {title}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
