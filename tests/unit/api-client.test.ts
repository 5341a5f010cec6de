import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorCatalogue } from "#schemas/errors";
import { ApiError, apiFetch, apiRequest } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import enErrors from "../../locales/en/errors.json";
import nlErrors from "../../locales/nl/errors.json";

const calls: Request[] = [];
const answer = (response: Response | Error) =>
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    calls.push(new Request(new URL(input, "http://localhost"), init));
    if (response instanceof Error) throw response;
    return response;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe("the one API client", () => {
  it("owns the base path and the bearer token", async () => {
    answer(Response.json({ ok: true }));
    await apiRequest("/me", { parse: (value) => value }, { token: "t0ken" });
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/me");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer t0ken");
  });

  it("does not prefix a path that already names /api", async () => {
    answer(Response.json({ ok: true }));
    await apiRequest("/api/me", { parse: (value) => value });
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/me");
  });

  it("rebuilds the Worker's {error, code, requestId, issues} into one ApiError", async () => {
    const body = {
      error: "A borrower was changed elsewhere since your last sync.",
      code: "SYNC_CONFLICT",
      requestId: "req-1",
      issues: [{ path: "borrowers.b1", message: "" }],
    };
    answer(Response.json(body, { status: 409 }));
    const error = await apiFetch("/workspace/sync", { method: "POST", body: {} }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "SYNC_CONFLICT", requestId: "req-1", message: body.error });
    expect((error as ApiError).issues).toEqual(body.issues);
  });

  it("a failure without the Worker's body keeps the spec's status text and no code", async () => {
    answer(new Response("gateway down", { status: 503 }));
    const error = await apiFetch("/chat").catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 503, code: undefined, message: "Request failed with status 503" });
  });

  it("no answer at all is a NETWORK_ERROR", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(apiFetch("/config")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("codes become texts in one place", () => {
  it("every code the Worker can send has a text in the errors namespace", () => {
    for (const code of Object.keys(errorCatalogue)) expect(enErrors).toHaveProperty(code);
  });

  it("shows a code in the reader's language, any other error as it is", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "nl", resources: { nl: { errors: nlErrors } }, ns: ["errors"] });
    const t = i18n.getFixedT("nl", "errors");
    expect(errorText(t, new ApiError("x", 400, "BSN_INVALID"))).toBe(nlErrors.BSN_INVALID);
    expect(errorText(t, new ApiError("Request failed with status 502", 502))).toBe("Request failed with status 502");
    expect(errorText(t, new Error("plain"))).toBe("plain");
  });
});
