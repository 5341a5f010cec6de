import { BadgeCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Explanation } from "#domain/mortgage";
import type { Format } from "./use-format";

const percentInputs = /(rate|pct|toetsrente|floor)$/i;
const plainInputs = /(months|years|applicants|factor|age|points)$/i;

function formatInput(key: string, value: Explanation["inputs"][string], format: Format, yes: string, no: string) {
  if (value === null) return "–";
  if (typeof value === "boolean") return value ? yes : no;
  if (typeof value === "string") return value;
  if (percentInputs.test(key)) return format.pct(value);
  if (plainInputs.test(key)) return format.num(value);
  return format.eur(value);
}

/** Why a figure is what it is: the rule, the norm and its source, the table cell and the inputs used. */
export function ExplanationNote({ explanation, format }: { explanation: Explanation; format: Format }) {
  const { t, i18n } = useTranslation("calculator");
  const { source } = explanation;
  const inputs = Object.entries(explanation.inputs);
  const inputLabel = (key: string) => {
    const perApplicant = /^applicant(\d)\.(.+)$/.exec(key);
    if (perApplicant) return `${t(`inputs.${perApplicant[2]}`, { defaultValue: key })} (${perApplicant[1]})`;
    return t(`inputs.${key}`, { defaultValue: key });
  };
  return (
    <div className="mt-2 text-xs text-muted-foreground" data-testid={`explanation-${explanation.figure}`}>
      <p className="text-foreground/80">{t(`rules.${explanation.rule.replaceAll(".", "_")}`)}</p>
      {i18n.resolvedLanguage === "en" && <p className="mt-1">{explanation.text}</p>}
      <details className="mt-1">
        <summary className="cursor-pointer select-none text-primary">{t("explain.source")}</summary>
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
          <dt>{t("explain.norm")}</dt>
          <dd>
            {explanation.source.norm} ({source.year})
          </dd>
          <dt>{t("explain.legalBasis")}</dt>
          <dd>{source.legalBasis}</dd>
          {source.table && (
            <>
              <dt>{t("explain.table")}</dt>
              <dd data-testid="explanation-cell">
                {source.table}
                {source.cell &&
                  ` · ${t("explain.row")} ${source.cell.row} · ${t("explain.column")} ${source.cell.column}`}
              </dd>
            </>
          )}
          {inputs.map(([key, value]) => (
            <div key={key} className="contents">
              <dt>{inputLabel(key)}</dt>
              <dd>{formatInput(key, value, format, t("yes"), t("no"))}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 flex items-start gap-1">
          {source.verified ? (
            <>
              <BadgeCheckIcon aria-hidden className="size-3.5 shrink-0 text-emerald-600" /> {t("explain.verified")}
            </>
          ) : (
            <>
              <TriangleAlertIcon aria-hidden className="size-3.5 shrink-0 text-amber-600" />
              <span>
                {t("explain.unverified")}
                {source.uncertain && ` ${source.uncertain}`}
              </span>
            </>
          )}
        </p>
      </details>
    </div>
  );
}
