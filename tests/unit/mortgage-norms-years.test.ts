import { describe, expect, it } from "vitest";
import {
  type Norms,
  normsByYear,
  normsInForceOn,
  riskNormsByYear,
  riskNormsInForceOn,
  supportedYears,
} from "../../domain/mortgage";
import { normsSchema } from "../../domain/mortgage/norms";
import norms2026 from "../../domain/mortgage/norms/2026.json";
import { type RiskNorms, riskNormsSchema } from "../../domain/mortgage/risk-norms";
import risk2026 from "../../domain/mortgage/risk-norms/2026.json";

/** Issue 18 item 5: a new year is a new data file; the loader picks the file in force on a date. */
describe("norms by year", () => {
  it("picks the 2026 files for any date in 2026 and refuses a date no file covers", () => {
    expect(normsInForceOn("2026-01-01").year).toBe(2026);
    expect(normsInForceOn("2026-12-31").year).toBe(2026);
    expect(riskNormsInForceOn("2026-07-01").year).toBe(2026);
    expect(() => normsInForceOn("2025-12-31")).toThrow(RangeError);
    expect(() => normsInForceOn("2027-01-01")).toThrow("No mortgage norms in force on 2027-01-01");
    expect(() => riskNormsInForceOn("2027-01-01")).toThrow(RangeError);
  });

  it("picks a 2027 file by date once one is registered beside 2026", () => {
    // What adding norms/2027.json does: a second file with its own year and validity.
    const next = (year: number) => ({ year, validFrom: `${year}-01-01`, validUntil: `${year}-12-31` });
    const norms: Record<number, Norms> = {
      2026: normsSchema.parse(norms2026),
      2027: normsSchema.parse({ ...norms2026, ...next(2027) }),
    };
    const risk: Record<number, RiskNorms> = {
      2026: riskNormsSchema.parse(risk2026),
      2027: riskNormsSchema.parse({ ...risk2026, ...next(2027) }),
    };
    expect(normsInForceOn("2026-12-31", norms).year).toBe(2026);
    expect(normsInForceOn("2027-01-01", norms).year).toBe(2027);
    expect(riskNormsInForceOn("2027-06-30", risk).year).toBe(2027);
  });

  it("registers each year under its own number, covering the whole year, with risk figures for every norms year", () => {
    for (const year of supportedYears) {
      const norms = normsByYear[year] as Norms;
      expect(norms.year).toBe(year);
      expect([norms.validFrom, norms.validUntil]).toEqual([`${year}-01-01`, `${year}-12-31`]);
      const risk = riskNormsByYear[year] as RiskNorms;
      expect(risk.year).toBe(year);
      expect([risk.validFrom, risk.validUntil]).toEqual([`${year}-01-01`, `${year}-12-31`]);
    }
  });

  it("gives every unverified figure a reason, and every page read as a URL", () => {
    const sources: { verified: boolean; uncertain?: string; readAt?: string[] }[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        if ("verified" in value && "legalBasis" in value) sources.push(value as (typeof sources)[number]);
        for (const child of Object.values(value)) walk(child);
      }
    };
    walk(normsByYear);
    walk(riskNormsByYear);
    const unverified = sources.filter((source) => !source.verified);
    expect(unverified.length).toBeGreaterThan(0);
    for (const source of unverified) expect(source.uncertain?.length ?? 0).toBeGreaterThan(20);
    for (const url of sources.flatMap((source) => source.readAt ?? [])) expect(url).toMatch(/^https?:\/\//);
  });
});
