import { useTranslation } from "react-i18next";
import type { RiskBasis } from "#domain/mortgage";
import type { Format } from "@/features/calculator/use-format";

/** Figures that rest on the same source are shown together, the source once. */
function bySource(basis: RiskBasis[]) {
  const groups = new Map<string, RiskBasis[]>();
  for (const item of basis) groups.set(item.source.legalBasis, [...(groups.get(item.source.legalBasis) ?? []), item]);
  return [...groups.values()];
}

/** The figures a scenario rests on, each with its legal basis and whether it was re-read from the official text. */
export function RiskBasisList({ basis, format }: { basis: RiskBasis[]; format: Format }) {
  const { t } = useTranslation("risks");
  const value = (item: RiskBasis) => {
    switch (item.unit) {
      case "%":
        return format.pct(item.value);
      case "months":
        return t("units.months", { value: item.value });
      case "year":
        return t("units.years", { value: item.value });
      default:
        return format.eur(item.value);
    }
  };
  return (
    <dl className="grid gap-2 text-xs" data-testid="risk-basis">
      {bySource(basis).map((group) => {
        const source = (group[0] as RiskBasis).source;
        return (
          // A dl's group holds its dt and dd elements directly (no wrapper between), or screen readers lose the pairs.
          <div key={source.legalBasis} className="grid gap-x-3 sm:grid-cols-[14rem_1fr]">
            {group.map((item) => (
              <dt key={item.figure} className="font-medium sm:col-start-1" data-testid={`risk-basis-${item.figure}`}>
                {t(`basis.figures.${item.figure}`)}: <span className="tabular-nums">{value(item)}</span>
              </dt>
            ))}
            <dd className="text-muted-foreground sm:col-start-2 sm:row-start-1" data-testid="risk-basis-source">
              {source.legalBasis}{" "}
              <span className={source.verified ? "text-emerald-700" : "text-amber-700"}>
                ({source.verified ? t("basis.verified") : t("basis.unverified")})
              </span>
              {source.readAt?.[0] && (
                <>
                  {" "}
                  <a className="underline" href={source.readAt[0]} target="_blank" rel="noreferrer">
                    {t("basis.source")}
                  </a>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
