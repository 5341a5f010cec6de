import { UserManager } from "oidc-client-ts";

/*
 * The sign-in and sign-out popups land here. Completing the popup only hands this URL back to the
 * opener (which holds the real settings and state), so the manager's own settings are never used.
 */
const origin = window.location.origin;
const manager = new UserManager({ authority: origin, client_id: "popup-callback", redirect_uri: window.location.href });
const completing = new URLSearchParams(window.location.search).has("code")
  ? manager.signinPopupCallback()
  : manager.signoutPopupCallback();
completing.catch((error: unknown) => {
  console.error("Sign-in popup could not report back", error);
  window.close();
});
