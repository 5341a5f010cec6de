import { describe, expect, it } from "vitest";
import { maskBsns } from "../../domain/bsn-mask";

describe("maskBsns", () => {
  it("masks an 11-proef-valid BSN written together, with dots or with spaces", () => {
    expect(maskBsns("BSN: 111222333.")).toBe("BSN: *****2333.");
    expect(maskBsns("Burgerservicenummer 1112.22.333 staat op de pas")).toBe(
      "Burgerservicenummer *****2333 staat op de pas",
    );
    expect(maskBsns("bsn 111 222 333, geboren 1988")).toBe("bsn *****2333, geboren 1988");
    expect(maskBsns("123456782")).toBe("*****6782");
  });

  it("masks every BSN in a text", () => {
    expect(maskBsns("aanvrager 111222333 en partner 123456782")).toBe("aanvrager *****2333 en partner *****6782");
  });

  it("leaves numbers alone that fail the 11-proef", () => {
    expect(maskBsns("ordernummer 123456789")).toBe("ordernummer 123456789");
    expect(maskBsns("000000000")).toBe("000000000");
  });

  it("leaves longer numbers, amounts and IBANs alone even when 9 of their digits pass", () => {
    // 234567890 alone would not matter; these runs simply are not 9-digit numbers.
    expect(maskBsns("EUR 1.111.222.333")).toBe("EUR 1.111.222.333");
    expect(maskBsns("1112223330")).toBe("1112223330");
    expect(maskBsns("111222333,50")).toBe("111222333,50");
    expect(maskBsns("NL91ABNA0417164300")).toBe("NL91ABNA0417164300");
  });

  it("returns text without digits unchanged", () => {
    expect(maskBsns("Geen nummers hier.")).toBe("Geen nummers hier.");
  });
});
