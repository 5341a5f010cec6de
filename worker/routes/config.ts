import { Hono } from "hono";
import type { AuthSetup, ConfigResponse } from "../../schemas/config";
import type { AppEnv } from "../env";

/** GET /config and GET /auth_setup: what the SPA needs before it renders. */
export const configRoutes = new Hono<AppEnv>()
  .get("/config", (c) => {
    const s = c.var.settings;
    const body: ConfigResponse = {
      showGPT4VOptions: s.USE_GPT4V,
      showSemanticRankerOption: s.USE_SEMANTIC_RANKER,
      showVectorOption: s.USE_VECTORS,
      showUserUpload: s.USE_USER_UPLOAD && s.AUTH_MODE !== "off",
      showLanguagePicker: s.USE_LANGUAGE_PICKER,
      showSpeechInput: s.USE_SPEECH_INPUT_BROWSER,
      showSpeechOutputBrowser: s.USE_SPEECH_OUTPUT_BROWSER,
      showSpeechOutputAzure: s.USE_SPEECH_OUTPUT_AZURE,
      showChatHistoryBrowser: s.USE_CHAT_HISTORY_BROWSER,
      showChatHistoryCosmos: s.USE_CHAT_HISTORY_CLOUD && s.AUTH_MODE !== "off",
      business: {
        name: s.BUSINESS_NAME,
        registrationNumber: s.BUSINESS_REGISTRATION_NUMBER,
        address: s.BUSINESS_ADDRESS,
        isDemo: s.BUSINESS_IS_DEMO,
      },
    };
    return c.json(body);
  })
  .get("/auth_setup", (c) => {
    const s = c.var.settings;
    const origin = new URL(c.req.url).origin;
    const authority = s.AUTH_MODE === "dev" ? `${origin}/oidc` : (s.OIDC_AUTHORITY ?? "");
    const body: AuthSetup = {
      useLogin: s.AUTH_MODE !== "off",
      requireAccessControl: s.REQUIRE_ACCESS_CONTROL,
      enableUnauthenticatedAccess: s.ENABLE_UNAUTHENTICATED_ACCESS,
      msalConfig: {
        auth: {
          clientId: s.OIDC_CLIENT_ID,
          authority,
          redirectUri: `${origin}/auth-callback`,
          postLogoutRedirectUri: `${origin}/auth-callback`,
          navigateToLoginRequestUrl: false,
        },
        cache: { cacheLocation: "localStorage", storeAuthStateInCookie: false },
      },
      loginRequest: { scopes: s.OIDC_SCOPES },
      tokenRequest: { scopes: s.OIDC_API_SCOPES },
    };
    return c.json(body);
  });
