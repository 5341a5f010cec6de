import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../schemas/user";

const root = path.resolve(import.meta.dirname, "../../locales");

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const keysOf = (language: string) =>
  new Set(
    readdirSync(path.join(root, language))
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(path.join(root, language, file), "utf8")) as Tree).map(
          (key) => `${file}:${key}`,
        ),
      ),
  );

const english = keysOf("en");

describe("locales", () => {
  it("has a folder for each supported language and nothing else", () => {
    const folders = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
    expect(folders.sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages.filter((language) => language !== "en"))("%s has exactly the keys of en", (language) => {
    const keys = keysOf(language);
    expect(
      [...english].filter((key) => !keys.has(key)),
      "missing in this locale",
    ).toEqual([]);
    expect(
      [...keys].filter((key) => !english.has(key)),
      "not in en",
    ).toEqual([]);
  });

  it.each(supportedLanguages.filter((language) => language !== "en"))(
    "%s is translated, not an English copy",
    (language) => {
      const read = (lng: string) =>
        JSON.stringify(JSON.parse(readFileSync(path.join(root, lng, "common.json"), "utf8")));
      expect(read(language)).not.toBe(read("en"));
    },
  );

  it("keeps every interpolation placeholder of en", () => {
    for (const language of supportedLanguages) {
      for (const file of readdirSync(path.join(root, "en"))) {
        const en = readFileSync(path.join(root, "en", file), "utf8");
        const other = readFileSync(path.join(root, language, file), "utf8");
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(other), `${language}/${file}`).toEqual(placeholders(en));
      }
    }
  });
});
