import { describe, expect, it } from "vitest";
import { detectFileType, SNIFF_WINDOW_BYTES } from "./detectFileType.js";
import {
  makeIllustratorPdf,
  makeLargeTiff,
  makePostScriptAi,
  makeSpotPdf,
  makeTiff,
  makeVectorPdf,
  withLeadingData,
} from "./fixtures/makeFixtures.js";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("detectFileType", () => {
  it("recognises a PDF by %PDF-", () => {
    expect(detectFileType(makeVectorPdf(0))).toBe("pdf");
    expect(detectFileType(makeSpotPdf("Route"))).toBe("pdf");
  });

  it("recognises a PDF whose header follows leading data within the first 1024 bytes", () => {
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 656))).toBe("pdf");
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 1023))).toBe("pdf");
    expect(detectFileType(withLeadingData(makeIllustratorPdf(), 656))).toBe("ai");
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 1024))).toBeNull();
  });

  it("refuses an executable or archive with a PDF after it", () => {
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 300, [0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 300, [0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
    expect(detectFileType(withLeadingData(makeVectorPdf(0), 300, [0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it("recognises a PDF-compatible Illustrator file as ai", () => {
    expect(detectFileType(makeIllustratorPdf())).toBe("ai");
    expect(detectFileType(ascii("%PDF-1.6\n1 0 obj <</AIPrivateData1 5 0 R>> endobj"))).toBe("ai");
    expect(detectFileType(ascii("%PDF-1.6\n<</Creator(Adobe Illustrator 27.0)>>"))).toBe("ai");
  });

  it.each([
    ["/AIPrivateData", "ai"],
    ["/AIMetaData", "ai"],
    ["/Illustrator <<", "ai"],
    ["/Illustrator<<", "ai"],
    ["(Adobe Illustrator 28.0)", "ai"],
    ["/AI /AIPrivate /AIMeta /AIData", "pdf"],
    ["/Illustrators /Illustrator/ (Illustrator) (AdobeIllustrator)", "pdf"],
  ])("reads %s after a near miss of every marker as %s", (text, kind) => {
    const nearMisses = "/AIPrivat /AIMetaDat /Illustrator2 Adobe-Illustrator ";
    expect(detectFileType(ascii(`%PDF-1.7\n${nearMisses}${text}`))).toBe(kind);
  });

  it("looks for Illustrator markers at the end of big files too", () => {
    const bytes = new Uint8Array(3 * SNIFF_WINDOW_BYTES);
    bytes.set(ascii("%PDF-1.7\n"));
    bytes.set(ascii("<</Producer(Adobe Illustrator 28.0)>>"), bytes.length - 100);
    expect(detectFileType(bytes)).toBe("ai");
  });

  it("recognises a PostScript Illustrator file, and rejects other PostScript", () => {
    expect(detectFileType(makePostScriptAi())).toBe("ai");
    expect(detectFileType(ascii("%!PS-Adobe-3.0\n%%Creator: dvips\n%%EndComments\n"))).toBeNull();
  });

  it("recognises TIFF in both byte orders and BigTIFF", async () => {
    expect(detectFileType(await makeTiff({ colorSpace: "rgb", widthPx: 20, heightPx: 10, marginPx: 0 }))).toBe("tiff");
    expect(detectFileType(makeLargeTiff(4096))).toBe("tiff");
    expect(detectFileType(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe("tiff");
    expect(detectFileType(new Uint8Array([0x49, 0x49, 0x2b, 0x00, 8, 0, 0, 0]))).toBe("tiff");
  });

  it("rejects executables whatever their name", () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const mz = new Uint8Array(128);
    mz.set(ascii("MZ\x90\x00"));
    mz.set(ascii("PE\x00\x00"), 64);
    expect(detectFileType(elf)).toBeNull();
    expect(detectFileType(mz)).toBeNull();
  });

  it("rejects garbage, empty and near-miss headers", () => {
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(ascii("hello world"))).toBeNull();
    expect(detectFileType(ascii("%PDF"))).toBeNull();
    expect(detectFileType(ascii(`${" ".repeat(1024)}%PDF-1.7`))).toBeNull();
    expect(detectFileType(new Uint8Array([0x49, 0x49, 0x2a]))).toBeNull();
    expect(detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });
});
