import { useTranslation } from "react-i18next";
import type { RiskBasis } from "#domain/mortgage";
import type { Format } from "@/features/calculator/use-format";

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
    <dl className="grid gap-1 text-xs" data-testid="risk-basis">
      {basis.map((item) => (
        <div
          key={item.figure}
          className="grid gap-x-3 sm:grid-cols-[14rem_1fr]"
          data-testid={`risk-basis-${item.figure}`}
        >
          <dt className="font-medium">
            {t(`basis.figures.${item.figure}`)}: <span className="tabular-nums">{value(item)}</span>
          </dt>
          <dd className="text-muted-foreground">
            {item.source.legalBasis}{" "}
            <span className={item.source.verified ? "text-emerald-700" : "text-amber-700"}>
              ({item.source.verified ? t("basis.verified") : t("basis.unverified")})
            </span>
            {item.source.readAt?.[0] && (
              <>
                {" "}
                <a className="underline" href={item.source.readAt[0]} target="_blank" rel="noreferrer">
                  {t("basis.source")}
                </a>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
