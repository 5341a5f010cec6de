import {
  type BorrowerSort,
  type BorrowerStatus,
  borrowerStatuses,
  DEFAULT_BORROWER_SORT,
} from "../../schemas/borrower-list-terms";
import type { Borrower } from "../../schemas/workspace";

/** What the borrower list asks for: words to find, one status, an order. */
export interface BorrowerQuery {
  search: string;
  status: BorrowerStatus | null;
  sort: BorrowerSort;
}

export const defaultBorrowerQuery: BorrowerQuery = { search: "", status: null, sort: DEFAULT_BORROWER_SORT };

/**
 * Lower case as D1 (SQLite) writes it: `lower()` folds A-Z only. The list is searched and ordered in SQL online and
 * here offline; both fold the same way, so a borrower is found and placed alike in both.
 */
export const foldCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The words of a search, case-folded; at most eight are used. */
export const searchTerms = (search: string) => foldCase(search.trim()).split(/\s+/).filter(Boolean).slice(0, 8);

/** The profile fields a search looks at besides the name, as JSON paths (the Worker's query reads the same). */
export const searchedProfilePaths = [
  "clientNumber",
  "contact.email",
  "contact.phone",
  "contact.postcode",
  "contact.city",
  "property.city",
  "partner.firstName",
  "partner.lastName",
] as const;

const valueAt = (value: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );

/** The fields a search looks at, in the order the Worker's query reads them. */
export const searchFields = (borrower: Pick<Borrower, "name" | "profile">) => [
  borrower.name,
  ...searchedProfilePaths.map((path) => valueAt(borrower.profile, path) ?? ""),
];

/** The same match as the Worker's, for borrowers only this browser knows (offline, or edited and not yet synced). */
export function matchesQuery(borrower: Pick<Borrower, "name" | "profile" | "status">, query: BorrowerQuery): boolean {
  if (query.status && borrower.status !== query.status) return false;
  const haystack = foldCase(searchFields(borrower).join(" "));
  return searchTerms(query.search).every((term) => haystack.includes(term));
}

/** SQLite's order of text: by code point (UTF-16 order differs only above U+FFFF, which names do not reach). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The Worker's orders, for the same local rows. */
export function compareBorrowers(sort: BorrowerSort) {
  const byId = (a: Borrower, b: Borrower) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return (a: Borrower, b: Borrower): number => {
    switch (sort) {
      case "name":
        return byText(foldCase(a.name), foldCase(b.name)) || byId(a, b);
      case "dateOfBirth":
        return byText(a.dateOfBirth ?? "9999-12-31", b.dateOfBirth ?? "9999-12-31") || byId(a, b);
      case "status":
        return borrowerStatuses.indexOf(a.status) - borrowerStatuses.indexOf(b.status) || byId(a, b);
      case "lastAccessed":
        return (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0) || byId(b, a);
      default:
        return b.updatedAt - a.updatedAt || byId(b, a);
    }
  };
}
