/** The visitor's answer to the consent question, remembered under the configured storage key. */
export interface StoredConsent {
  granted: true;
  at: string;
}

export function readConsent(storage: Pick<Storage, "getItem">, key: string): StoredConsent | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? "null") as Partial<StoredConsent> | null;
    return value?.granted === true && typeof value.at === "string" ? { granted: true, at: value.at } : null;
  } catch {
    return null;
  }
}

export function grantConsent(storage: Pick<Storage, "setItem">, key: string, now = new Date()): StoredConsent {
  const consent: StoredConsent = { granted: true, at: now.toISOString() };
  try {
    storage.setItem(key, JSON.stringify(consent));
  } catch {
    // Storage full or blocked (private mode): the consent holds for this page view only.
  }
  return consent;
}

export function withdrawConsent(storage: Pick<Storage, "removeItem">, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
