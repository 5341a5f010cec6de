import { effectiveStatus } from "#domain/workspace/kyc-documents";
import {
  type Borrower,
  type DocumentType,
  documentTypes,
  type KycDocument,
  type KycStatus,
  type PersonRole,
  personalDocumentTypes,
} from "#schemas/workspace";
import { documentPerson } from "./dossier";

export interface DocumentLine {
  person: PersonRole;
  type: DocumentType;
  /** The latest document in the slot, or null when none was received. */
  fileName: string | null;
  status: KycStatus | "missing";
}

/**
 * The report's list of KYC documents, person by person: each person's own identity and income evidence (received
 * or not), then any other document the dossier holds, under the person whose slot it is in.
 */
export function documentLines(borrower: Pick<Borrower, "profile">, documents: KycDocument[], today: string) {
  const people: PersonRole[] = borrower.profile.hasPartner ? ["applicant", "partner"] : ["applicant"];
  const lines: DocumentLine[] = [];
  for (const person of people) {
    for (const type of documentTypes) {
      const latest = documents
        .filter((document) => document.type === type && documentPerson(document) === person)
        .at(-1);
      const personal = (personalDocumentTypes as readonly DocumentType[]).includes(type);
      if (!latest && !personal) continue;
      lines.push({
        person,
        type,
        fileName: latest?.fileName ?? null,
        status: latest ? effectiveStatus(latest, today) : "missing",
      });
    }
  }
  return lines;
}
