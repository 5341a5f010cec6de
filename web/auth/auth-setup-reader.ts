import type { AuthSetup } from "#schemas/config";
import { boolean, record, ShapeError, string } from "@/lib/shape-check";

/*
 * Every page, the landing page included, reads GET /auth_setup before it knows whether to offer sign-in.
 * Its shape is authSetupSchema (schemas/config.ts, the one definition the Worker's answer is typed by);
 * this reader checks the same fields without zod, so the first page a visitor opens does not download
 * zod. tests/unit/auth-setup.test.ts holds the two to the same verdicts. It has its own module, without
 * TanStack Query, for the landing page's light entry (web/landing.tsx).
 */

const scopes = (value: unknown, path: string): { scopes: string[] } => {
  const list = record(value, path).scopes;
  if (!Array.isArray(list)) throw new ShapeError(`${path}.scopes: array`);
  return { scopes: list.map((scope, index) => string(scope, `${path}.scopes.${index}`)) };
};

/** The answer of GET /auth_setup, checked field by field; throws when it does not have the shape. */
export function readAuthSetup(value: unknown): AuthSetup {
  try {
    const setup = record(value, "auth_setup");
    const msal = record(setup.msalConfig, "msalConfig");
    const auth = record(msal.auth, "msalConfig.auth");
    const cache = record(msal.cache, "msalConfig.cache");
    return {
      useLogin: boolean(setup.useLogin, "useLogin"),
      requireAccessControl: boolean(setup.requireAccessControl, "requireAccessControl"),
      enableUnauthenticatedAccess: boolean(setup.enableUnauthenticatedAccess, "enableUnauthenticatedAccess"),
      msalConfig: {
        auth: {
          clientId: string(auth.clientId, "msalConfig.auth.clientId"),
          authority: string(auth.authority, "msalConfig.auth.authority"),
          redirectUri: string(auth.redirectUri, "msalConfig.auth.redirectUri"),
          postLogoutRedirectUri: string(auth.postLogoutRedirectUri, "msalConfig.auth.postLogoutRedirectUri"),
          navigateToLoginRequestUrl: boolean(
            auth.navigateToLoginRequestUrl,
            "msalConfig.auth.navigateToLoginRequestUrl",
          ),
        },
        cache: {
          cacheLocation: string(cache.cacheLocation, "msalConfig.cache.cacheLocation"),
          storeAuthStateInCookie: boolean(cache.storeAuthStateInCookie, "msalConfig.cache.storeAuthStateInCookie"),
        },
      },
      loginRequest: scopes(setup.loginRequest, "loginRequest"),
      tokenRequest: scopes(setup.tokenRequest, "tokenRequest"),
    };
  } catch (error) {
    if (error instanceof ShapeError) throw new Error(`The sign-in setup is not valid (${error.message}).`);
    throw error;
  }
}
