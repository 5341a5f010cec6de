import { describe, expect, it } from "vitest";
import { fileNameKey, normaliseFileName } from "../../schemas/file-name";

const refused = (name: string) => normaliseFileName(name).ok === false;

describe("normaliseFileName", () => {
  it("accepts an ordinary name, trimmed and in NFC", () => {
    expect(normaliseFileName("  Offerte 2025.pdf ")).toEqual({ ok: true, name: "Offerte 2025.pdf" });
    expect(normaliseFileName("Cafe\u0301.md")).toEqual({ ok: true, name: "Café.md" });
  });

  it("refuses right-to-left overrides and isolates", () => {
    expect(refused("factuur\u202Efdp.exe")).toBe(true);
    expect(refused("a\u2067b.pdf")).toBe(true);
    expect(refused("a\u200Fb.pdf")).toBe(true);
  });

  it("refuses zero-width characters, the word joiner and the BOM", () => {
    for (const char of ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD"]) {
      expect(refused(`Productblad${char}.md`)).toBe(true);
    }
  });

  it("refuses folders, controls, reserved characters and dot tricks", () => {
    for (const name of ["../x.md", "a/b.md", "a\\b.md", "a\u0000b.md", "a\nb.md", ".env", "a..md", "a?.md", ""]) {
      expect(refused(name)).toBe(true);
    }
    expect(refused("x".repeat(201))).toBe(true);
  });
});

describe("fileNameKey", () => {
  it("gives names that only differ by case, width or spacing the same key", () => {
    expect(fileNameKey("Productblad.MD")).toBe(fileNameKey("productblad.md"));
    expect(fileNameKey("\uFF30roductblad.md")).toBe(fileNameKey("Productblad.md"));
    expect(fileNameKey("Product  blad.md")).toBe(fileNameKey("Product blad.md"));
    expect(fileNameKey("Productblad-2.md")).not.toBe(fileNameKey("Productblad.md"));
  });
});
