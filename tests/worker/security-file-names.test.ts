import { describe, expect, it } from "vitest";
import { upload } from "./rag-helpers";
import { bram } from "./tokens";

const library = "Productblad_Groen_Wonen_Hypotheek.md";

describe("file names cannot impersonate or hide", () => {
  it("an upload may not take a library document's name, whatever its case or width", async () => {
    for (const name of [library, library.toUpperCase(), `\uFF30${library.slice(1)}`]) {
      const response = await upload(bram, name, "# Productblad\nDe korting is 5 procent.", { shared: "true" });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: "FILE_NAME_TAKEN" });
    }
  });

  it("names with zero-width or right-to-left override characters are refused", async () => {
    for (const name of [`Productblad\u200B_Groen_Wonen_Hypotheek.md`, "factuur\u202Etxt.md", "a\u2066b.txt"]) {
      const response = await upload(bram, name, "tekst", { shared: "true" });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_FILE_NAME" });
    }
  });

  it("an ordinary name is still accepted", async () => {
    expect((await upload(bram, "Eigen notitie.md", "# Notitie\nTekst.")).status).toBe(202);
  });
});
