import { describe, expect, it } from "vitest";
import { overridesSchema } from "#schemas/chat";
import { defaultSettings, effectiveSettings, toOverrides, validateSettings } from "@/features/chat/settings";

const env = {
  flags: { showGPT4VOptions: false, showSemanticRankerOption: true, showVectorOption: true },
  useLogin: true,
  isLoggedIn: true,
  requireAccessControl: false,
};

describe("developer settings", () => {
  it("defaults validate and become the spec's default overrides", () => {
    expect(validateSettings(defaultSettings)).toEqual({});
    const overrides = toOverrides(defaultSettings, "nl");
    expect(overrides).toMatchObject({
      temperature: 0.3,
      top: 3,
      minimum_search_score: 0,
      minimum_reranker_score: 0,
      retrieval_mode: "hybrid",
      semantic_ranker: true,
      semantic_captions: false,
      suggest_followup_questions: false,
      use_gpt4v: false,
      vector_fields: "embedding",
      language: "nl",
    });
    expect(overrides).not.toHaveProperty("seed");
    expect(overrides).not.toHaveProperty("include_category");
    expect(overridesSchema.partial().safeParse(overrides).success).toBe(true);
  });

  it("rejects values outside the spec's ranges and steps", () => {
    const bad = validateSettings({
      ...defaultSettings,
      temperature: "1.2",
      seed: "4.5",
      minimumSearchScore: "-1",
      minimumRerankerScore: "0.5",
      retrieveCount: "51",
    });
    expect(bad).toEqual({
      temperature: "range",
      seed: "integer",
      minimumSearchScore: "range",
      minimumRerankerScore: "range",
      retrieveCount: "range",
    });
    expect(validateSettings({ ...defaultSettings, temperature: "0.35" }).temperature).toBe("step");
    expect(validateSettings({ ...defaultSettings, minimumSearchScore: "0.005" }).minimumSearchScore).toBe("step");
    expect(validateSettings({ ...defaultSettings, retrieveCount: "" }).retrieveCount).toBe("integer");
    expect(validateSettings({ ...defaultSettings, minimumRerankerScore: "2.5" })).toEqual({});
    expect(validateSettings({ ...defaultSettings, useGpt4v: true, gpt4vInput: "" }).gpt4vInput).toBe("required");
  });

  it("sends seed and categories only when set", () => {
    const overrides = toOverrides(
      { ...defaultSettings, seed: "42", includeCategory: "loonstroken", excludeCategory: " " },
      "en",
    );
    expect(overrides.seed).toBe(42);
    expect(overrides.include_category).toBe("loonstroken");
    expect(overrides).not.toHaveProperty("exclude_category");
  });

  it("forces what the configuration decides", () => {
    const noVectors = effectiveSettings(defaultSettings, { ...env, flags: { ...env.flags, showVectorOption: false } });
    expect(noVectors.retrievalMode).toBe("text");
    const rankerOff = effectiveSettings({ ...defaultSettings, semanticRanker: false, semanticCaptions: true }, env);
    expect(rankerOff.semanticCaptions).toBe(false);
    const forced = effectiveSettings(defaultSettings, { ...env, requireAccessControl: true });
    expect([forced.useOidSecurityFilter, forced.useGroupsSecurityFilter]).toEqual([true, true]);
    const loggedOut = effectiveSettings(
      { ...defaultSettings, useOidSecurityFilter: true },
      { ...env, isLoggedIn: false },
    );
    expect(loggedOut.useOidSecurityFilter).toBe(false);
    const noVision = effectiveSettings({ ...defaultSettings, useGpt4v: true, vectorFields: "both" }, env);
    expect([noVision.useGpt4v, noVision.vectorFields]).toEqual([false, "embedding"]);
  });
});

describe("the panel and the Worker share one statement of defaults and ranges", () => {
  it("the panel's untouched settings send exactly what the Worker would assume without them", () => {
    const { language: _language, ...sent } = toOverrides(defaultSettings, "nl");
    const workerDefaults = overridesSchema.parse({});
    for (const [key, value] of Object.entries(sent)) {
      expect(value, key).toEqual(workerDefaults[key as keyof typeof workerDefaults]);
    }
  });

  it("every value the panel lets through, the Worker accepts", () => {
    const edges = [
      { temperature: "0", retrieveCount: "1", minimumRerankerScore: "1", minimumSearchScore: "0" },
      { temperature: "1", retrieveCount: "50", minimumRerankerScore: "4", minimumSearchScore: "9.99" },
    ];
    for (const edge of edges) {
      const settings = { ...defaultSettings, ...edge };
      expect(validateSettings(settings)).toEqual({});
      expect(overridesSchema.safeParse(toOverrides(settings, "nl")).success, JSON.stringify(edge)).toBe(true);
    }
    for (const outside of [{ retrieveCount: "51" }, { temperature: "1.1" }, { minimumRerankerScore: "4.1" }]) {
      expect(Object.keys(validateSettings({ ...defaultSettings, ...outside })), JSON.stringify(outside)).not.toEqual(
        [],
      );
      expect(overridesSchema.safeParse(toOverrides({ ...defaultSettings, ...outside }, "nl")).success).toBe(false);
    }
  });
});
