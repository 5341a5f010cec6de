import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import type { AuthSetup } from "#schemas/config";

/** One OIDC client for whatever issuer /auth_setup names: the built-in provider or Entra ID. */
export function createUserManager(setup: AuthSetup): UserManager {
  const { auth } = setup.msalConfig;
  const scopes = [...new Set([...setup.loginRequest.scopes, ...setup.tokenRequest.scopes])];
  return new UserManager({
    authority: auth.authority,
    client_id: auth.clientId,
    redirect_uri: auth.redirectUri,
    popup_redirect_uri: auth.redirectUri,
    post_logout_redirect_uri: auth.postLogoutRedirectUri,
    popup_post_logout_redirect_uri: auth.postLogoutRedirectUri,
    response_type: "code",
    scope: scopes.join(" "),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}
