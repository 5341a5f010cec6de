import type { AuthSetup } from "#schemas/config";

/*
 * oidc-client-ts keeps a signed-in user under this key (its documented WebStorageStateStore layout).
 * Checking for it lets public pages skip downloading the sign-in library for visitors who never signed in.
 */
export const hasStoredSession = (setup: AuthSetup) => {
  try {
    return (
      localStorage.getItem(`oidc.user:${setup.msalConfig.auth.authority}:${setup.msalConfig.auth.clientId}`) !== null
    );
  } catch {
    return false; // storage blocked: no session can have been kept
  }
};

/** Whether any signed-in user is kept, before the sign-in setup (which names the exact key) is known. */
export const anyStoredSession = () => {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith("oidc.user:"));
  } catch {
    return false;
  }
};
