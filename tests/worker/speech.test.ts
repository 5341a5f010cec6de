import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { bearer, signToken } from "./tokens";

const post = async (body: unknown) =>
  exports.default.fetch(
    new Request("http://localhost/speech", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(await signToken()) },
      body: JSON.stringify(body),
    }),
  );

describe("POST /speech", () => {
  it("answers 400 'not available' while Azure Speech is not configured", async () => {
    const response = await post({ text: "Goedemiddag", language: "nl-NL" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "SPEECH_NOT_ENABLED",
      error: "Speech output is not available.",
    });
  });

  it("needs a signed-in caller", async () => {
    const response = await exports.default.fetch(
      new Request("http://localhost/speech", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(401);
  });

  it("checks the request when Azure Speech is switched on", async () => {
    const azureEnv = {
      ...env,
      USE_SPEECH_OUTPUT_AZURE: "true",
      AZURE_SPEECH_KEY: "k",
      AZURE_SPEECH_REGION: "westeurope",
    };
    const request = (body: unknown) =>
      signToken().then((token) =>
        app.request(
          "/speech",
          {
            method: "POST",
            headers: { "content-type": "application/json", ...bearer(token) },
            body: JSON.stringify(body),
          },
          azureEnv,
        ),
      );
    expect((await request({ text: "   " })).status).toBe(400);
    expect((await request({ text: "Hallo", language: "../etc" })).status).toBe(400);
  });
});
