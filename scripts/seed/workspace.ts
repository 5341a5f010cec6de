import { createHash } from "node:crypto";
import { borrowerName, diffData, flattenData } from "../../domain/workspace/borrower-data";
import { documentExpiry } from "../../domain/workspace/kyc-documents";
import {
  type BorrowerProfileInput,
  type BorrowerStatus,
  borrowerProfileSchema,
  type DocumentType,
  type KycStatus,
} from "../../schemas/workspace";
import { demoUsers } from "../../worker/auth/demo-users";
import { defaultWorkspaceData } from "../../worker/workspace/sample-rates";
import { textPdf } from "./pdf";
import { quote } from "./sql";

const day = 24 * 60 * 60 * 1000;

interface DemoDocument {
  type: DocumentType;
  status: KycStatus;
  /** The heading of the generated PDF original. */
  title: string;
  fileName: string;
  issuedAt?: string;
  text: string;
}

interface DemoBorrower {
  id: string;
  status: BorrowerStatus;
  profile: BorrowerProfileInput;
  documents: DemoDocument[];
  accessedDaysAgo: number;
}

/** Fictitious clients: names, numbers and addresses are made up; BSNs are not seeded. */
const borrowersByAdviser: Record<string, DemoBorrower[]> = {
  "anna@adviesdesk.example": [
    {
      id: "7c1e0b7a-1d2f-4b8e-9a01-00000000a001",
      status: "application_in_progress",
      accessedDaysAgo: 1,
      profile: {
        applicant: {
          title: "mr",
          firstName: "Jan",
          lastName: "de Vries",
          dateOfBirth: "1987-06-14",
          employment: "employed_permanent",
          employer: "Gemeente Amersfoort",
          employedSince: "2014-09-01",
          grossAnnualIncome: 64_500,
        },
        hasPartner: true,
        maritalStatus: "married",
        partner: {
          title: "ms",
          firstName: "Sophie",
          lastName: "de Vries-Kramer",
          dateOfBirth: "1989-02-03",
          employment: "employed_permanent",
          employer: "Meander Medisch Centrum",
          grossAnnualIncome: 48_200,
        },
        household: { children: 2 },
        clientNumber: "AD-2026-0142",
        contact: {
          email: "jan.devries@example.nl",
          phone: "06 12 34 56 78",
          street: "Leusderweg 112",
          postcode: "3817 KD",
          city: "Amersfoort",
        },
        obligations: { studentDebtMonthly: 95, creditLimits: 2_500 },
        property: {
          street: "Bisschopsweg 41",
          postcode: "3817 BM",
          city: "Amersfoort",
          value: 485_000,
          wozValue: 462_000,
          energyLabel: "A",
          firstHome: false,
        },
        wishes: { loanAmount: 410_000, loanType: "annuity", fixedPeriodYears: 10, ownFunds: 40_000 },
        risks: {
          deathCover: true,
          notes: "Overlijdensrisicoverzekering besproken; arbeidsongeschiktheid nog uitzoeken.",
        },
      },
      documents: [
        {
          type: "identiteitsbewijs",
          status: "valid",
          title: "Paspoort",
          fileName: "paspoort-jan-de-vries.pdf",
          issuedAt: "2019-04-23",
          text: "Paspoort Koninkrijk der Nederlanden. Houder: Jan de Vries, geboren 14 juni 1987 te Utrecht. Datum van afgifte 23 april 2019, geldig tot 23 april 2029.",
        },
        {
          type: "salarisstrook",
          status: "valid",
          title: "Salarisstrook januari 2026",
          fileName: "salarisstrook-jan-de-vries-2026-01.pdf",
          text: "Salarisstrook januari 2026, Gemeente Amersfoort. Werknemer Jan de Vries. Bruto maandsalaris 4.975 euro, vakantietoeslag 8 procent, eindejaarsuitkering 8,3 procent. Schaal 10, vast dienstverband.",
        },
        {
          type: "werkgeversverklaring",
          status: "pending",
          title: "Werkgeversverklaring",
          fileName: "werkgeversverklaring-jan-de-vries.pdf",
          text: "Werkgeversverklaring. Gemeente Amersfoort verklaart dat Jan de Vries sinds 1 september 2014 in vaste dienst is. Bruto jaarsalaris inclusief vakantiegeld 64.500 euro. Geen loonbeslag, geen proeftijd.",
        },
      ],
    },
    {
      id: "7c1e0b7a-1d2f-4b8e-9a01-00000000a002",
      status: "documents_pending",
      accessedDaysAgo: 3,
      profile: {
        applicant: {
          title: "ms",
          firstName: "Sanne",
          lastName: "Visser",
          dateOfBirth: "1984-11-22",
          employment: "employed_temporary",
          employer: "Hogeschool Utrecht",
          grossAnnualIncome: 51_000,
        },
        maritalStatus: "divorced",
        household: { children: 1 },
        clientNumber: "AD-2026-0157",
        contact: {
          email: "sanne.visser@example.nl",
          street: "Amsterdamsestraatweg 301",
          postcode: "3551 CK",
          city: "Utrecht",
        },
        obligations: { alimonyMonthly: 0, creditLimits: 1_000 },
        property: { street: "Kanaalweg 18", postcode: "3526 KL", city: "Utrecht", value: 335_000, energyLabel: "C" },
        wishes: { loanAmount: 300_000, fixedPeriodYears: 20, nhg: false, ownFunds: 35_000 },
      },
      documents: [
        {
          type: "identiteitsbewijs",
          status: "valid",
          title: "Identiteitskaart",
          fileName: "identiteitskaart-sanne-visser.pdf",
          issuedAt: "2015-05-12",
          text: "Identiteitskaart. Houder: Sanne Visser, geboren 22 november 1984. Datum van afgifte 12 mei 2015.",
        },
      ],
    },
    {
      id: "7c1e0b7a-1d2f-4b8e-9a01-00000000a003",
      status: "active",
      accessedDaysAgo: 9,
      profile: {
        applicant: {
          title: "mr",
          firstName: "Mehmet",
          lastName: "Yılmaz",
          dateOfBirth: "1979-03-30",
          employment: "self_employed",
          employer: "Yılmaz Installatietechniek",
          grossAnnualIncome: 82_000,
        },
        maritalStatus: "registered_partnership",
        clientNumber: "AD-2025-0988",
        contact: { email: "mehmet@yilmaz-installatie.example", phone: "023 555 01 23", city: "Haarlem" },
        property: { city: "Haarlem", value: 540_000, wozValue: 515_000, energyLabel: "B" },
        wishes: { loanAmount: 380_000, fixedPeriodYears: 10 },
        risks: { disabilityCover: true, deathCover: true, notes: "AOV aanwezig via branchevereniging." },
      },
      documents: [],
    },
  ],
  "bram@adviesdesk.example": [
    {
      id: "7c1e0b7a-1d2f-4b8e-9a01-00000000b001",
      status: "documents_pending",
      accessedDaysAgo: 2,
      profile: {
        applicant: {
          title: "ms",
          firstName: "Lotte",
          lastName: "Mulder",
          dateOfBirth: "1999-08-09",
          employment: "employed_permanent",
          employer: "Isala Zwolle",
          grossAnnualIncome: 46_800,
        },
        clientNumber: "BJ-2026-0031",
        contact: { email: "lotte.mulder@example.nl", phone: "06 98 76 54 32", city: "Zwolle" },
        obligations: { studentDebtMonthly: 120 },
        property: {
          street: "Assendorperstraat 77",
          postcode: "8012 DG",
          city: "Zwolle",
          value: 299_000,
          energyLabel: "B",
        },
        wishes: { loanAmount: 289_000, fixedPeriodYears: 30, nhg: true, ownFunds: 12_000 },
      },
      documents: [
        {
          type: "salarisstrook",
          status: "pending",
          title: "Salarisstrook februari 2026",
          fileName: "salarisstrook-lotte-mulder.pdf",
          text: "Salarisstrook februari 2026, Isala Zwolle. Medewerker Lotte Mulder, verpleegkundige. Bruto maandsalaris 3.610 euro, onregelmatigheidstoeslag 240 euro.",
        },
      ],
    },
    {
      id: "7c1e0b7a-1d2f-4b8e-9a01-00000000b002",
      status: "active",
      accessedDaysAgo: 6,
      profile: {
        applicant: {
          title: "mr",
          firstName: "Pieter",
          lastName: "Bakker",
          dateOfBirth: "1957-01-17",
          employment: "retired",
          grossAnnualIncome: 31_500,
        },
        hasPartner: true,
        maritalStatus: "married",
        partner: {
          title: "ms",
          firstName: "Annelies",
          lastName: "Bakker-Smit",
          dateOfBirth: "1961-07-05",
          employment: "employed_permanent",
          grossAnnualIncome: 28_000,
          // AOW age within 10 years: the norms test the income after it (AOW plus a small pension).
          incomeAfterAow: 19_800,
        },
        clientNumber: "BJ-2024-0410",
        contact: { email: "p.bakker@example.nl", city: "Deventer" },
        property: { city: "Deventer", value: 410_000, energyLabel: "D" },
        wishes: { loanAmount: 150_000, loanType: "linear", fixedPeriodYears: 5 },
      },
      documents: [],
    },
  ],
};

/** Demo advisers get a filled cover: a made-up phone number and a registration number marked as demo. */
const demoAdvisers: Record<string, { phone: string; registrationNumber: string; office: string }> = {
  "anna@adviesdesk.example": {
    phone: "033 760 12 34",
    registrationNumber: "AFM 12000001 (demo)",
    office: "Adviesdesk Demo · Amersfoort",
  },
  "bram@adviesdesk.example": {
    phone: "038 760 56 78",
    registrationNumber: "AFM 12000002 (demo)",
    office: "Adviesdesk Demo · Zwolle",
  },
};

function demoWorkspaceData(user: { name: string; email: string }) {
  const data = defaultWorkspaceData(user);
  return { ...data, adviser: { ...data.adviser, ...demoAdvisers[user.email] } };
}

const json = (value: unknown) => quote(JSON.stringify(value));
const sqlOrNull = (value: string | null) => (value === null ? "NULL" : quote(value));

/** Every seeded KYC document with its ids, storage key and the PDF original that goes to R2 under that key. */
export function demoKycDocuments() {
  return Object.entries(borrowersByAdviser).flatMap(([email, borrowers]) => {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) return [];
    return borrowers.flatMap((demo) => {
      const profile = borrowerProfileSchema.parse(demo.profile);
      const name = borrowerName(profile);
      return demo.documents.map((document, index) => {
        const documentId = `${demo.id}-doc-${index}`;
        const storageKey = `${user.oid}/borrowers/${demo.id}/${documentId}/${document.fileName}`;
        const original = textPdf({
          title: document.title,
          subtitle: `${name} · ${profile.clientNumber}`,
          body: document.text,
          footer: "Fictief voorbeelddocument voor de Adviesdesk-demo. Naam, nummers en adres zijn verzonnen.",
        });
        return {
          user,
          demo,
          document,
          index,
          documentId,
          indexId: `${demo.id}-idx-${index}`,
          indexName: `${name.replace(/\W+/g, "_")}-${document.type}-${document.fileName}`,
          storageKey,
          original,
        };
      });
    });
  });
}

/** The originals for local R2: what the KYC tab's download and the chat's citation viewer open. */
export function workspaceObjects(): { key: string; body: Uint8Array; contentType: string }[] {
  return demoKycDocuments().map(({ storageKey, original }) => ({
    key: storageKey,
    body: original,
    contentType: "application/pdf",
  }));
}

/** Demo workspaces, borrowers, their first history event and KYC documents (indexed text; PDF originals in R2). */
export function workspaceSql(now = Date.now()): string[] {
  const statements: string[] = [];
  const createdAt = (demo: DemoBorrower) => now - (demo.accessedDaysAgo + 20) * day;
  for (const [email, borrowers] of Object.entries(borrowersByAdviser)) {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) continue;
    const userId = quote(user.oid);
    statements.push(
      `INSERT OR IGNORE INTO workspaces (id, user_id, version, data, created_at, updated_at) VALUES (${quote(`ws-${user.oid}`)}, ${userId}, 1, ${json(demoWorkspaceData(user))}, ${now}, ${now});`,
    );
    for (const demo of borrowers) {
      const profile = borrowerProfileSchema.parse(demo.profile);
      const data = { status: demo.status, profile };
      const created = createdAt(demo);
      const fieldTimes = Object.fromEntries(Object.keys(flattenData(data)).map((field) => [field, created]));
      const id = quote(demo.id);
      statements.push(
        `INSERT OR IGNORE INTO borrowers (user_id, id, workspace_id, version, name, date_of_birth, status, profile, field_times, last_accessed, recent_activity, deleted, created_at, updated_at) VALUES (${userId}, ${id}, (SELECT id FROM workspaces WHERE user_id = ${userId}), 1, ${quote(borrowerName(profile))}, ${profile.applicant.dateOfBirth ? quote(profile.applicant.dateOfBirth) : "NULL"}, ${quote(demo.status)}, ${json(profile)}, ${json(fieldTimes)}, ${now - demo.accessedDaysAgo * day}, ${quote(demo.documents.length ? "document_upload" : "profile_update")}, 0, ${created}, ${created});`,
        `INSERT OR IGNORE INTO borrower_events (id, user_id, borrower_id, type, actor, at, version, summary, changes, snapshot) VALUES (${quote(`${demo.id}-created`)}, ${userId}, ${id}, 'profile_update', ${quote(user.name)}, ${created}, 1, 'created', ${json(diffData(null, data))}, ${json(data)});`,
      );
    }
  }
  for (const seeded of demoKycDocuments()) {
    const { user, demo, document, index, documentId, indexId, indexName, storageKey, original } = seeded;
    const userId = quote(user.oid);
    const id = quote(demo.id);
    const uploaded = createdAt(demo) + (index + 1) * day;
    const size = original.byteLength;
    const sha = quote(createHash("sha256").update(original).digest("hex"));
    // The index document is recorded as queued, like any upload: the start-up recovery step sends it to the
    // ingestion queue and the ingest Worker parses its PDF original (one path into the index for every document).
    statements.push(
      `INSERT OR IGNORE INTO documents (id, owner_id, groups, file_name, category, content_type, size, storage_key, sha256, status) VALUES (${quote(indexId)}, ${userId}, '[]', ${quote(indexName)}, ${quote(`borrower:${demo.id}`)}, 'application/pdf', ${size}, ${quote(storageKey)}, ${sha}, 'queued');`,
      `INSERT OR IGNORE INTO borrower_documents (id, user_id, borrower_id, type, status, file_name, content_type, size, storage_key, issued_at, expires_at, note, index_document_id, uploaded_at) VALUES (${quote(documentId)}, ${userId}, ${id}, ${quote(document.type)}, ${quote(document.status)}, ${quote(document.fileName)}, 'application/pdf', ${size}, ${quote(storageKey)}, ${document.issuedAt ? quote(document.issuedAt) : "NULL"}, ${sqlOrNull(documentExpiry(document.type, document.issuedAt ?? null))}, '', ${quote(indexId)}, ${uploaded});`,
      `INSERT OR IGNORE INTO borrower_events (id, user_id, borrower_id, type, actor, at, version, summary, changes, snapshot) VALUES (${quote(`${documentId}-upload`)}, ${userId}, ${id}, 'document_upload', ${quote(user.name)}, ${uploaded}, NULL, ${quote(`uploaded:${document.type}`)}, ${json([{ field: `documents.${document.type}`, from: null, to: document.fileName }])}, NULL);`,
      // Databases seeded by earlier builds hold these documents as .txt without an original: point them at the PDF.
      `UPDATE borrower_documents SET file_name = ${quote(document.fileName)}, content_type = 'application/pdf', size = ${size}, storage_key = ${quote(storageKey)} WHERE id = ${quote(documentId)} AND storage_key <> ${quote(storageKey)};`,
      // Databases seeded by earlier builds hold text chunks written by the seed itself: index the original instead.
      `UPDATE documents SET file_name = ${quote(indexName)}, content_type = 'application/pdf', size = ${size}, storage_key = ${quote(storageKey)}, sha256 = ${sha}, status = 'queued' WHERE id = ${quote(indexId)} AND sha256 LIKE 'seed-%';`,
    );
  }
  return statements;
}
