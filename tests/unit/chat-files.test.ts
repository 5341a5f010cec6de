import { describe, expect, it } from "vitest";
import { isAcceptedUpload, isIngesting, uploadedListSchema } from "@/chat/files";

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

  it("reads a list of names and a list of files with their ingestion status", () => {
    expect(uploadedListSchema.parse(["a.pdf"])).toEqual([{ name: "a.pdf", status: null, error: null }]);
    const files = uploadedListSchema.parse({
      items: [
        { file_name: "b.pdf", status: "parsing" },
        { fileName: "c.pdf", status: "failed", error: "No text" },
      ],
    });
    expect(files).toEqual([
      { name: "b.pdf", status: "parsing", error: null },
      { name: "c.pdf", status: "failed", error: "No text" },
    ]);
    expect(files.map(isIngesting)).toEqual([true, false]);
  });
});
