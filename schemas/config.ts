import { z } from "zod";

/** GET /config: the ten feature flags of spec section 3. */
export const featureFlagsSchema = z.object({
  showGPT4VOptions: z.boolean(),
  showSemanticRankerOption: z.boolean(),
  showVectorOption: z.boolean(),
  showUserUpload: z.boolean(),
  showLanguagePicker: z.boolean(),
  showSpeechInput: z.boolean(),
  showSpeechOutputBrowser: z.boolean(),
  showSpeechOutputAzure: z.boolean(),
  showChatHistoryBrowser: z.boolean(),
  showChatHistoryCosmos: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** The registered owner of the site, shown on the dashboard. */
export const businessSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  isDemo: z.boolean(),
});
export type Business = z.infer<typeof businessSchema>;

export const configResponseSchema = featureFlagsSchema.extend({ business: businessSchema });
export type ConfigResponse = z.infer<typeof configResponseSchema>;

/**
 * GET /auth_setup. The field names follow the spec (msalConfig, loginRequest, tokenRequest);
 * msalConfig.auth carries what any OIDC browser client needs: authority and client id.
 */
export const authSetupSchema = z.object({
  useLogin: z.boolean(),
  requireAccessControl: z.boolean(),
  enableUnauthenticatedAccess: z.boolean(),
  msalConfig: z.object({
    auth: z.object({
      clientId: z.string(),
      authority: z.string(),
      redirectUri: z.string(),
      postLogoutRedirectUri: z.string(),
      navigateToLoginRequestUrl: z.boolean(),
    }),
    cache: z.object({ cacheLocation: z.string(), storeAuthStateInCookie: z.boolean() }),
  }),
  loginRequest: z.object({ scopes: z.array(z.string()) }),
  tokenRequest: z.object({ scopes: z.array(z.string()) }),
});
export type AuthSetup = z.infer<typeof authSetupSchema>;
