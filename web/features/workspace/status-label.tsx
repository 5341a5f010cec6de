import { useTranslation } from "react-i18next";
import type { BorrowerStatus, KycStatus } from "#schemas/workspace";
import { StatusBadge } from "./fields";

const borrowerTones = { application_in_progress: "blue", documents_pending: "amber", active: "green" } as const;
const documentTones = { pending: "amber", valid: "green", invalid: "red", expired: "red" } as const;

export function StatusLabel({ status }: { status: BorrowerStatus }) {
  const { t } = useTranslation("workspace");
  return <StatusBadge tone={borrowerTones[status]}>{t(`status.${status}`)}</StatusBadge>;
}

export function DocumentStatusLabel({ status, testId }: { status: KycStatus | "missing"; testId?: string }) {
  const { t } = useTranslation("workspace");
  return (
    <StatusBadge tone={status === "missing" ? "gray" : documentTones[status]} testId={testId}>
      {t(`kyc.status.${status}`)}
    </StatusBadge>
  );
}
