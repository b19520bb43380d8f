import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { PreflightError } from "./errors.js";
import {
  makeDeviceNCutPdf,
  makeEncryptedPdf,
  makeIllustratorCutPdf,
  makeIllustratorPdf,
  makeImagePdf,
  makeLayeredCutPdf,
  makeLiveTextPdf,
  makeOverprintPdf,
  makeSpotPdf,
  makeTrimmedPdf,
  makeUnusedCutInkPdf,
  makeVectorPdf,
  withLeadingData,
} from "./fixtures/makeFixtures.js";
import { analyzePdf } from "./pdf/analyzePdf.js";
import { preflightFile } from "./preflight.js";
import { toolboxFlags } from "./toolboxFlags.js";

// MuPDF reports its repairs of the corrupt fixture on stderr; the report is what is checked.
mupdf.setLog(() => {});

describe("analyzePdf: size", () => {
  it("reports page 1's size in inches", async () => {
    const report = await analyzePdf(makeSpotPdf("CutContourCad"));
    expect(report).toMatchObject({ kind: "pdf", pages: 1, widthIn: 12, heightIn: 18 });
  });

  it("uses the trim box when there is one, and measures whitespace inside it", async () => {
    const report = await analyzePdf(makeTrimmedPdf());
    expect(report).toMatchObject({ widthIn: 9, heightIn: 7, hasWhitespace: false });
  });
});

describe("analyzePdf: spot colours and cut lines", () => {
  it.each([
    ["CutContourCad", { cutContour: true, thru: false, route: false }],
    ["CutContourThru", { cutContour: false, thru: true, route: false }],
    ["Route", { cutContour: false, thru: false, route: true }],
  ])("finds the spot %s and sets its flag", async (name, flags) => {
    const report = await analyzePdf(makeSpotPdf(name));
    expect(report.spotColors).toEqual([name]);
    expect(report.colorSpaces).toEqual(["CMYK", "Spot"]);
    expect(report).toMatchObject(flags);
    const toolbox = toolboxFlags(report);
    expect(toolbox).toEqual({
      cut_contour: flags.cutContour,
      route: flags.route,
      thru: flags.thru,
      embedded_fonts: false,
    });
  });

  it.each([
    ["CutContourCad", { cutContour: true, thru: false, route: false }],
    ["CutContourThru", { cutContour: false, thru: true, route: false }],
    ["Route", { cutContour: false, thru: false, route: true }],
    ["Thru-cut", { cutContour: false, thru: true, route: false }],
  ])("finds a %s cut path the way sign-shop software writes it", async (name, flags) => {
    // A Separation colour space of that name, stroked on the page.
    expect(await analyzePdf(makeSpotPdf(name))).toMatchObject({ ...flags, spotColors: [name] });
    // A DeviceN colour space of a process ink and the cut ink.
    expect(await analyzePdf(makeDeviceNCutPdf(name))).toMatchObject({ ...flags, spotColors: [name] });
    // A cut path in an optional content group that is hidden and does not print.
    expect(await analyzePdf(makeLayeredCutPdf(name))).toMatchObject({ ...flags, spotColors: [name] });
    expect(await analyzePdf(makeLayeredCutPdf(name, { hidden: false }))).toMatchObject({ ...flags });
    // An Illustrator file with the cut path on its own layer.
    expect(await analyzePdf(makeIllustratorCutPdf(name))).toMatchObject({ kind: "ai", ...flags });
  });

  it("does not report a cut ink that is only in the resources, never drawn", async () => {
    const report = await analyzePdf(makeUnusedCutInkPdf("CutContourCad"));
    expect(report).toMatchObject({
      spotColors: [],
      colorSpaces: ["CMYK"],
      cutContour: false,
      thru: false,
      route: false,
    });
    expect(toolboxFlags(report).cut_contour).toBe(false);
  });

  it("has no spot or cut flag in plain CMYK art", async () => {
    const report = await analyzePdf(makeVectorPdf(0));
    expect(report.spotColors).toEqual([]);
    expect(report).toMatchObject({ cutContour: false, thru: false, route: false, colorSpaces: ["CMYK"] });
  });
});

describe("analyzePdf: images", () => {
  it("finds a 50 px image placed at 10 in: 5 ppi", async () => {
    const report = await analyzePdf(
      makeImagePdf({ pixelWidth: 50, pixelHeight: 50, placedWidthIn: 10, placedHeightIn: 10, colorSpace: "rgb" }),
    );
    expect(report.images).toEqual([
      { page: 1, pixelWidth: 50, pixelHeight: 50, placedWidthIn: 10, placedHeightIn: 10, effectivePpi: 5 },
    ]);
    expect(report.minEffectivePpi).toBe(5);
  });

  it("finds a 600 px image placed at 2 in: 300 ppi", async () => {
    const report = await analyzePdf(
      makeImagePdf({ pixelWidth: 600, pixelHeight: 600, placedWidthIn: 2, placedHeightIn: 2, colorSpace: "cmyk" }),
    );
    expect(report.images[0]).toMatchObject({ placedWidthIn: 2, placedHeightIn: 2, effectivePpi: 300 });
    expect(report.minEffectivePpi).toBe(300);
  });

  it("takes the lower axis when an image is stretched", async () => {
    const report = await analyzePdf(
      makeImagePdf({ pixelWidth: 400, pixelHeight: 400, placedWidthIn: 2, placedHeightIn: 4, colorSpace: "rgb" }),
    );
    expect(report.minEffectivePpi).toBe(100);
  });

  it("has no ppi without images", async () => {
    const report = await analyzePdf(makeVectorPdf(0));
    expect(report.images).toEqual([]);
    expect(report.minEffectivePpi).toBeNull();
  });

  it("tells a CMYK image from an RGB image", async () => {
    const base = { pixelWidth: 60, pixelHeight: 60, placedWidthIn: 1, placedHeightIn: 1 } as const;
    expect((await analyzePdf(makeImagePdf({ ...base, colorSpace: "cmyk" }))).colorSpaces).toEqual(["CMYK"]);
    expect((await analyzePdf(makeImagePdf({ ...base, colorSpace: "rgb" }))).colorSpaces).toEqual(["RGB"]);
  });
});

describe("analyzePdf: text", () => {
  it("finds live text and its font", async () => {
    const report = await analyzePdf(makeLiveTextPdf());
    expect(report.liveText).toBe(true);
    expect(report.fontsNotOutlined).toEqual(["Helvetica"]);
    expect(toolboxFlags(report).embedded_fonts).toBe(true);
  });

  it("finds no text in outlined art", async () => {
    const report = await analyzePdf(makeVectorPdf(0));
    expect(report.liveText).toBe(false);
    expect(report.fontsNotOutlined).toEqual([]);
    expect(toolboxFlags(report).embedded_fonts).toBe(false);
  });
});

describe("analyzePdf: encryption", () => {
  it("reports a password-protected file as encrypted, not as an error", async () => {
    const report = await analyzePdf(makeEncryptedPdf());
    expect(report.encrypted).toBe(true);
    expect(report).toMatchObject({ pages: 1, widthIn: 5, heightIn: 5 });
    expect(report.warnings.join(" ")).toMatch(/encrypted/);
  });

  it("reports a file encrypted with only an owner password, and still checks it", async () => {
    const report = await analyzePdf(makeEncryptedPdf({ userPassword: false }));
    expect(report.encrypted).toBe(true);
    expect(report.colorSpaces).toEqual(["CMYK"]);
    expect(report.warnings).toEqual([]);
  });

  it("reports plain files as not encrypted", async () => {
    expect((await analyzePdf(makeVectorPdf(0))).encrypted).toBe(false);
  });
});

describe("analyzePdf: overprint", () => {
  it("finds an overprint graphics state", async () => {
    expect((await analyzePdf(makeOverprintPdf())).overprintFill).toBe(true);
  });

  it("finds none in plain art", async () => {
    expect((await analyzePdf(makeVectorPdf(0))).overprintFill).toBe(false);
  });
});

describe("analyzePdf: whitespace", () => {
  it("measures blank margins around the art", async () => {
    const report = await analyzePdf(makeVectorPdf(1));
    for (const side of ["top", "right", "bottom", "left"] as const) {
      expect(report.whitespace[side]).toBeCloseTo(1, 1);
    }
    expect(report.hasWhitespace).toBe(true);
  });

  it("finds none in full-bleed art", async () => {
    const report = await analyzePdf(makeVectorPdf(0));
    expect(report.whitespace).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(report.hasWhitespace).toBe(false);
  });

  it("counts a transparent page margin around an image", async () => {
    const report = await analyzePdf(
      makeImagePdf({
        pixelWidth: 100,
        pixelHeight: 100,
        placedWidthIn: 4,
        placedHeightIn: 4,
        colorSpace: "rgb",
        marginIn: 0.5,
      }),
    );
    expect(report).toMatchObject({ widthIn: 5, heightIn: 5, hasWhitespace: true });
    expect(report.whitespace.left).toBeCloseTo(0.5, 1);
  });
});

describe("analyzePdf: Illustrator and bad input", () => {
  it("reports a PDF-compatible Illustrator file as ai", async () => {
    const report = await analyzePdf(makeIllustratorPdf());
    expect(report).toMatchObject({ kind: "ai", widthIn: 4, heightIn: 3 });
  });

  it("accepts a valid PDF whose header comes after 656 bytes of leading data", async () => {
    const bytes = withLeadingData(makeSpotPdf("Route"), 656);
    const report = await analyzePdf(bytes);
    expect(report).toMatchObject({ kind: "pdf", widthIn: 12, heightIn: 18, route: true, warnings: [] });
    const dir = mkdtempSync(join(tmpdir(), "preflight-leading-"));
    try {
      const file = join(dir, "artwork.pdf");
      writeFileSync(file, bytes);
      const result = await preflightFile(file);
      expect(result.report).toMatchObject({ kind: "pdf", route: true, warnings: [] });
      expect(result.thumbnailPng?.byteLength).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects a file that is not a PDF", async () => {
    await expect(analyzePdf(new TextEncoder().encode("MZ not a pdf"))).rejects.toBeInstanceOf(PreflightError);
  });

  it("rejects a PDF header with nothing readable behind it", async () => {
    const corrupt = new TextEncoder().encode(`%PDF-1.7\n${"garbage ".repeat(200)}`);
    await expect(analyzePdf(corrupt)).rejects.toMatchObject({ code: "unreadable" });
  });
});
