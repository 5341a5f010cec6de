import { type Borrower, type BorrowerSort, type BorrowerStatus, borrowerStatuses } from "../../schemas/workspace";

/** What the borrower list asks for: words to find, one status, an order. */
export interface BorrowerQuery {
  search: string;
  status: BorrowerStatus | null;
  sort: BorrowerSort;
}

export const defaultBorrowerQuery: BorrowerQuery = { search: "", status: null, sort: "recentActivity" };

/** The words of a search, lower-cased; at most eight are used. */
export const searchTerms = (search: string) => search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** The fields a search looks at, in the order the Worker's query reads them. */
export const searchFields = (borrower: Pick<Borrower, "name" | "profile">) => [
  borrower.name,
  borrower.profile.clientNumber,
  borrower.profile.contact.email,
  borrower.profile.contact.phone,
  borrower.profile.contact.postcode,
  borrower.profile.contact.city,
  borrower.profile.property.city,
  borrower.profile.partner.firstName,
  borrower.profile.partner.lastName,
];

/** The same match as the Worker's, for borrowers only this browser knows (offline, or edited and not yet synced). */
export function matchesQuery(borrower: Pick<Borrower, "name" | "profile" | "status">, query: BorrowerQuery): boolean {
  if (query.status && borrower.status !== query.status) return false;
  const haystack = searchFields(borrower).join(" ").toLowerCase();
  return searchTerms(query.search).every((term) => haystack.includes(term));
}

/** The Worker's orders, for the same local rows. */
export function compareBorrowers(sort: BorrowerSort) {
  const byId = (a: Borrower, b: Borrower) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return (a: Borrower, b: Borrower): number => {
    switch (sort) {
      case "name":
        return a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || byId(a, b);
      case "dateOfBirth":
        return (a.dateOfBirth ?? "9999-12-31").localeCompare(b.dateOfBirth ?? "9999-12-31") || byId(a, b);
      case "status":
        return borrowerStatuses.indexOf(a.status) - borrowerStatuses.indexOf(b.status) || byId(a, b);
      case "lastAccessed":
        return (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0) || byId(b, a);
      default:
        return b.updatedAt - a.updatedAt || byId(b, a);
    }
  };
}
