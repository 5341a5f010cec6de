import { useTranslation } from "react-i18next";
import type { Workspace, WorkspaceData } from "#schemas/workspace";
import { DraftInput, inputClass } from "./fields";
import type { WorkspaceStore } from "./store";

type AdviserField = keyof WorkspaceData["adviser"];
const fields: AdviserField[] = ["name", "email", "phone", "registrationNumber", "office"];
const limits: Record<AdviserField, number> = { name: 200, email: 200, phone: 40, registrationNumber: 40, office: 200 };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The adviser's own details on the report's cover (name, e-mail, phone, AFM/Kifid registration number, office),
 * kept in the workspace and synced like the rate table. Not printed: only the cover shows them.
 */
export function AdviserDetails({ workspace, store }: { workspace: Workspace; store: WorkspaceStore }) {
  const { t } = useTranslation("workspace");
  const { id: _id, version: _version, updatedAt: _updated, ...data } = workspace;
  const missing = fields.filter((field) => !data.adviser[field]).length;
  return (
    <details className="mb-3 rounded-xl border p-4 print:hidden" data-testid="adviser-details">
      <summary className="cursor-pointer text-sm font-semibold">
        {t("adviser.title")}
        {missing > 0 && (
          <span className="ml-2 font-normal text-amber-700">{t("adviser.missing", { count: missing })}</span>
        )}
      </summary>
      <p className="mt-1 text-xs text-muted-foreground">{t("adviser.help")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field} className="grid gap-1 text-sm">
            <label htmlFor={`adviser-${field}`} className="text-muted-foreground">
              {t(`adviser.fields.${field}`)}
            </label>
            <DraftInput
              className={inputClass}
              value={data.adviser[field]}
              label={t(`adviser.fields.${field}`)}
              id={`adviser-${field}`}
              testId={`adviser-${field}`}
              accept={(text) => {
                const value = text.trim();
                if (value.length > limits[field]) return null;
                if (field === "email" && value && !emailPattern.test(value)) return null;
                return value;
              }}
              onAccept={(value) => store.updateWorkspace({ ...data, adviser: { ...data.adviser, [field]: value } })}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
