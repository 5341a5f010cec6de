import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KycDocument } from "#schemas/workspace";
import { useAuth } from "@/auth/auth-context";
import { type CitedSource, parseCitedAnswer } from "./citations";
import { documentsQuery, openDocumentOriginal } from "./queries";
import { redactIdentityNumbers } from "./redact";

/**
 * An answer grounded in this borrower's documents: citations become numbers, and the sources below name the
 * document type, file and page, with the passage, and open the original.
 */
export function CitedAnswer({
  borrowerId,
  content,
  dataPoints,
  testId,
  redact = false,
}: {
  borrowerId: string;
  content: string;
  dataPoints: string[];
  testId?: string;
  /** Mask identity numbers (for the printed report). */
  redact?: boolean;
}) {
  const { t } = useTranslation("workspace");
  const { getToken } = useAuth();
  const documents = useQuery(documentsQuery(getToken, borrowerId));
  const [error, setError] = useState<"missing" | "failed" | null>(null);
  const { parts, sources } = parseCitedAnswer(content, dataPoints);
  const shown = (text: string) => (redact ? redactIdentityNumbers(text) : text);
  const documentFor = (source: CitedSource): KycDocument | undefined =>
    (documents.data ?? [])
      .filter((document) => document.type === source.type && document.fileName === source.fileName)
      .at(-1);
  return (
    <div data-testid={testId}>
      <p className="text-sm whitespace-pre-wrap">
        {parts.map((part) =>
          part.number !== undefined ? (
            <sup key={part.at} className="ml-0.5 font-medium text-primary" data-testid="citation-mark">
              [{part.number}]
            </sup>
          ) : (
            <Fragment key={part.at}>{shown(part.text ?? "")}</Fragment>
          ),
        )}
      </p>
      {sources.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-semibold text-muted-foreground">{t("summary.sources")}</h4>
          <ol className="mt-1 grid gap-1.5 text-xs">
            {sources.map((source) => {
              const document = documentFor(source);
              const label = [
                source.type ? t(`kyc.types.${source.type}`) : null,
                source.fileName,
                source.page ? t("summary.page", { page: source.page }) : null,
              ]
                .filter(Boolean)
                .join(" · ");
              return (
                <li key={source.citation} className="grid grid-cols-[1.75rem_1fr]" data-testid="citation-source">
                  <span className="font-medium text-primary">[{source.number}]</span>
                  <span>
                    {document ? (
                      <button
                        type="button"
                        className="text-left text-primary hover:underline print:text-foreground print:no-underline"
                        onClick={async () => {
                          setError(null);
                          const outcome = await openDocumentOriginal(getToken, borrowerId, document);
                          if (outcome !== "opened") setError(outcome);
                        }}
                      >
                        {label}
                      </button>
                    ) : (
                      <span className="font-medium">{label}</span>
                    )}
                    {source.passage && (
                      <span className="block text-muted-foreground line-clamp-2 print:line-clamp-none">
                        “{shown(source.passage)}”
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          {error && (
            <p role="alert" className="mt-1 text-xs text-destructive">
              {t(error === "missing" ? "kyc.originalMissing" : "kyc.originalFailed")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
