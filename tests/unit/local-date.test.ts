import { describe, expect, it } from "vitest";
import { formatIsoDate, parseLocalDate } from "../../web/lib/local-date";

describe("dates in the app language, stored as ISO", () => {
  it("shows an ISO date in each language's numeric form", () => {
    expect(formatIsoDate("1992-05-17", "nl")).toBe("17-05-1992");
    expect(formatIsoDate("1992-05-17", "en")).toBe("05/17/1992");
    expect(formatIsoDate("1992-05-17", "ja")).toBe("1992/05/17");
    expect(formatIsoDate("1992-05-17", "de")).toBe("17.05.1992");
  });

  it("reads what an adviser types in their language (or ISO) back to ISO, and refuses dates that do not exist", () => {
    expect(parseLocalDate("17-05-1992", "nl")).toBe("1992-05-17");
    expect(parseLocalDate("5/17/1992", "en")).toBe("1992-05-17");
    expect(parseLocalDate("17/05/1992", "fr")).toBe("1992-05-17");
    expect(parseLocalDate("1992/05/17", "ja")).toBe("1992-05-17");
    expect(parseLocalDate("1992-05-17", "nl")).toBe("1992-05-17");
    expect(parseLocalDate("05/17/1992", "nl")).toBeNull();
    expect(parseLocalDate("31-02-2020", "nl")).toBeNull();
    expect(parseLocalDate("17-05-92", "nl")).toBeNull();
    for (const language of ["da", "en", "es", "fr", "ja", "nl", "pt-BR", "tr"])
      expect(parseLocalDate(formatIsoDate("2024-02-29", language), language)).toBe("2024-02-29");
  });
});
