import { describe, expect, it } from "vitest";
import { PreflightError } from "./errors.js";
import { makeTiff } from "./fixtures/makeFixtures.js";
import { makeLabTiff, makeOldJpegTiff, makeTiledPlanarTiff, makeTiffWithResolution } from "./fixtures/tiffFixtures.js";
import { preflightBytes } from "./preflight.js";
import { analyzeTiff, decodeTiff } from "./tiff/analyzeTiff.js";
import { toolboxFlags } from "./toolboxFlags.js";

describe("analyzeTiff", () => {
  it("reads size, resolution and CMYK", async () => {
    const report = await analyzeTiff(
      await makeTiff({ colorSpace: "cmyk", widthPx: 600, heightPx: 400, ppi: 100, marginPx: 0 }),
    );
    expect(report).toMatchObject({
      kind: "tiff",
      pages: 1,
      widthIn: 6,
      heightIn: 4,
      minEffectivePpi: 100,
      colorSpaces: ["CMYK"],
      spotColors: [],
      liveText: false,
      encrypted: false,
      overprintFill: false,
      warnings: [],
    });
    expect(report.images).toEqual([
      { page: 1, pixelWidth: 600, pixelHeight: 400, placedWidthIn: 6, placedHeightIn: 4, effectivePpi: 100 },
    ]);
    expect(toolboxFlags(report)).toEqual({ cut_contour: false, route: false, thru: false, embedded_fonts: false });
  });

  it("tells RGB from CMYK", async () => {
    const report = await analyzeTiff(
      await makeTiff({ colorSpace: "rgb", widthPx: 300, heightPx: 300, ppi: 150, marginPx: 0 }),
    );
    expect(report.colorSpaces).toEqual(["RGB"]);
    expect(report).toMatchObject({ widthIn: 2, heightIn: 2, minEffectivePpi: 150 });
  });

  it("assumes 72 ppi when the file states none, and says so", async () => {
    const report = await analyzeTiff(makeTiffWithResolution(144, 72, {}));
    expect(report).toMatchObject({ widthIn: 2, heightIn: 1, minEffectivePpi: 72 });
    expect(report.warnings.join(" ")).toMatch(/72 ppi was assumed/);
  });

  it.each(["cmyk", "rgb"] as const)("measures white margins in a %s TIFF", async (colorSpace) => {
    const report = await analyzeTiff(
      await makeTiff({ colorSpace, widthPx: 600, heightPx: 400, ppi: 100, marginPx: 50 }),
    );
    expect(report.whitespace).toEqual({ top: 0.5, right: 0.5, bottom: 0.5, left: 0.5 });
    expect(report.hasWhitespace).toBe(true);
  });

  it.each(["cmyk", "rgb"] as const)("finds no whitespace in a full %s TIFF", async (colorSpace) => {
    const report = await analyzeTiff(
      await makeTiff({ colorSpace, widthPx: 600, heightPx: 400, ppi: 100, marginPx: 0 }),
    );
    expect(report.whitespace).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(report.hasWhitespace).toBe(false);
  });

  it("counts a transparent border as whitespace", async () => {
    const report = await analyzeTiff(
      await makeTiff({
        colorSpace: "rgb",
        widthPx: 400,
        heightPx: 400,
        ppi: 200,
        marginPx: 40,
        transparentMargin: true,
      }),
    );
    expect(report.whitespace).toEqual({ top: 0.2, right: 0.2, bottom: 0.2, left: 0.2 });
    expect(report.hasWhitespace).toBe(true);
  });

  it("ignores a margin of 0.125 in or less", async () => {
    const report = await analyzeTiff(
      await makeTiff({ colorSpace: "rgb", widthPx: 400, heightPx: 400, ppi: 100, marginPx: 10 }),
    );
    expect(report.whitespace.top).toBe(0.1);
    expect(report.hasWhitespace).toBe(false);
  });

  it("rejects what is not a TIFF, and a broken TIFF", async () => {
    await expect(analyzeTiff(new TextEncoder().encode("%PDF-1.7"))).rejects.toMatchObject({ code: "unsupported" });
    const broken = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0xff, 0x7f, 1, 2, 3]);
    await expect(analyzeTiff(broken)).rejects.toBeInstanceOf(PreflightError);
  });

  describe("resolution from the tags (docs/decisions/0007-files-and-preflight.md)", () => {
    const assumed = /does not state its resolution; 72 ppi was assumed/;

    it("counts ResolutionUnit 1 (no absolute unit) as no stated resolution, not pixels per mm", async () => {
      // 72 "per unit": read as pixels per mm this was 1829 ppi and 0.28 x 0.30 in.
      const report = await analyzeTiff(makeTiffWithResolution(144, 216, { x: [72, 1], y: [72, 1], unit: 1 }));
      expect(report).toMatchObject({ widthIn: 2, heightIn: 3, minEffectivePpi: 72 });
      expect(report.warnings.join(" ")).toMatch(assumed);
    });

    it("uses each axis's own resolution and the lower one counts (204 x 196 ppi fax)", async () => {
      const report = await analyzeTiff(makeTiffWithResolution(1728, 2156, { x: [204, 1], y: [196, 1], unit: 2 }));
      expect(report).toMatchObject({ widthIn: 8.47, heightIn: 11, minEffectivePpi: 196 });
      expect(report.images[0]).toMatchObject({ placedWidthIn: 8.47, placedHeightIn: 11, effectivePpi: 196 });
      expect(report.warnings).toEqual([]);
    });

    it("rounds the exact rational down: 299.6 ppi fails a 300 ppi check", async () => {
      const report = await analyzeTiff(makeTiffWithResolution(300, 300, { x: [2996, 10], y: [2996, 10], unit: 2 }));
      expect(report.minEffectivePpi).toBe(299);
    });

    it("reads pixels per centimetre, and inches when ResolutionUnit is absent (the TIFF default)", async () => {
      const cm = await analyzeTiff(makeTiffWithResolution(600, 300, { x: [118, 1], y: [118, 1], unit: 3 }));
      // 118 px/cm = 299.72 ppi.
      expect(cm).toMatchObject({ minEffectivePpi: 299, widthIn: 2, heightIn: 1 });
      const noUnit = await analyzeTiff(makeTiffWithResolution(300, 150, { x: [150, 1], y: [150, 1] }));
      expect(noUnit).toMatchObject({ minEffectivePpi: 150, widthIn: 2, heightIn: 1, warnings: [] });
    });

    it("takes a missing axis from the other, and a zero resolution as none", async () => {
      const onlyX = await analyzeTiff(makeTiffWithResolution(300, 300, { x: [150, 1], unit: 2 }));
      expect(onlyX).toMatchObject({ minEffectivePpi: 150, widthIn: 2, heightIn: 2, warnings: [] });
      const zero = await analyzeTiff(makeTiffWithResolution(144, 144, { x: [0, 1], y: [0, 1], unit: 2 }));
      expect(zero).toMatchObject({ minEffectivePpi: 72, widthIn: 2 });
      expect(zero.warnings.join(" ")).toMatch(assumed);
    });
  });

  describe("TIFFs sharp cannot decode are read with MuPDF or geotiff", () => {
    it.each([
      ["CIELab", () => makeLabTiff(), ["Lab"]],
      ["old-style JPEG", () => makeOldJpegTiff(), ["RGB"]],
    ] as const)("reads a %s TIFF with its content, not blank", async (_name, make, spaces) => {
      const bytes = await make();
      const decoded = await decodeTiff(bytes, 1200, 64);
      expect(decoded.decoder).toBe("mupdf");
      const report = await analyzeTiff(bytes);
      expect(report.warnings).toEqual([]);
      expect(report).toMatchObject({ widthIn: 0.21, heightIn: 0.16, minEffectivePpi: 300, colorSpaces: spaces });
      // The 8 px white margin at 300 ppi: content was found inside it.
      expect(report.whitespace.top).toBeCloseTo(0.03, 2);
      const { thumbnailPng, previewPng } = await preflightBytes(bytes);
      expect(thumbnailPng?.byteLength).toBeGreaterThan(0);
      expect(previewPng?.byteLength).toBeGreaterThan(0);
    });

    it("reads a tiled TIFF with separate planes with geotiff, which neither sharp nor MuPDF reads", async () => {
      const bytes = makeTiledPlanarTiff();
      const decoded = await decodeTiff(bytes, 1200, 64);
      expect(decoded.decoder).toBe("geotiff");
      // The red ink (200, 40, 60) inside the 8 px white margin.
      const { pixels, width } = decoded.raster;
      expect([...pixels.subarray((20 * width + 20) * 4, (20 * width + 20) * 4 + 4)]).toEqual([200, 40, 60, 255]);
      expect([...pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
      const report = await analyzeTiff(bytes);
      expect(report.warnings).toEqual([]);
      expect(report).toMatchObject({ widthIn: 0.21, heightIn: 0.16, minEffectivePpi: 300, colorSpaces: ["RGB"] });
      expect(report.whitespace.top).toBeCloseTo(0.03, 2);
      expect(report.whitespace.left).toBeCloseTo(0.03, 2);
      const { thumbnailPng, previewPng } = await preflightBytes(bytes);
      expect(thumbnailPng?.byteLength).toBeGreaterThan(0);
      expect(previewPng?.byteLength).toBeGreaterThan(0);
    });

    it("reads the associated (premultiplied) alpha of a tiled TIFF with separate planes as sharp does", async () => {
      const decoded = await decodeTiff(makeTiledPlanarTiff(64, 48, 8, { associatedAlpha: true }), 1200, 64);
      expect(decoded.decoder).toBe("geotiff");
      const { pixels, width } = decoded.raster;
      const ink = [...pixels.subarray((20 * width + 20) * 4, (20 * width + 20) * 4 + 4)];
      // (200, 40, 60) at alpha 128 was stored premultiplied as (100, 20, 30).
      expect(ink[3]).toBe(128);
      for (const [i, value] of [200, 40, 60].entries()) expect(Math.abs((ink[i] ?? 0) - value)).toBeLessThanOrEqual(2);
    });

    it("refuses a TIFF no decoder reads as unreadable with each one's reason, never as blank", async () => {
      const error = await analyzeTiff(makeTiledPlanarTiff(64, 48, 8, { compression: 65_000 })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PreflightError);
      expect(error).toMatchObject({ code: "unreadable" });
      expect((error as Error).message).toMatch(/^The TIFF could not be read: .+ \(and MuPDF: .+; geotiff: .+\)$/);
    });
  });
});
