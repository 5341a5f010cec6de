import type { TFunction } from "i18next";
import { changeLabel } from "./change-text";
import type { ConflictNotice } from "./model";

// i18next 27 types t() by namespace; a plain (key, options) => string signature no longer accepts it.
type Translate = TFunction<"workspace">;

/** One line of the conflict notice: only the halves that have fields, never a "—" placeholder. */
export function conflictSentence(t: Translate, notice: ConflictNotice): string {
  const name = notice.name || t("list.unnamed");
  if (notice.borrowerId === "workspace") return t("conflict.workspace");
  if (notice.deletedElsewhere) return t("conflict.deleted", { name });
  const labels = (fields: string[]) => fields.map((field) => changeLabel(t, field)).join(", ");
  const server = labels(notice.serverWon);
  const local = labels(notice.localWon);
  if (server && local) return t("conflict.merged", { name, server, local });
  if (server) return t("conflict.mergedServer", { name, server });
  if (local) return t("conflict.mergedLocal", { name, local });
  return t("conflict.mergedQuietly", { name });
}
