import { describe, expect, it } from "vitest";
import { isAcceptedUpload, isIngesting } from "@/features/chat/files";

describe("files", () => {
  it("accepts exactly the spec's upload types, in any case", () => {
    for (const name of [
      "a.txt",
      "b.MD",
      "c.json",
      "d.png",
      "e.jpg",
      "f.jpeg",
      "g.bmp",
      "h.heic",
      "i.tiff",
      "j.pdf",
      "k.docx",
      "l.xlsx",
      "m.pptx",
      "n.html",
    ]) {
      expect(isAcceptedUpload(name)).toBe(true);
    }
    for (const name of ["a.exe", "b.doc", "c", ".pdf", "d.pdf.zip", "e.htm"])
      expect(isAcceptedUpload(name)).toBe(false);
  });

  it("treats queued and parsing files as still being ingested", () => {
    expect(["queued", "parsing", "indexed", "failed"].map((status) => isIngesting({ status } as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
