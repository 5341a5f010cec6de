import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";

/** The same Worker with sign-in turned off by settings. */
const anonymousEnv = { ...env, AUTH_MODE: "off" };
const call = (path: string, init?: RequestInit) => app.request(path, init, anonymousEnv);

describe("with sign-in turned off", () => {
  it("tells the SPA not to offer login and hides what needs a person", async () => {
    const setup = (await (await call("/auth_setup")).json()) as { useLogin: boolean };
    expect(setup.useLogin).toBe(false);
    const config = (await (await call("/config")).json()) as {
      showUserUpload: boolean;
      showChatHistoryCosmos: boolean;
    };
    expect(config.showUserUpload).toBe(false);
    expect(config.showChatHistoryCosmos).toBe(false);
  });

  it("serves protected routes to the anonymous user", async () => {
    const response = await call("/api/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "anonymous", name: "Anonymous" });
  });

  it("does not serve the built-in sign-in provider", async () => {
    expect((await call("/oidc/.well-known/openid-configuration")).status).toBe(404);
  });
});
