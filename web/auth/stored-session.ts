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
