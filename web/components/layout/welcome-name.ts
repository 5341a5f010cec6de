/** "anna.de.vries@firm.nl" → "Anna.de.vries": the capitalised local part of the account name. */
export function welcomeName(accountName: string | null | undefined): string | null {
  const local = accountName?.split("@")[0]?.trim();
  if (!local) return null;
  return local.charAt(0).toLocaleUpperCase() + local.slice(1);
}
