import { describe, expect, it } from "vitest";
import { PreflightError } from "./errors.js";
import { makeTiff } from "./fixtures/makeFixtures.js";
import { analyzeTiff } from "./tiff/analyzeTiff.js";
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
    const report = await analyzeTiff(await makeTiff({ colorSpace: "rgb", widthPx: 144, heightPx: 72, marginPx: 0 }));
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
});
