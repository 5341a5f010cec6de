/**
 * The borrower list's words: statuses, orders and the default order. Zod-free, so a route's `validateSearch` (which
 * runs in the entry chunk) can read them without pulling the workspace schemas into every page.
 */
export const borrowerStatuses = ["application_in_progress", "documents_pending", "active"] as const;
export type BorrowerStatus = (typeof borrowerStatuses)[number];

/** The list's orders; each is a stable order on the server (ties broken by id) so pages never overlap. */
export const borrowerSorts = ["lastAccessed", "recentActivity", "name", "dateOfBirth", "status"] as const;
export type BorrowerSort = (typeof borrowerSorts)[number];
/** The list's order until the adviser picks another: the request's default and every screen's. */
export const DEFAULT_BORROWER_SORT: BorrowerSort = "lastAccessed";
