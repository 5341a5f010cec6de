import { env, exports } from "cloudflare:workers";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { featureFlagsSchema } from "../../schemas/config";
import { errorBodySchema } from "../../schemas/error-body";
import type { AppEnv } from "../../worker/env";
import { errorResponse } from "../../worker/http/error-response";
import { anna, bearer, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

describe("configuration", () => {
  it("GET /config lists the ten feature flags and the business", async () => {
    const response = await call("/config");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(featureFlagsSchema.parse(body))).toHaveLength(10);
    expect(body).toMatchObject({ showSemanticRankerOption: true, showGPT4VOptions: false, showUserUpload: true });
    expect(body.business).toMatchObject({ isDemo: true });
  });

  it("GET /auth_setup points the SPA at the built-in provider of this origin", async () => {
    const body = (await (await call("/auth_setup")).json()) as {
      useLogin: boolean;
      msalConfig: { auth: { authority: string; clientId: string } };
      tokenRequest: { scopes: string[] };
    };
    expect(body.useLogin).toBe(true);
    expect(body.msalConfig.auth.authority).toBe("http://localhost/oidc");
    expect(body.msalConfig.auth.clientId).toBe("adviesdesk-spa");
    expect(body.tokenRequest.scopes).toContain("api://adviesdesk/access_as_user");
  });

  it("sets a request id and secure headers on API responses", async () => {
    const response = await call("/config");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});

describe("bad input", () => {
  const put = async (body: BodyInit, headers: Record<string, string> = {}) =>
    call("/api/me/preferences", {
      method: "PUT",
      headers: { "content-type": "application/json", ...bearer(await signToken()), ...headers },
      body,
    });

  it("saves a valid preference for the caller only", async () => {
    const response = await put(JSON.stringify({ language: "ja" }));
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT language FROM users WHERE id = ?").bind(anna.oid).first();
    expect(row).toEqual({ language: "ja" });
  });

  it("answers malformed JSON with a clear 400", async () => {
    const response = await put("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_JSON", error: "The request body is not valid JSON." });
  });

  it("answers a wrong shape with the fields named", async () => {
    const response = await put(JSON.stringify({ language: "xx" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.issues[0]?.path).toBe("language");
  });

  it("answers the wrong content type with 415", async () => {
    const response = await put("language=nl", { "content-type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("answers an oversized body with 413 before reading it", async () => {
    const response = await put(JSON.stringify({ language: "nl", padding: "x".repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", error: "The request body is too large." });
  });

  it("answers an unknown API route with a JSON 404, never a stack trace", async () => {
    const response = await call("/api/does-not-exist", { method: "POST" });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: "NOT_FOUND" });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it("sends page navigations that reach the Worker to the SPA", async () => {
    const response = await call("/dashboard", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain('<div id="root">');
    expect(page).not.toMatch(/src="\/assets\/landing-/);
  });

  it("answers / with the landing page's light entry, whatever the Accept header (the API is under /api)", async () => {
    const response = await call("/", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain('<div id="root">');
    expect(page).toMatch(/src="\/assets\/landing-[\w-]+\.js"/);
    // secure-headers still applies to the copied asset response
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const plain = await call("/", { headers: { accept: "application/json" } });
    expect(await plain.text()).toMatch(/src="\/assets\/landing-[\w-]+\.js"/);
  });
});

describe("one error shape for every failure", () => {
  // The app's own error function behind a bare Hono app: Hono middleware throws HTTPException, not AppError.
  const appWith = (error: Error) =>
    new Hono<AppEnv>()
      .use(requestId())
      .get("/fails", () => {
        throw error;
      })
      .onError((thrown, c) => errorResponse(c, thrown));

  it("an HTTPException from Hono middleware keeps its status and gets the catalogue's code", async () => {
    for (const [status, code] of [
      [400, "BAD_REQUEST"],
      [401, "AUTH_ERROR"],
      [403, "FORBIDDEN"],
      [429, "RATE_LIMITED"],
    ] as const) {
      const response = await appWith(new HTTPException(status)).request("/fails");
      expect(response.status).toBe(status);
      const body = errorBodySchema.parse(await response.json());
      expect(body.code).toBe(code);
      expect(body.requestId).toBeTruthy();
    }
  });

  it("an HTTPException of the server's own kind is an OPERATION_FAILED 500", async () => {
    const response = await appWith(new HTTPException(502)).request("/fails");
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(await response.json()).code).toBe("OPERATION_FAILED");
  });

  it("an unknown API path is the same NOT_FOUND body, with its request id", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    const body = errorBodySchema.parse(await response.json());
    expect(body).toMatchObject({ code: "NOT_FOUND", requestId: response.headers.get("x-request-id") });
  });
});

describe("the API under /api, pages everywhere else", () => {
  it("answers the API under /api and at the product spec's paths alike", async () => {
    const [underApi, specPath] = await Promise.all([call("/api/config"), call("/config")]);
    expect(underApi.status).toBe(200);
    expect(await underApi.json()).toEqual(await specPath.json());
  });

  it("a page path is the SPA whatever the Accept header says; the same path's POST is the spec's API", async () => {
    const page = await call("/chat");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const api = await call("/chat", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("the contact form's endpoint is under /api only (it was never a spec path)", async () => {
    const request = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    expect((await call("/api/contact", request)).status).toBe(400);
    expect((await call("/contact", request)).status).toBe(404);
  });
});
